import type en from '../en/chrome';
import type { Translation } from '../types';

// Spanish (informal tú) messages of the chrome feature, translated from src/i18n/en/chrome.ts.
export default {
  'chrome.skipLink': 'Ir al contenido',
  'chrome.announcement': 'Aviso',
  'chrome.preview.bar': 'Modo de vista previa: esta tienda no está publicada tal como se muestra y la tramitación de pedidos está desactivada.',
  'chrome.preview.themeApplied': 'Se muestra el tema del enlace de vista previa.',
  'chrome.preview.themeReset': 'Mostrar el tema guardado',
  'chrome.promo.label': 'Códigos promocionales',
  'chrome.promo.percentage': 'Usa el código {code} para obtener un {percent}\u00a0% de descuento',
  'chrome.promo.fixedValue': 'Usa el código {code} para obtener {amount} de descuento',
  'chrome.promo.freeShipping': 'Usa el código {code} para obtener envío gratis',
  'chrome.promo.copyHint': 'Haz clic para copiar',
  // Browsing spec 4: the banner shows Copied! for 3 seconds after a click.
  'chrome.promo.copied': '¡Copiado!',
  'chrome.toasts.label': 'Notificaciones',
  'chrome.toasts.close': 'Cerrar',
  // Browsing spec 1, 4 and 6: the age gate excludes Louisiana and Utah residents; both boxes before Proceed.
  'chrome.ageGate.title': 'Verificación de edad',
  'chrome.ageGate.intro': 'Debes confirmar ambas declaraciones para entrar en esta tienda.',
  'chrome.ageGate.adult': 'Tengo 18 años o más',
  'chrome.ageGate.notResident': 'No resido en Luisiana ni en Utah',
  'chrome.ageGate.proceed': 'Continuar',
  'chrome.ageGate.exit': 'Salir',
} satisfies Translation<typeof en>;
