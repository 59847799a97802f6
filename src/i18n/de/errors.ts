import type en from '../en/errors';
import type { Translation } from '../types';

// German (formal Sie) messages of the API's errors, translated from src/i18n/en/errors.ts.
export default {
  'error.rateLimited': 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  'error.storeNotReady': 'Der Shop ist noch nicht für Bestellungen bereit.',
  'error.storeNotFound': 'Diesen Shop gibt es nicht.',
  'error.accessCodeRequired': 'Für diesen Shop ist ein Zugangscode erforderlich.',
  'error.currencyNotSupported': 'Dieser Shop verkauft nicht in dieser Währung.',
  'error.checkoutPaid': 'Dieser Bestellvorgang ist bereits bezahlt.',
  'error.checkoutBusy': 'Dieser Bestellvorgang wird gerade an anderer Stelle geändert. Bitte versuchen Sie es erneut.',
  'error.addressRequired': 'Bitte geben Sie Ihre Adresse ein.',
  'error.addressBeforeDelivery': 'Bitte geben Sie Ihre Adresse ein, bevor Sie eine Versandoption wählen.',
  'error.zipNotInState': 'Die Postleitzahl passt nicht zum angegebenen Bundesstaat.',
  'error.deliveryOptionRequired': 'Bitte wählen Sie eine Versandoption.',
  'error.deliveryOptionUnavailable': 'Diese Versandoption ist für Ihre Adresse nicht verfügbar.',
  'error.paymentMethodUnavailable': 'Diese Zahlungsart ist für diese Bestellung nicht verfügbar.',
  'error.nothingToPay': 'In diesem Bestellvorgang ist nichts zu bezahlen.',
  'error.paymentInProgress': 'Ihre Zahlung wird noch verarbeitet. Bitte warten Sie einen Moment.',
  'error.paymentUnavailable': 'Die Zahlung konnte gerade nicht verarbeitet werden. Bitte versuchen Sie es erneut.',
  'error.tooManyDeclines': 'Zu viele Zahlungsversuche wurden abgelehnt. Bitte versuchen Sie es in einer Stunde erneut.',
  'error.orderChanged': 'Ihre Bestellung hat sich während der Zahlung geändert. Bitte geben Sie sie erneut auf.',
  'error.soldOutWhilePaying': 'Leider ist ein Artikel Ihrer Bestellung während der Zahlung ausverkauft. Ihnen wurde nichts berechnet.',
  'error.paymentCancelled': 'Diese Zahlung wurde storniert. Bitte geben Sie Ihre Bestellung erneut auf.',
  'error.paymentClosed': 'Diese Zahlung kann nicht mehr geändert werden.',
  'error.paymentNotFound': 'Die Zahlung wurde nicht gefunden.',
  'error.orderNotFound': 'Wir konnten keine Bestellung mit dieser Nummer und E-Mail-Adresse finden.',
} satisfies Translation<typeof en>;
