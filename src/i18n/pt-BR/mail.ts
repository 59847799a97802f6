import type en from '../en/mail';
import type { Translation } from '../types';

// Brazilian Portuguese (você) mail to shoppers, translated from src/i18n/en/mail.ts (server only).
export default {
  'mail.confirmation.subject': 'Seu pedido {orderNumber} na {store} está confirmado',
  'mail.confirmation.greeting': 'Olá, {name},',
  'mail.confirmation.intro': 'Obrigado pelo seu pedido na {store}. Nós o recebemos e enviaremos outro e-mail quando ele for despachado.',
  'mail.confirmation.orderNumber': 'Número do pedido: {orderNumber}',
  'mail.confirmation.items': 'Itens',
  'mail.confirmation.line': '{quantity} × {title} ({color}, {size}): {price}',
  'mail.confirmation.subtotal': 'Subtotal: {amount}',
  'mail.confirmation.shipping': 'Frete: {amount}',
  'mail.confirmation.tax': 'Impostos: {amount}',
  'mail.confirmation.discount': 'Desconto: -{amount}',
  'mail.confirmation.total': 'Total: {amount}',
  'mail.confirmation.arrival': 'Entrega estimada: {arrival}',
  'mail.confirmation.shipTo': 'Endereço de entrega: {address}',
  'mail.confirmation.track': 'Acompanhe seu pedido: {url}',
} satisfies Translation<typeof en>;
