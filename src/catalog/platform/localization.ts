import { z } from 'zod';
import { CURRENCIES, type Currency } from '../../contract/rules';

export const LOCALES = ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt-BR', 'en-GB'] as const;
// The API's currencies (src/contract/rules.ts), which the catalog's prices are in.
export { CURRENCIES, type Currency };
export const REGIONS = ['USA', 'EU', 'Canada', 'Australia', 'Rest of the world'] as const;
export type Locale = (typeof LOCALES)[number];
export type Region = (typeof REGIONS)[number];

/** GET /v1/localization_details?storeId={slug} */
export const localizationSchema = z.object({
  buyer_region: z.string().default('USA'),
  buyer_currency: z.enum(CURRENCIES).default('USD'),
  buyer_locale: z.string().default('en'),
  fulfillment_region: z.string().default('USA'),
  available_locales: z.array(z.object({ local_code: z.string(), local_name: z.string() })).default([]),
  available_currencies: z.array(z.object({ currency: z.enum(CURRENCIES), symbol: z.string() })).default([]),
  available_regions: z.array(z.object({ region: z.string(), fulfillment_region: z.string() })).default([]),
});
export type Localization = z.infer<typeof localizationSchema>;

/** The spec's defaults (browsing spec, section 3), used when the call fails. */
export const DEFAULT_LOCALIZATION: Localization = {
  buyer_region: 'USA',
  buyer_currency: 'USD',
  buyer_locale: 'en',
  fulfillment_region: 'USA',
  available_locales: [
    { local_code: 'en', local_name: 'English (US)' },
    { local_code: 'de', local_name: 'Deutsch' },
    { local_code: 'nl', local_name: 'Nederlands' },
    { local_code: 'fr', local_name: 'Français' },
    { local_code: 'it', local_name: 'Italiano' },
    { local_code: 'es', local_name: 'Español' },
    { local_code: 'pt-BR', local_name: 'Português (Brasil)' },
    { local_code: 'en-GB', local_name: 'English (UK)' },
  ],
  available_currencies: [{ currency: 'USD', symbol: '$' }],
  available_regions: [
    { region: 'USA', fulfillment_region: 'USA' },
    { region: 'EU', fulfillment_region: 'EUR' },
    { region: 'Canada', fulfillment_region: 'USA' },
    { region: 'Australia', fulfillment_region: 'USA' },
    { region: 'Rest of the world', fulfillment_region: 'USA' },
  ],
};
