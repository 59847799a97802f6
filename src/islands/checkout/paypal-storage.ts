/** PayPal's payment id and token are kept in local storage (spec 4) so a reload can continue the payment. */
export function rememberPaypal(checkoutId: string, payment: { paymentId: string; paymentToken: string }): void {
  try {
    localStorage.setItem(`paypal:${checkoutId}`, JSON.stringify({ paymentId: payment.paymentId, paymentToken: payment.paymentToken }));
  } catch {
    // storage may be unavailable (private mode); the server keeps the payment anyway
  }
}
