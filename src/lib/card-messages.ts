/**
 * The spec's card messages (section 8) by the decline codes Stripe uses. Any code not named here
 * reads 'Your card was declined.', as the spec says of every other card error.
 */
export const CARD_MESSAGES = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  incorrect_cvc: "Your card's security code is incorrect.",
  incorrect_number: 'Your card number is invalid.',
  invalid_number: 'Your card number is invalid.',
} as const;

export type CardErrorCode = keyof typeof CARD_MESSAGES;

export function cardMessage(code: string | null | undefined): string {
  return code && Object.hasOwn(CARD_MESSAGES, code) ? CARD_MESSAGES[code as CardErrorCode] : CARD_MESSAGES.card_declined;
}

/** Stripe reports most declines as card_declined with the reason in decline_code; the reason wins. */
export function cardErrorCode(code: string | null | undefined, declineCode?: string | null): CardErrorCode {
  for (const candidate of [declineCode, code]) {
    if (candidate && Object.hasOwn(CARD_MESSAGES, candidate)) return candidate as CardErrorCode;
  }
  return 'card_declined';
}

export const PAYPAL_FAILURE_MESSAGE = 'There was an issue authorizing with PayPal';
export const PAYMENT_FAILED_MESSAGE = 'Payment failed, please try again.';
