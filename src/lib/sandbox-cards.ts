import { cardDigits, passesLuhn } from './luhn';
import type { CardErrorCode } from './card-messages';

/** Stripe's documented test cards, which the sandbox provider answers the way Stripe would. */
export const SANDBOX_CARDS: Record<string, CardErrorCode | 'succeeds' | 'requires_action'> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000002500003155': 'requires_action',
};

/** What the sandbox does with a card number: any other number that passes Luhn succeeds. */
export function sandboxOutcome(number: string): CardErrorCode | 'succeeds' | 'requires_action' {
  const digits = cardDigits(number);
  if (!digits || !passesLuhn(digits)) return 'incorrect_number';
  return SANDBOX_CARDS[digits] ?? 'succeeds';
}
