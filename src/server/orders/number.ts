// No 0/O/1/I: the order number is read aloud and typed from a receipt.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomChars(n: number, alphabet: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** The number the shopper reads (decisions 14), e.g. "HL-7KQ2-M9XD". */
export function newOrderNumber(): string {
  return `${randomChars(4, ALPHABET)}-${randomChars(4, ALPHABET)}`;
}

/** The long random token behind /track/order/{lookupNumber}: it alone shows an order. */
export function newLookupNumber(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
