import type { Cents } from '../lib/money';
import type { Legal, SupportCategory } from './content';
import type { PlatformStore } from './platform/store';
import type { ProductDetails } from './platform/blanks';
import type { Currency, Localization } from './platform/localization';
import type { VariationImage, Visibility } from './platform/listing';
import type { StoreSettings } from './settings';
import type { Theme } from './theme';

/**
 * One store, validated and normalised by the pull: what pages render and what D1 is seeded from.
 * Prices are integer cents per currency the store sells (decisions 2).
 */
export type Prices = Partial<Record<Currency, Cents>>;

export interface Size {
  id: number;
  label: string;
  /** Offered now (in availableSizesWithId); a size missing there is out of stock. */
  available: boolean;
  prices: Prices;
  /** Units in stock for this colour and size (decisions 3). */
  stock: number;
}

export interface Variation {
  variationId: number;
  teespringId: number;
  color: string;
  hex: string;
  visibility: Visibility;
  inventoryCount: number;
  images: VariationImage[];
  prices: Prices;
  sizes: Size[];
}

export interface ListingProduct {
  productId: number;
  productType: string;
  deliveryType: 'physical' | 'digital';
  estimatedShipDate: string | null;
  variations: Variation[];
}

export interface Listing {
  listingId: number;
  itemGroupId: number;
  slug: string;
  title: string;
  descriptionHtml: string;
  url: string;
  visibility: Visibility;
  primaryProductId: number;
  checkoutFlow: 'default' | 'preorder';
  orders: number;
  productionTechniques: string[];
  thumbnail: string | null;
  /** One per product type, the primary product first. */
  products: ListingProduct[];
}

export interface Tile {
  productId: number;
  listingId: number;
  listingSlug: string;
  name: string;
  url: string;
  prices: Prices;
  productName: string;
  productGroupName: string;
  imageUrl: string;
  additionalImages: { front?: string; back?: string };
  collections: { name: string; slug: string }[];
  visibility: Visibility;
}

export interface Collection {
  id: number;
  name: string;
  slug: string;
  children: Collection[];
}

export interface StoreSnapshot {
  schemaVersion: 1;
  slug: string;
  pulledAt: string;
  source: 'platform' | 'directory';
  preview: boolean;
  store: PlatformStore;
  settings: StoreSettings;
  localization: Localization;
  /** The currencies priced in this snapshot, the store's own currency first. */
  currencies: Currency[];
  theme: Theme;
  collections: Collection[];
  tiles: Tile[];
  listings: Listing[];
  /**
   * Set on a shard of the snapshot (scripts/lib/snapshot-shards.ts), which holds only some of the
   * listings: how many the whole store has. Absent on a whole snapshot: read it with listingCount().
   */
  listingCount?: number;
  productDetails: Record<string, ProductDetails>;
  support: SupportCategory[];
  legal: Legal;
}

/** How many listings the store has, on a whole snapshot or on a shard of one (listingCount above). */
export function listingCount(snapshot: Pick<StoreSnapshot, 'listings' | 'listingCount'>): number {
  return snapshot.listingCount ?? snapshot.listings.length;
}
