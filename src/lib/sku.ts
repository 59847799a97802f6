/** A cart line's sku (decisions 4): itemGroupId_variationId_sizeId. */
export function skuOf(itemGroupId: number, variationId: number, sizeId: number): string {
  return `${itemGroupId}_${variationId}_${sizeId}`;
}

/** The inventory key of the browsing spec: listingId-variationId-sizeId. */
export function inventoryKeyOf(listingId: number, variationId: number, sizeId: number): string {
  return `${listingId}-${variationId}-${sizeId}`;
}

const SKU = /^(\d{1,15})_(\d{1,15})_(\d{1,15})$/;

export interface SkuParts {
  itemGroupId: number;
  variationId: number;
  sizeId: number;
}

export function parseSku(sku: string): SkuParts | null {
  const match = SKU.exec(sku);
  if (!match) return null;
  return { itemGroupId: Number(match[1]), variationId: Number(match[2]), sizeId: Number(match[3]) };
}
