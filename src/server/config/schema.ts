import { z } from 'zod';
import { CURRENCIES } from '../../catalog/platform/localization';
import { promoCodeSchema } from '../../catalog/platform/store';
import { deliveryZoneSchema } from '../../catalog/settings';

/**
 * What the server needs of a store at run time, written into D1 (store_config) by the catalog import
 * from the same snapshot the pages were built from. See docs/decisions.md, "Edge API".
 */
export const storeConfigSchema = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
  /** The store's own currency first. */
  currencies: z.array(z.enum(CURRENCIES)).min(1),
  fulfillmentRegion: z.string().default('USA'),
  /** The store's own locale: mail to shoppers is written in it (docs/payments.md, "Confirmation mail"). */
  locale: z.string().default('en'),
  sellingRegion: z.string().default('usa'),
  internationalCheckout: z.boolean().default(true),
  gated: z.boolean().default(false),
  buildFlags: z
    .object({ hideCard: z.boolean().default(false), hidePaypal: z.boolean().default(false), hideAfterpay: z.boolean().default(false) })
    .prefault({}),
  deliveryZones: z.array(deliveryZoneSchema).default([]),
  blockedCountries: z.array(z.string().length(2)).default([]),
  taxRates: z.record(z.string().length(2), z.number().int().min(0).max(2000)).default({}),
  taxShipping: z.boolean().default(false),
  promoCodes: z.array(promoCodeSchema).default([]),
});
export type StoreConfig = z.infer<typeof storeConfigSchema>;
