import type en from '../en/chrome';
import type { Translation } from '../types';

// Brazilian Portuguese (você) messages of the chrome feature, translated from src/i18n/en/chrome.ts.
export default {
  'chrome.skipLink': 'Pular para o conteúdo',
  'chrome.announcement': 'Aviso',
  'chrome.preview.bar': 'Modo de visualização: esta loja não está publicada como mostrada, e a finalização da compra está desativada.',
  'chrome.preview.themeApplied': 'Mostrando o tema do link de visualização.',
  'chrome.preview.themeReset': 'Mostrar o tema salvo',
  'chrome.promo.label': 'Cupons de desconto',
  'chrome.promo.percentage': 'Use o cupom {code} para ganhar {percent}% de desconto',
  'chrome.promo.fixedValue': 'Use o cupom {code} para ganhar {amount} de desconto',
  'chrome.promo.freeShipping': 'Use o cupom {code} para ganhar frete grátis',
  'chrome.promo.copyHint': 'Clique para copiar',
  // Browsing spec 4: the banner shows Copied! for 3 seconds after a click.
  'chrome.promo.copied': 'Copiado!',
  'chrome.toasts.label': 'Notificações',
  'chrome.toasts.close': 'Fechar',
  // Browsing spec 1, 4 and 6: the age gate excludes Louisiana and Utah residents; both boxes before Proceed.
  'chrome.ageGate.title': 'Verificação de idade',
  'chrome.ageGate.intro': 'Você precisa confirmar as duas declarações para entrar nesta loja.',
  'chrome.ageGate.adult': 'Tenho 18 anos ou mais',
  'chrome.ageGate.notResident': 'Não moro na Louisiana nem em Utah',
  'chrome.ageGate.proceed': 'Continuar',
  'chrome.ageGate.exit': 'Sair',
} satisfies Translation<typeof en>;
