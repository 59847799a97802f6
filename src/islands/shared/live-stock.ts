import type { ListingStock } from '../../contract/cart';
import { api, call } from './api';

/**
 * The listing's stock as the inventory has it now (GET /api/v1/listing-stock?slug), asked once per page
 * and listing: the page's script on load and the buy box or quick-add share the answer. Null when it
 * cannot be had within LIVE_STOCK_WAIT_MS (the build's stock then stands, and the cart check before
 * checkout still guards): a slow API must not hold a quick-add or the buy box. `fresh` asks again
 * (the cart after a refusal: an answer from earlier on the page is what just proved wrong).
 */
export const LIVE_STOCK_WAIT_MS = 2_500;
const asked = new Map<string, Promise<Map<string, number> | null>>();

async function ask(slug: string): Promise<Map<string, number> | null> {
  const answer = await call<ListingStock>((o) => api.api.v1['listing-stock'].$get({ query: { slug } }, o), { retry: false });
  const stock = answer.ok ? answer.data?.stock : undefined;
  if (!stock || typeof stock !== 'object') return null;
  return new Map(Object.entries(stock).filter((entry): entry is [string, number] => Number.isInteger(entry[1])));
}

export function liveStock(slug: string, options: { fresh?: boolean } = {}): Promise<Map<string, number> | null> {
  let answer = options.fresh ? undefined : asked.get(slug);
  if (!answer) {
    const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), LIVE_STOCK_WAIT_MS));
    answer = Promise.race([ask(slug).catch(() => null), late]);
    asked.set(slug, answer);
    // A failed or late answer is not kept: the next asker tries again.
    void answer.then((live) => {
      if (!live && asked.get(slug) === answer) asked.delete(slug);
    });
  }
  return answer;
}
