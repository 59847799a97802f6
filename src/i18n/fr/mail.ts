import type en from '../en/mail';
import type { Translation } from '../types';

// French (vous) mail to shoppers, translated from src/i18n/en/mail.ts (server only).
export default {
  'mail.confirmation.subject': 'Votre commande {orderNumber} chez {store} est confirmée',
  'mail.confirmation.greeting': 'Bonjour {name},',
  'mail.confirmation.intro': 'Merci pour votre commande chez {store}. Nous l’avons bien reçue et vous écrirons de nouveau dès son expédition.',
  'mail.confirmation.orderNumber': 'Numéro de commande : {orderNumber}',
  'mail.confirmation.items': 'Articles',
  'mail.confirmation.line': '{quantity} × {title} ({color}, {size}) : {price}',
  'mail.confirmation.subtotal': 'Sous-total : {amount}',
  'mail.confirmation.shipping': 'Livraison : {amount}',
  'mail.confirmation.tax': 'Taxes : {amount}',
  'mail.confirmation.discount': 'Remise : -{amount}',
  'mail.confirmation.total': 'Total : {amount}',
  'mail.confirmation.arrival': 'Livraison estimée : {arrival}',
  'mail.confirmation.shipTo': 'Adresse de livraison : {address}',
  'mail.confirmation.track': 'Suivre votre commande : {url}',
} satisfies Translation<typeof en>;
