import { z } from 'zod';
import { id, priceInCents } from './fields';
import type { PlatformTile } from './products';

/**
 * The platform's alternative collections calls (browsing spec 7), used when the store's
 * `flags.collectionsOption` is on. platform-api.md does not give their shapes; what is accepted here
 * is recorded in docs/decisions.md ("Spec coverage: attribution, stock, collections option").
 */

/** GET /v1/collections?storeSlug: the pull reads collections[0].id. */
export const storeCollectionListSchema = z.object({
  collections: z.array(z.object({ id, name: z.string().optional(), slug: z.string().optional() })).default([]),
});

const imageRef = z.object({ src: z.string() });
const images = z.object({ front: imageRef.optional(), back: imageRef.optional() });

/**
 * One item of a collection: a product tile under either of the names the browsing spec lists
 * ("id or productId, name or title, productName or productType, imageUrl or thumbnail,
 * additionalImages or images"). It becomes the same tile the products call gives.
 */
export const collectionItemSchema = z
  .object({
    id: id.optional(),
    productId: id.optional(),
    name: z.string().optional(),
    title: z.string().optional(),
    url: z.string(),
    price: priceInCents,
    productName: z.string().optional(),
    productType: z.string().optional(),
    imageUrl: z.string().optional(),
    thumbnail: z.string().optional(),
    additionalImages: images.optional(),
    images: images.optional(),
    listingId: id,
    collections: z.array(z.object({ id: id.optional(), name: z.string(), slug: z.string() })).default([]),
    productGroupName: z.string().default(''),
  })
  .transform((item, ctx): PlatformTile => {
    const need = <T>(value: T | undefined, path: string, names: string): T => {
      if (value === undefined) ctx.addIssue({ code: 'custom', path: [path], message: `expected ${names}` });
      return value as T;
    };
    return {
      id: need(item.id ?? item.productId, 'id', 'id or productId'),
      name: need(item.name ?? item.title, 'name', 'name or title'),
      url: item.url,
      price: item.price,
      productName: need(item.productName ?? item.productType, 'productName', 'productName or productType'),
      imageUrl: need(item.imageUrl ?? item.thumbnail, 'imageUrl', 'imageUrl or thumbnail'),
      additionalImages: item.additionalImages ?? item.images ?? {},
      listingId: item.listingId,
      collections: item.collections,
      productGroupName: item.productGroupName,
    };
  });

/**
 * GET /v1/collection/{id}/items?page: `items`, with the products call's paging fields when the
 * platform sends them (`next`, else `totalPages`); without either, one page is all there is.
 */
export const collectionItemsPageSchema = z.object({
  items: z.array(collectionItemSchema),
  page: z.number().int().positive().optional(),
  totalPages: z.number().int().nonnegative().optional(),
  next: z.number().int().positive().nullable().optional(),
});
export type CollectionItemsPage = z.infer<typeof collectionItemsPageSchema>;

/** The page after `page`, or null when this was the last. */
export function nextItemsPage(answer: CollectionItemsPage, page: number): number | null {
  if (answer.items.length === 0) return null;
  if (answer.next !== undefined) return answer.next !== null && answer.next > page ? answer.next : null;
  if (answer.totalPages !== undefined) return page < answer.totalPages ? page + 1 : null;
  return null;
}
