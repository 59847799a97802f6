import type en from '../en/mail';
import type { Translation } from '../types';

// Spanish (usted) mail to shoppers, translated from src/i18n/en/mail.ts (server only).
export default {
  'mail.confirmation.subject': 'Su pedido {orderNumber} de {store} está confirmado',
  'mail.confirmation.greeting': 'Hola, {name}:',
  'mail.confirmation.intro': 'Gracias por su pedido en {store}. Lo hemos recibido y le escribiremos de nuevo cuando se envíe.',
  'mail.confirmation.orderNumber': 'Número de pedido: {orderNumber}',
  'mail.confirmation.items': 'Artículos',
  'mail.confirmation.line': '{quantity} × {title} ({color}, {size}): {price}',
  'mail.confirmation.subtotal': 'Subtotal: {amount}',
  'mail.confirmation.shipping': 'Envío: {amount}',
  'mail.confirmation.tax': 'Impuestos: {amount}',
  'mail.confirmation.discount': 'Descuento: -{amount}',
  'mail.confirmation.total': 'Total: {amount}',
  'mail.confirmation.arrival': 'Entrega estimada: {arrival}',
  'mail.confirmation.shipTo': 'Dirección de envío: {address}',
  'mail.confirmation.track': 'Siga su pedido: {url}',
} satisfies Translation<typeof en>;
