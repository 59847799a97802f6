import type en from '../en/mail';
import type { Translation } from '../types';

// British English mail to shoppers, translated from src/i18n/en/mail.ts (server only).
export default {
  'mail.confirmation.subject': 'Your order {orderNumber} from {store} is confirmed',
  'mail.confirmation.greeting': 'Hi {name},',
  'mail.confirmation.intro': 'Thank you for your order from {store}. We have received it and will e-mail you again when it is dispatched.',
  'mail.confirmation.orderNumber': 'Order number: {orderNumber}',
  'mail.confirmation.items': 'Items',
  'mail.confirmation.line': '{quantity} × {title} ({color}, {size}): {price}',
  'mail.confirmation.subtotal': 'Subtotal: {amount}',
  'mail.confirmation.shipping': 'Delivery: {amount}',
  'mail.confirmation.tax': 'Tax: {amount}',
  'mail.confirmation.discount': 'Discount: -{amount}',
  'mail.confirmation.total': 'Total: {amount}',
  'mail.confirmation.arrival': 'Estimated arrival: {arrival}',
  'mail.confirmation.shipTo': 'Delivering to: {address}',
  'mail.confirmation.track': 'Track your order: {url}',
} satisfies Translation<typeof en>;
