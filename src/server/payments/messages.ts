import { PAYMENT_FAILED_MESSAGE, PAYPAL_FAILURE_MESSAGE } from '../../lib/card-messages';

/** What the shopper reads when the ledger gives the money back; the spec's wording where it has one. */
export const SOLD_OUT_MESSAGE = 'Sorry, an item in your order sold out while you were paying. You have not been charged.';
export const CHANGED_MESSAGE = 'Your order changed while you were paying. Please place it again.';
export const UNAVAILABLE_MESSAGE = 'The payment could not be processed right now. Please try again.';
export const IN_PROGRESS_MESSAGE = 'Your payment is still being processed. Please wait a moment.';
export const CANCELLED_MESSAGE = 'This payment was cancelled. Please place your order again.';
export const TOO_MANY_DECLINES_MESSAGE = 'Too many payment attempts were declined. Please try again in an hour.';

/** A payment the server refused as not this checkout's (a forged or foreign provider object). */
export const mismatchMessage = (platform: 'stripe' | 'paypal') => (platform === 'paypal' ? PAYPAL_FAILURE_MESSAGE : PAYMENT_FAILED_MESSAGE);
