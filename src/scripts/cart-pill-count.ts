/**
 * The cart pill's count, read straight from the cart cookie without the cart store: the store's codec
 * (src/lib/cart-cookie.ts) validates with zod, about 26 KB gzipped, which alone would nearly fill the
 * home page's 30 KB budget. This mirrors decodeCart's rules for what counts (a unit test holds the two
 * together on every input): version 1, at most 50 lines, each `slug.sku.productId.quantity` with a
 * quantity of 1 to 99, a repeated sku counted once; anything unreadable counts 0.
 */
const MAX_VALUE_LENGTH = 7_600; // decodeCart: MAX_COOKIE_VALUE_BYTES * 2
const MAX_LINES = 50;
const LINE = /^[a-z0-9][a-z0-9-]{0,127}\.(\d{1,15})_(\d{1,15})_(\d{1,15})\.\d{1,15}\.(\d{1,2})$/;

export function cartCookieNameOf(storeSlug: string): string {
  return `cart_${storeSlug.toLowerCase().replace(/[^a-z0-9-]/g, '')}`;
}

export function countOfCookie(value: string | null | undefined): number {
  if (!value || value.length > MAX_VALUE_LENGTH) return 0;
  const [version, region, ...lines] = value.split('~');
  if (version !== '1' || region === undefined) return 0;
  try {
    decodeURIComponent(region);
  } catch {
    return 0;
  }
  const seen = new Set<string>();
  let count = 0;
  for (const raw of lines.slice(0, MAX_LINES)) {
    const match = LINE.exec(raw);
    if (!match) continue;
    const sku = `${Number(match[1])}_${Number(match[2])}_${Number(match[3])}`;
    const quantity = Number(match[4]);
    if (quantity < 1 || seen.has(sku)) continue;
    seen.add(sku);
    count += quantity;
  }
  return count;
}

/** The count as the pill shows it: capped at 99+ (browsing spec 2 and 9). */
export const pillText = (count: number): string => (count > 99 ? '99+' : String(count));
