import { lineSku, type CartLine } from '../../lib/cart-cookie';
import { nearestSize } from '../../lib/cart-size-swap';
import { resolveLine, type ListingResult, type UnavailableLine } from '../../lib/cart-view';
import { withStockBySku } from '../../lib/listing-choice';
import { liveStock } from '../shared/live-stock';

/**
 * Lines the live check refused at Checkout, each with the nearest size of its colour that the
 * inventory has now (not the build's stock, which is what just proved wrong). Loaded with the
 * Checkout press, like the API client it uses.
 */
export async function withLiveSwaps(refused: UnavailableLine[], lines: readonly CartLine[], listings: ReadonlyMap<string, ListingResult>, currency: string): Promise<UnavailableLine[]> {
  return Promise.all(
    refused.map(async (unavailable) => {
      const line = lines.find((l) => lineSku(l) === unavailable.sku);
      const result = listings.get(unavailable.slug);
      if (!line || result?.status !== 'ok') return unavailable;
      // Asked afresh: an answer from earlier on the page is what just proved wrong.
      const live = await liveStock(result.data.slug, { fresh: true });
      if (!live) return unavailable; // without the live answer no size is offered: it could be sold out too
      // A size the answer leaves out is not sold now (private, withdrawn, unpriced): 0, not the build's.
      const swap = nearestSize(withStockBySku(result.data, live, 0), line, currency);
      // The cart page shows lines by the catalog's stock: a size it has as sold out would vanish from it.
      return swap && resolveLine(swap.line, result).ok ? { ...unavailable, swap } : unavailable;
    }),
  );
}
