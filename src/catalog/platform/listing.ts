import { z } from 'zod';
import { hexColour, id, listWithoutNulls, optionalString, priceInCents } from './fields';

export const imageLabel = z.enum(['front', 'back', 'side', 'primary']);

const variationImageSchema = z
  .object({
    label: imageLabel,
    src: z.string(),
    full: z.string().optional(),
    small: z.string().optional(),
    thumblarge: z.string().optional(),
    thumbsmall: z.string().optional(),
  })
  .transform((image) => ({
    label: image.label,
    src: image.src,
    full: image.full ?? image.src,
    small: image.small ?? image.src,
    thumblarge: image.thumblarge ?? image.small ?? image.src,
    thumbsmall: image.thumbsmall ?? image.small ?? image.src,
  }));
export type VariationImage = z.output<typeof variationImageSchema>;

export const visibilitySchema = z.enum(['public', 'private', 'unlisted']);
export type Visibility = z.infer<typeof visibilitySchema>;

/** One product type in one colour, as /v1/listings and /v0/listing send it. */
export const variationSchema = z.object({
  productId: id,
  variationId: id,
  teespringId: id,
  productType: z.string().min(1),
  color: z.string().min(1),
  attributes: z.object({ hex: hexColour }),
  price: priceInCents,
  currency: z.string().length(3),
  inventoryCount: z.number().int(),
  visibility: visibilitySchema.default('public'),
  images: z.array(variationImageSchema).default([]),
  sizes: z.array(z.object({ id, label: z.string().min(1) })),
  availableSizesWithId: z.array(z.object({ id, label: z.string().min(1), price: priceInCents })).default([]),
  deliveryDetails: z
    .object({ type: z.enum(['physical', 'digital']), estimatedShipDate: z.string().optional() })
    .default({ type: 'physical' }),
});
export type PlatformVariation = z.infer<typeof variationSchema>;

/** GET /v1/listings?slug&currency&region&country_code&storeSlug */
export const listingAnswerSchema = z.object({
  listingId: id,
  itemGroupId: id,
  title: z.string().min(1),
  description: optionalString,
  url: z.string(),
  visibility: visibilitySchema,
  primaryProductId: id,
  checkout_flow: z.string().default('default'),
  orders: z.number().int().nonnegative().default(0),
  fulfillmentDetails: z.object({ productionTechniques: z.array(z.string()).default([]) }).prefault({}),
  listingThumbnails: z.object({ primary: z.string() }).optional(),
  primaryProduct: listWithoutNulls(variationSchema),
});
export type ListingAnswer = z.infer<typeof listingAnswerSchema>;

/** The listing call's not-found answer. */
export const listingErrorSchema = z.object({
  errors: z.object({ product: z.string().optional(), listing: z.string().optional() }),
});

/** GET /v0/listing/{slug}: every product type of the listing with all its colours. */
export const listingProductsAnswerSchema = z.object({ products_payload: listWithoutNulls(variationSchema) });
