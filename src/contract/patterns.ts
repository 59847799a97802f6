/**
 * The contract's patterns without any schema library, so that code on every page (the thank-you and
 * checkout address parsers, src/lib) can use the same rule as the API without loading zod/mini.
 */
// Letters of any script with the punctuation real names use; no digits, brackets or SQL/markup syntax.
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .,-]*$/u;
/**
 * Names are checked (and kept) with the plain apostrophe: phones type ’ (U+2019), some keyboards ‘
 * (U+2018) or ʼ (U+02BC). The schemas overwrite these before NAME_PATTERN, so O’Brien is O'Brien.
 */
export const normalizeApostrophes = (value: string): string => value.replace(/[\u2018\u2019\u02BC]/g, "'");
// Street lines also need digits and a few signs (#, /, &), still nothing that reads as markup, and no
// zero-width space or bidi embedding, override or isolate (U+200B, U+202A-202E, U+2066-2069), which can
// make a stored address or message read differently from what it holds (U+202E turns the rest of a line
// around). The joiners (U+200C-200D: Persian and Indic spelling, emoji) and the direction marks
// (U+200E-200F, typed in right-to-left text) change no order of characters and stay allowed.
export const LINE_PATTERN = /^[^<>{}`\\\u0000-\u001F\u007F\u200B\u202A-\u202E\u2066-\u2069]*$/u;
// Free text (contact messages, pre-order addresses): line breaks and tabs yes, markup, controls and the
// invisible ones above no.
export const TEXT_PATTERN = /^[^<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B\u202A-\u202E\u2066-\u2069]*$/u;
/** Postal codes outside the US (US ZIPs: US_ZIP in src/lib/us-address.ts). */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]{1,12}$/;
export const SKU_PATTERN = /^\d{1,15}_\d{1,15}_\d{1,15}$/;
/** A listing slug as the catalog writes it. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The 32 hex characters that open an order's tracking page. */
export const LOOKUP_PATTERN = /^[0-9a-f]{32}$/;
/** Checkout (cart) and payment ids: UUIDs. */
export const UUID_PATTERN = /^[0-9a-f-]{36}$/;
