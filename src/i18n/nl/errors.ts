import type en from '../en/errors';
import type { Translation } from '../types';

// Dutch (informal je) messages of the API's errors, translated from src/i18n/en/errors.ts.
export default {
  'error.rateLimited': 'Te veel verzoeken. Probeer het later opnieuw.',
  'error.storeNotReady': 'De winkel is nog niet klaar om bestellingen aan te nemen.',
  'error.storeNotFound': 'Deze winkel bestaat niet.',
  'error.accessCodeRequired': 'Voor deze winkel heb je een toegangscode nodig.',
  'error.currencyNotSupported': 'Deze winkel verkoopt niet in deze valuta.',
  'error.checkoutPaid': 'Deze bestelling is al betaald.',
  'error.checkoutBusy': 'Deze bestelling wordt ergens anders gewijzigd. Probeer het opnieuw.',
  'error.addressRequired': 'Vul je adres in.',
  'error.addressBeforeDelivery': 'Vul je adres in voordat je een verzendoptie kiest.',
  'error.zipNotInState': 'De postcode past niet bij de staat die je hebt ingevuld.',
  'error.deliveryOptionRequired': 'Kies een verzendoptie.',
  'error.deliveryOptionUnavailable': 'Deze verzendoptie is niet beschikbaar voor je adres.',
  'error.paymentMethodUnavailable': 'Deze betaalmethode is niet beschikbaar voor deze bestelling.',
  'error.nothingToPay': 'Er valt voor deze bestelling niets te betalen.',
  'error.paymentInProgress': 'Je betaling wordt nog verwerkt. Wacht even.',
  'error.paymentUnavailable': 'De betaling kon nu niet worden verwerkt. Probeer het opnieuw.',
  'error.tooManyDeclines': 'Te veel betaalpogingen zijn geweigerd. Probeer het over een uur opnieuw.',
  'error.orderChanged': 'Je bestelling is gewijzigd terwijl je betaalde. Plaats hem opnieuw.',
  'error.soldOutWhilePaying': 'Sorry, een artikel uit je bestelling raakte uitverkocht terwijl je betaalde. Er is niets afgeschreven.',
  'error.paymentCancelled': 'Deze betaling is geannuleerd. Plaats je bestelling opnieuw.',
  'error.paymentClosed': 'Deze betaling kan niet meer worden gewijzigd.',
  'error.paymentNotFound': 'De betaling is niet gevonden.',
  'error.orderNotFound': 'We konden geen bestelling vinden met dit nummer en dit e-mailadres.',
} satisfies Translation<typeof en>;
