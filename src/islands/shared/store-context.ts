import { storeContextFromText, type StoreContext } from '../../lib/store-context';

/**
 * The page's store context, read once from Base.astro's `<script type="application/json"
 * id="store-context">` (parsing and the fallback are src/lib/store-context.ts). Outside a browser
 * (server rendering of islands, tests) it is the fallback unless set.
 */
let cached: StoreContext | null = null;

export function storeContext(): StoreContext {
  if (cached) return cached;
  if (typeof document === 'undefined') return storeContextFromText('');
  cached = storeContextFromText(document.getElementById('store-context')?.textContent ?? '');
  return cached;
}

/** Tests and server rendering can set the context directly. */
export function setStoreContext(context: StoreContext | null): void {
  cached = context;
}
