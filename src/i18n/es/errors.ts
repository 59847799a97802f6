import type en from '../en/errors';
import type { Translation } from '../types';

// Spanish (informal tú) messages of the API's errors, translated from src/i18n/en/errors.ts.
export default {
  'error.rateLimited': 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
  'error.storeNotReady': 'La tienda todavía no está lista para recibir pedidos.',
  'error.storeNotFound': 'Esta tienda no existe.',
  'error.accessCodeRequired': 'Esta tienda requiere un código de acceso.',
  'error.currencyNotSupported': 'Esta tienda no vende en esta moneda.',
  'error.checkoutPaid': 'Este pedido ya está pagado.',
  'error.checkoutBusy': 'Este pedido se está modificando en otro lugar. Inténtalo de nuevo.',
  'error.addressRequired': 'Introduce tu dirección.',
  'error.addressBeforeDelivery': 'Introduce tu dirección antes de elegir una opción de envío.',
  'error.zipNotInState': 'El código postal no coincide con el estado que has introducido.',
  'error.deliveryOptionRequired': 'Elige una opción de envío.',
  'error.deliveryOptionUnavailable': 'Esta opción de envío no está disponible para tu dirección.',
  'error.paymentMethodUnavailable': 'Este método de pago no está disponible para este pedido.',
  'error.nothingToPay': 'No hay nada que pagar en este pedido.',
  'error.paymentInProgress': 'Tu pago todavía se está procesando. Espera un momento.',
  'error.paymentUnavailable': 'No se ha podido procesar el pago en este momento. Inténtalo de nuevo.',
  'error.tooManyDeclines': 'Se han rechazado demasiados intentos de pago. Inténtalo de nuevo dentro de una hora.',
  'error.orderChanged': 'Tu pedido ha cambiado mientras pagabas. Vuelve a realizarlo.',
  'error.soldOutWhilePaying': 'Lo sentimos, un artículo de tu pedido se ha agotado mientras pagabas. No se te ha cobrado nada.',
  'error.paymentCancelled': 'Este pago se ha cancelado. Vuelve a realizar tu pedido.',
  'error.paymentClosed': 'Este pago ya no se puede modificar.',
  'error.paymentNotFound': 'No se ha encontrado el pago.',
  'error.orderNotFound': 'No hemos encontrado ningún pedido con este número y esta dirección de correo electrónico.',
} satisfies Translation<typeof en>;
