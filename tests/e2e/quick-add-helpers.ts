import type { BrowserContext, Page } from '@playwright/test';

/** The GA4 events a page pushed to window.dataLayer (the { ecommerce: null } resets left out). */
export async function dataLayerEvents(page: Page, event?: string): Promise<{ event: string; ecommerce: { currency: string; value: number; item_list_name?: string; items: Record<string, unknown>[] }; storeSlug: string }[]> {
  const layer = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
  return (layer as { event?: string }[]).filter((e) => e.event && (!event || e.event === event)) as never;
}

/** The cart cookie's lines as "sku x quantity" (the codec of src/lib/cart-cookie.ts). */
export async function cartLines(context: BrowserContext, store = 'demo'): Promise<string[]> {
  const cookie = (await context.cookies()).find((c) => c.name === `cart_${store}`);
  if (!cookie) return [];
  return cookie.value
    .split('~')
    .slice(2)
    .map((line) => {
      const [, sku, , quantity] = line.split('.');
      return `${sku} x ${quantity}`;
    });
}

/** The quick-add button, the options and the tile of a listing's tile. */
export function quickAdd(page: Page, name: string) {
  return {
    button: page.getByRole('button', { name: `Quick add ${name}`, exact: true }),
    options: page.getByRole('group', { name: `Quick add: ${name}` }),
  };
}
