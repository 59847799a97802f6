import * as z from 'zod/mini';
import { MAX_LINE_QUANTITY } from '../lib/cart-cookie';

/**
 * The field rules every API area shares, each written once (issue 18): the server's routes validate
 * with them and the islands' forms run the very same schemas, so a value the form takes is one the
 * API takes. zod/mini, not classic zod: these modules load in the browser, where classic zod would
 * cost about 15 KB gzipped more (tests/unit/contract/client-chunks.test.ts keeps it out).
 */
export const EMAIL_MESSAGE = 'Please enter a valid email';

// Letters of any script with the punctuation real names use; no digits, brackets or SQL/markup syntax.
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .,-]*$/u;
// Street lines also need digits and a few signs (#, /, &), still nothing that reads as markup.
export const LINE_PATTERN = /^[^<>{}`\\\u0000-\u001F\u007F]*$/u;
// Free text (contact messages, pre-order addresses): line breaks and tabs yes, markup and controls no.
export const TEXT_PATTERN = /^[^<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/u;
/** Postal codes outside the US (US ZIPs: US_ZIP in src/lib/us-address.ts). */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]{1,12}$/;
export const SKU_PATTERN = /^\d{1,15}_\d{1,15}_\d{1,15}$/;
/** A listing slug as the catalog writes it. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The 32 hex characters that open an order's tracking page. */
export const LOOKUP_PATTERN = /^[0-9a-f]{32}$/;
/** Checkout (cart) and payment ids: UUIDs. */
export const UUID_PATTERN = /^[0-9a-f-]{36}$/;

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
