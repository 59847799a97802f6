import type en from '../en/mail';
import type { Translation } from '../types';

// Dutch (formal u) mail to shoppers, translated from src/i18n/en/mail.ts (server only).
export default {
  'mail.confirmation.subject': 'Uw bestelling {orderNumber} bij {store} is bevestigd',
  'mail.confirmation.greeting': 'Hallo {name},',
  'mail.confirmation.intro': 'Bedankt voor uw bestelling bij {store}. We hebben haar ontvangen en mailen u opnieuw zodra ze verzonden is.',
  'mail.confirmation.orderNumber': 'Bestelnummer: {orderNumber}',
  'mail.confirmation.items': 'Artikelen',
  'mail.confirmation.line': '{quantity} × {title} ({color}, {size}): {price}',
  'mail.confirmation.subtotal': 'Subtotaal: {amount}',
  'mail.confirmation.shipping': 'Verzending: {amount}',
  'mail.confirmation.tax': 'Btw: {amount}',
  'mail.confirmation.discount': 'Korting: -{amount}',
  'mail.confirmation.total': 'Totaal: {amount}',
  'mail.confirmation.arrival': 'Verwachte levering: {arrival}',
  'mail.confirmation.shipTo': 'Bezorgadres: {address}',
  'mail.confirmation.track': 'Volg uw bestelling: {url}',
} satisfies Translation<typeof en>;
