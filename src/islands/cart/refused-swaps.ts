import { lineSku, type CartLine } from '../../lib/cart-cookie';
import { nearestSize } from '../../lib/cart-size-swap';
import type { ListingResult, UnavailableLine } from '../../lib/cart-view';
import { withLiveStock } from '../../lib/listing-choice';
import { liveStock } from '../shared/live-stock';

/**
 * Lines the live check refused at Checkout, each with the nearest size of its colour that the
 * inventory has now (not the build's stock, which is what just proved wrong). Loaded with the
 * Checkout press, like the API client it uses.
 */
export async function withLiveSwaps(refused: UnavailableLine[], lines: readonly CartLine[], listings: ReadonlyMap<string, ListingResult>): Promise<UnavailableLine[]> {
  return Promise.all(
    refused.map(async (unavailable) => {
      const line = lines.find((l) => lineSku(l) === unavailable.sku);
      const result = listings.get(unavailable.slug);
      if (!line || result?.status !== 'ok') return unavailable;
      const live = await liveStock(result.data.itemGroupId);
      if (!live) return unavailable; // without the live answer no size is offered: it could be sold out too
      const swap = nearestSize(withLiveStock(result.data, live), line);
      return swap ? { ...unavailable, swap } : unavailable;
    }),
  );
}
