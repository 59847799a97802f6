// English mail to shoppers (the order confirmation): read on the server only, never shipped to a browser,
// so this file is not part of the locale catalogs' index. Other locales translate these keys.
export default {
  'mail.confirmation.subject': 'Your order {orderNumber} from {store} is confirmed',
  'mail.confirmation.greeting': 'Hi {name},',
  'mail.confirmation.intro': 'Thank you for your order from {store}. We have received it and will e-mail you again when it ships.',
  'mail.confirmation.orderNumber': 'Order number: {orderNumber}',
  'mail.confirmation.items': 'Items',
  'mail.confirmation.line': '{quantity} × {title} ({color}, {size}): {price}',
  'mail.confirmation.subtotal': 'Subtotal: {amount}',
  'mail.confirmation.shipping': 'Shipping: {amount}',
  'mail.confirmation.tax': 'Tax: {amount}',
  'mail.confirmation.discount': 'Discount: -{amount}',
  'mail.confirmation.total': 'Total: {amount}',
  'mail.confirmation.arrival': 'Estimated arrival: {arrival}',
  'mail.confirmation.shipTo': 'Shipping to: {address}',
  'mail.confirmation.track': 'Track your order: {url}',
} as const;
