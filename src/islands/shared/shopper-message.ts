import { hasMessage, registerEnglish, t, type MessageKey } from '../../i18n';
import errorMessages from '../../i18n/en/errors';
import { errorWording } from '../../lib/error-messages';
import type { ApiProblem } from './api';

registerEnglish(errorMessages);

/**
 * An API error in the shopper's language (the server's `detail` is always English): the catalog key the
 * error's code maps to (src/lib/error-messages.ts), the server's detail only for a code with no key, and
 * null when neither says anything (the client's own network_error, a key whose English this page does
 * not carry and no detail).
 */
export function shopperText(error: ApiProblem | undefined): string | null {
  if (!error) return null;
  const wording = errorWording(error);
  if (wording === 'fallback') return null;
  // A page carries only the English of its own features: a key it lacks in English reads as the detail,
  // which is that key's English (every other locale's catalog has every key).
  if (wording !== 'detail' && hasMessage(wording.key)) return t(wording.key, wording.vars);
  return error.detail || null;
}

/** The error's message for the shopper, or `fallbackKey`'s (a failure with no words of its own). */
export const shopperMessage = (error: ApiProblem | undefined, fallbackKey: MessageKey): string => shopperText(error) ?? t(fallbackKey);

/** The first error's message in the shopper's language, or `fallbackKey`'s. */
export const firstShopperMessage = (errors: readonly ApiProblem[], fallbackKey: MessageKey): string => shopperMessage(errors[0], fallbackKey);
