import { z } from 'zod';
import { id, optionalString } from './fields';

/** GET /v1/stores?slug — promo codes as the platform defines them. */
export const promoCodeSchema = z.discriminatedUnion('type', [
  z.object({ code: z.string().min(1), type: z.literal('percentage'), value: z.number().min(0).max(100) }),
  z.object({
    code: z.string().min(1),
    type: z.literal('fixed_value'),
    value: z.object({ amount: z.number().int().nonnegative(), currency: z.string().length(3) }),
  }),
  z.object({ code: z.string().min(1), type: z.literal('free_shipping'), value: z.unknown().optional() }),
]);

export const socialLinkSchema = z.object({ id: z.union([z.number(), z.string()]), url: z.string(), icon: optionalString });
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const storeSchema = z.object({
  id,
  slug: z.string().min(1).transform((slug) => slug.toLowerCase()),
  name: z.string().min(1),
  sellerId: id,
  promoCodes: z.array(promoCodeSchema).default([]),
  marketingPixels: z
    .object({ googleAnalytics: z.string().optional(), facebook: z.string().optional(), gmcMerchantId: z.string().optional() })
    .prefault({}),
  socialMedia: z.array(socialLinkSchema).default([]),
});
export type PlatformStore = z.infer<typeof storeSchema>;

/** The platform's "not found" answer: `{ errors: { store: "Store not found" } }`. */
export const storeErrorSchema = z.object({ errors: z.object({ store: z.string() }) });
