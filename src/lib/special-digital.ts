/**
 * The special digital products (browsing spec 4 and 7): product id 1816 or product type nft. Their stock
 * comes from the availability service (src/server/stock/availability.ts) and the listing page treats
 * them as digital whatever their delivery type or size labels say. One rule for browser and server.
 */
export const AVAILABILITY_PRODUCT_ID = 1816;

export function servedByAvailability(productId: number, productType: string): boolean {
  return productId === AVAILABILITY_PRODUCT_ID || productType.trim().toLowerCase() === 'nft';
}
