import type en from '../en/errors';
import type { Translation } from '../types';

// Italian (informal tu) messages of the API's errors, translated from src/i18n/en/errors.ts.
export default {
  'error.rateLimited': 'Troppe richieste. Riprova più tardi.',
  'error.storeNotReady': 'Il negozio non è ancora pronto per gli ordini.',
  'error.storeNotFound': 'Questo negozio non esiste.',
  'error.accessCodeRequired': 'Per questo negozio serve un codice di accesso.',
  'error.currencyNotSupported': 'Questo negozio non vende in questa valuta.',
  'error.checkoutPaid': 'Questo checkout è già stato pagato.',
  'error.checkoutBusy': 'Questo checkout è in fase di modifica altrove. Riprova.',
  'error.addressRequired': 'Inserisci il tuo indirizzo.',
  'error.addressBeforeDelivery': 'Inserisci il tuo indirizzo prima di scegliere un’opzione di consegna.',
  'error.zipNotInState': 'Il CAP non corrisponde allo stato che hai inserito.',
  'error.deliveryOptionRequired': 'Scegli un’opzione di consegna.',
  'error.deliveryOptionUnavailable': 'Questa opzione di consegna non è disponibile per il tuo indirizzo.',
  'error.paymentMethodUnavailable': 'Questo metodo di pagamento non è disponibile per questo ordine.',
  'error.nothingToPay': 'Non c’è nulla da pagare in questo checkout.',
  'error.paymentInProgress': 'Il tuo pagamento è ancora in elaborazione. Attendi un momento.',
  'error.paymentUnavailable': 'Al momento non è stato possibile elaborare il pagamento. Riprova.',
  'error.tooManyDeclines': 'Troppi tentativi di pagamento sono stati rifiutati. Riprova tra un’ora.',
  'error.orderChanged': 'Il tuo ordine è cambiato mentre pagavi. Effettualo di nuovo.',
  'error.soldOutWhilePaying': 'Spiacenti, un articolo del tuo ordine si è esaurito mentre pagavi. Non ti è stato addebitato nulla.',
  'error.paymentCancelled': 'Questo pagamento è stato annullato. Effettua di nuovo l’ordine.',
  'error.paymentClosed': 'Questo pagamento non può più essere modificato.',
  'error.paymentNotFound': 'Il pagamento non è stato trovato.',
  'error.orderNotFound': 'Non abbiamo trovato nessun ordine con questo numero e questo indirizzo e-mail.',
} satisfies Translation<typeof en>;
