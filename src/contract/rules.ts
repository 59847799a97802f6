import * as z from 'zod/mini';
import { MAX_LINE_QUANTITY } from '../lib/cart-cookie';
import { LOOKUP_PATTERN, UUID_PATTERN } from './patterns';

/**
 * The field rules every API area shares, each written once (issue 18): the server's routes validate
 * with them and the islands' forms run the very same schemas, so a value the form takes is one the
 * API takes. zod/mini, not classic zod: these modules load in the browser, where classic zod would
 * cost about 15 KB gzipped more (tests/unit/contract/client-chunks.test.ts keeps it out).
 */
export const EMAIL_MESSAGE = 'Please enter a valid email';

export { LINE_PATTERN, LOOKUP_PATTERN, NAME_PATTERN, POSTAL_CODE_PATTERN, SKU_PATTERN, SLUG_PATTERN, TEXT_PATTERN, UUID_PATTERN } from './patterns';

/** The e-mail rule of every form: trimmed, lower-cased, at most 254 characters, one address. */
export const email = (message = EMAIL_MESSAGE) =>
  z.pipe(z.string({ error: message }).check(z.trim(), z.toLowerCase(), z.maxLength(254, message)), z.email(message));

/** A required, trimmed string: `message` when it is missing or empty. */
export const required = (message: string, max: number, tooLong = message) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

/** Anything that names a row by id (checkout, payment). */
export const uuid = (message: string) => z.string().check(z.regex(UUID_PATTERN, message));

export const checkoutId = uuid('Unknown checkout');
export const lookupNumber = z.string().check(z.regex(LOOKUP_PATTERN, 'Unknown order'));
export const storeSlug = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** The currencies the catalog is priced in (decisions 10). */
export const CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currency = z.enum(CURRENCIES);

/** A line's quantity: free entry up to 99 (decisions 17), never more than stock; the cart cookie's cap too. */
export const quantity = z
  .int({ error: 'Quantity must be a whole number' })
  .check(z.gte(1, 'Quantity must be at least 1'), z.lte(MAX_LINE_QUANTITY, 'Quantity must be at most 99'));
