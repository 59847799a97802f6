import type en from '../en/mail';
import type { Translation } from '../types';

// German (formal Sie) mail to shoppers, translated from src/i18n/en/mail.ts (server only).
export default {
  'mail.confirmation.subject': 'Ihre Bestellung {orderNumber} bei {store} ist bestätigt',
  'mail.confirmation.greeting': 'Hallo {name},',
  'mail.confirmation.intro': 'vielen Dank für Ihre Bestellung bei {store}. Wir haben sie erhalten und schreiben Ihnen wieder, sobald sie versandt wird.',
  'mail.confirmation.orderNumber': 'Bestellnummer: {orderNumber}',
  'mail.confirmation.items': 'Artikel',
  'mail.confirmation.line': '{quantity} × {title} ({color}, {size}): {price}',
  'mail.confirmation.subtotal': 'Zwischensumme: {amount}',
  'mail.confirmation.shipping': 'Versand: {amount}',
  'mail.confirmation.tax': 'Steuer: {amount}',
  'mail.confirmation.discount': 'Rabatt: -{amount}',
  'mail.confirmation.total': 'Gesamt: {amount}',
  'mail.confirmation.arrival': 'Voraussichtliche Lieferung: {arrival}',
  'mail.confirmation.shipTo': 'Lieferadresse: {address}',
  'mail.confirmation.track': 'Bestellung verfolgen: {url}',
} satisfies Translation<typeof en>;
