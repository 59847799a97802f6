import type { MessageKey } from '../i18n';

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

/**
 * The same messages as the browser shows them, in the shopper's language: each code's catalog key
 * (src/i18n/en/checkout.ts holds the English above). The server sends CARD_MESSAGES' English as the
 * error's detail; src/lib/error-messages.ts words the code with these keys instead.
 */
export const CARD_MESSAGE_KEYS = {
  card_declined: 'checkout.card.declined',
  insufficient_funds: 'checkout.card.insufficientFunds',
  expired_card: 'checkout.card.expired',
  processing_error: 'checkout.card.processingError',
  incorrect_cvc: 'checkout.card.cvcIncorrect',
  incorrect_number: 'checkout.card.numberInvalid',
  invalid_number: 'checkout.card.numberInvalid',
} as const satisfies Record<CardErrorCode, MessageKey>;

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

/**
 * The server's English for a failed PayPal or card payment (the errors' detail). The browser
 * shows these as `t('checkout.error.paypal')` and `t('checkout.error.paymentFailed')`, the same words in
 * the shopper's language, never the constants themselves (src/lib/error-messages.ts maps the codes).
 */
export const PAYPAL_FAILURE_MESSAGE = 'There was an issue authorizing with PayPal';
export const PAYMENT_FAILED_MESSAGE = 'Payment failed, please try again.';
