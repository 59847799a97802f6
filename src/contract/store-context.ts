import * as z from 'zod/mini';
import { isBucketCount } from '../lib/listing-buckets';
import { currency } from './rules';

/**
 * The store context every page carries for its islands (src/lib/store-context.ts). The build checks
 * what it writes against this schema (src/lib/site-chrome.ts), so a page never ships a damaged block;
 * the browser does not run it: zod/mini's object parsing is about 5.7 KB gzipped, more than the 3 KB
 * a page may grow before interaction (issue 18), and the block is the build's own output.
 */
const flag = z.boolean();
const text = z.string();
export const storeContextSchema = z.object({
  slug: text,
  name: text,
  storeId: text,
  sellerId: text,
  /** Currencies the catalog is priced in, the store's own first. */
  currencies: z.array(currency).check(z.minLength(1)),
  preview: flag,
  /** How many bucket files hold the listings' data (src/lib/listing-buckets.ts): a power of two. */
  listingBuckets: z.number().check(z.refine(isBucketCount)),
  flags: z.object({ ageGate: flag, supportPages: flag, fanValidation: flag }),
  buildFlags: z.object({ hideCard: flag, hidePaypal: flag, hideAfterpay: flag, liveChat: flag }),
  sellingRegion: text,
  promoCodes: z.array(z.object({ code: text, type: text, value: z.optional(z.unknown()) })),
  searchPlaceholder: text,
  marketing: z.record(text, text),
  localization: z.object({
    locale: text,
    currency: text,
    region: text,
    fulfillmentRegion: text,
    locales: z.array(z.object({ code: text, name: text })),
    currencyOptions: z.array(z.object({ currency: text, symbol: text })),
    regions: z.array(z.object({ region: text, fulfillmentRegion: text })),
  }),
});
export type StoreContext = z.infer<typeof storeContextSchema>;

/** The context when the value has its shape, else null. */
export function parseStoreContext(value: unknown): StoreContext | null {
  const result = storeContextSchema.safeParse(value);
  return result.success ? result.data : null;
}
