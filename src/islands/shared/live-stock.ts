import type { ListingStock } from '../../contract/cart';
import { api, call } from './api';

/**
 * The listing's stock as the inventory has it now (GET /api/v1/listing-stock), asked once per page and
 * listing: the page's script on load and the buy box or quick-add share the answer. Null when it
 * cannot be had: the build's stock then stands, and the cart check before checkout still guards.
 */
const asked = new Map<number, Promise<Map<string, number> | null>>();

export function liveStock(itemGroupId: number): Promise<Map<string, number> | null> {
  let answer = asked.get(itemGroupId);
  if (!answer) {
    answer = call<ListingStock>((o) => api.api.v1['listing-stock'].$get({ query: { itemGroupId: String(itemGroupId) } }, o)).then(
      (a) => (a.ok ? new Map(Object.entries(a.data.stock)) : null),
      () => null,
    );
    asked.set(itemGroupId, answer);
  }
  return answer;
}
