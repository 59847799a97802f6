// English messages of the API's errors, as the shopper reads them (src/lib/error-messages.ts maps each
// error code a shopper-facing route answers to its key). The wording is the server's own `detail`, so a
// shopper in English reads what they read before; other locales translate these keys.
export default {
  // Any route
  'error.rateLimited': 'Too many requests. Please try again later.',
  'error.storeNotReady': 'The store is not ready for checkout yet.',
  'error.storeNotFound': 'This store does not exist.',
  'error.accessCodeRequired': 'This store needs an access code.',

  // Checkout: create, load, update, delivery options
  'error.currencyNotSupported': 'This store does not sell in this currency.',
  'error.checkoutPaid': 'This checkout is already paid.',
  'error.checkoutBusy': 'This checkout is being changed elsewhere. Please try again.',
  'error.addressRequired': 'Please enter your address.',
  'error.addressBeforeDelivery': 'Please enter your address before choosing a delivery option.',
  'error.zipNotInState': 'The ZIP code does not match the state you entered.',
  'error.deliveryOptionRequired': 'Please choose a delivery option.',
  'error.deliveryOptionUnavailable': 'This delivery option is not available for your address.',
  'error.paymentMethodUnavailable': 'This payment method is not available for this order.',

  // Payments
  'error.nothingToPay': 'There is nothing to pay in this checkout.',
  'error.paymentInProgress': 'Your payment is still being processed. Please wait a moment.',
  'error.paymentUnavailable': 'The payment could not be processed right now. Please try again.',
  'error.tooManyDeclines': 'Too many payment attempts were declined. Please try again in an hour.',
  'error.orderChanged': 'Your order changed while you were paying. Please place it again.',
  'error.soldOutWhilePaying': 'Sorry, an item in your order sold out while you were paying. You have not been charged.',
  'error.paymentCancelled': 'This payment was cancelled. Please place your order again.',
  'error.paymentClosed': 'This payment can no longer be changed.',
  'error.paymentNotFound': 'The payment was not found.',

  // Orders
  'error.orderNotFound': 'We could not find an order with this number and e-mail address.',
} as const;
