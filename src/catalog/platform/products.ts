import { z } from 'zod';
import { id, priceInCents } from './fields';

const imageRef = z.object({ src: z.string() });

/** A product tile as the products call and the product cache file send it. */
export const tileSchema = z.object({
  id,
  name: z.string(),
  url: z.string(),
  price: priceInCents,
  productName: z.string(),
  imageUrl: z.string(),
  additionalImages: z.object({ front: imageRef.optional(), back: imageRef.optional() }).default({}),
  listingId: id,
  collections: z.array(z.object({ id: id.optional(), name: z.string(), slug: z.string() })).default([]),
  productGroupName: z.string().default(''),
});
export type PlatformTile = z.infer<typeof tileSchema>;

/** GET /v1/stores/products?slug&currency&region&page */
export const productsPageSchema = z.object({
  products: z.array(tileSchema),
  page: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  next: z.number().int().positive().nullable(),
  per_page: z.number().int().positive(),
  total_count: z.number().int().nonnegative(),
});
export type ProductsPage = z.infer<typeof productsPageSchema>;

/** GET {PRODUCT_CACHE_URL}/{slug}.json */
export const productCacheSchema = z.object({ products: z.array(tileSchema) });
