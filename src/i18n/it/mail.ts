import type en from '../en/mail';
import type { Translation } from '../types';

// Italian (Lei) mail to shoppers, translated from src/i18n/en/mail.ts (server only).
export default {
  'mail.confirmation.subject': 'Il suo ordine {orderNumber} da {store} è confermato',
  'mail.confirmation.greeting': 'Gentile {name},',
  'mail.confirmation.intro': 'grazie per il suo ordine da {store}. Lo abbiamo ricevuto e le scriveremo di nuovo alla spedizione.',
  'mail.confirmation.orderNumber': 'Numero d’ordine: {orderNumber}',
  'mail.confirmation.items': 'Articoli',
  'mail.confirmation.line': '{quantity} × {title} ({color}, {size}): {price}',
  'mail.confirmation.subtotal': 'Subtotale: {amount}',
  'mail.confirmation.shipping': 'Spedizione: {amount}',
  'mail.confirmation.tax': 'Imposte: {amount}',
  'mail.confirmation.discount': 'Sconto: -{amount}',
  'mail.confirmation.total': 'Totale: {amount}',
  'mail.confirmation.arrival': 'Consegna prevista: {arrival}',
  'mail.confirmation.shipTo': 'Indirizzo di spedizione: {address}',
  'mail.confirmation.track': 'Segua il suo ordine: {url}',
} satisfies Translation<typeof en>;
