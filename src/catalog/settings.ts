import { z } from 'zod';
import { CURRENCIES } from './platform/localization';

/**
 * The store settings file (decisions 1): what the storefront decides per store, not the platform.
 * Flags are read at build time; changing one is a rebuild. Amounts are integer cents per currency.
 */
const centsPerCurrency = z.partialRecord(z.enum(CURRENCIES), z.number().int().nonnegative());

const deliveryMethodRate = z.object({
  firstItem: centsPerCurrency,
  additionalItem: centsPerCurrency.default({}),
  /** Business days from order to arrival, [earliest, latest]. */
  days: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]),
});

export const deliveryZoneSchema = z.object({
  /** Fulfilment region the zone ships from, as localization's fulfillment_region (USA, EUR). */
  fulfillmentRegion: z.string().min(1),
  /** Destination country codes, or "*" for every other country. */
  destinations: z.array(z.string().min(1)).min(1),
  standard: deliveryMethodRate,
  rush: deliveryMethodRate.optional(),
  superRush: deliveryMethodRate.optional(),
});

export const holidayWindowSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  appliesTo: z.enum(['physical', 'digital']),
  /** The delivery method the message promises, or null for digital items. */
  method: z.enum(['standard', 'rush', 'super_rush']).nullable().default(null),
  message: z.string().min(1),
});
export type HolidayWindow = z.infer<typeof holidayWindowSchema>;

const link = z.string().min(1);

export const storeSettingsSchema = z.object({
  flags: z
    .object({
      // A message (HTML text) to show in the notification bar; true or false supply none (older files).
      globalNotification: z.union([z.boolean(), z.string().max(2000)]).default(false),
      ageGate: z.boolean().default(false),
      fanValidation: z.boolean().default(false),
      supportPages: z.boolean().default(false),
      collectionsOption: z.boolean().default(false),
    })
    .prefault({}),
  buildFlags: z
    .object({
      hideCard: z.boolean().default(false),
      hidePaypal: z.boolean().default(false),
      hideAfterpay: z.boolean().default(false),
      liveChat: z.boolean().default(false),
    })
    .prefault({}),
  /** The store's selling region; Afterpay needs "usa". */
  sellingRegion: z.string().default('usa'),
  /** Off: non-US shoppers get the outside-the-US message (decisions 9). */
  internationalCheckout: z.boolean().default(true),
  deliveryZones: z.array(deliveryZoneSchema).default([]),
  /** Country codes the store refuses to ship to (country_not_supported). */
  blockedCountries: z.array(z.string().length(2)).default([]),
  /** US sales tax per state code, in basis points (725 = 7.25 %). */
  taxRates: z.record(z.string().length(2), z.number().int().min(0).max(2000)).default({}),
  taxShipping: z.boolean().default(false),
  returnPolicy: z
    .object({
      physicalDays: z.number().int().nonnegative().default(30),
      digitalFinal: z.boolean().default(true),
    })
    .prefault({}),
  links: z
    .object({ support: link.optional(), track: link.optional(), contact: link.optional(), refund: link.optional() })
    .prefault({}),
  holidayWindows: z.array(holidayWindowSchema).default([]),
  /** Gated stores ask for an access code on /login; the code's hash is a secret, never in this file. */
  gated: z.boolean().default(false),
  marketing: z
    .object({
      googleTagManager: z.string().optional(),
      googleAnalytics: z.string().optional(),
      facebookPixel: z.string().optional(),
      tiktokPixel: z.string().optional(),
      chatWidget: z.string().optional(),
    })
    .prefault({}),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
