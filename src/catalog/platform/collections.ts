import { z } from 'zod';
import { id } from './fields';

export interface PlatformCollection {
  id: number;
  name: string;
  slug: string;
  collections: PlatformCollection[];
}

/** A menu item; children nest one level deep on the platform, but the schema accepts any depth. */
export const collectionSchema: z.ZodType<PlatformCollection> = z.lazy(() =>
  z.object({
    id,
    name: z.string().min(1),
    slug: z.string().min(1),
    collections: z.array(collectionSchema).default([]),
  }),
);

/** GET /v1/stores/collections?slug */
export const collectionsAnswerSchema = z.object({
  storeId: id,
  storeSlug: z.string(),
  collections: z.array(collectionSchema).default([]),
});
export type CollectionsAnswer = z.infer<typeof collectionsAnswerSchema>;
