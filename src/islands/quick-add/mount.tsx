import { createRoot } from 'react-dom/client';
import { loadLocale } from '../../i18n';
import { startCart } from '../../state/cart';
import { QuickAdd } from './QuickAdd';
import { $quickAddRequest } from './request';

/**
 * Loaded by src/scripts/tiles.ts on the first press of a tile's quick-add button (React is not part
 * of the page before that). Mounts one QuickAdd for the page and opens the pressed tile.
 */
// The shopper's catalog before the first open (usually loaded already by the page localizer).
await loadLocale();

let mounted = false;
let key = 0;

export function openQuickAdd(box: HTMLElement): void {
  if (!mounted) {
    mounted = true;
    startCart();
    const host = document.createElement('div');
    host.dataset.quickAddRoot = '';
    document.body.appendChild(host);
    createRoot(host).render(<QuickAdd />);
  }
  $quickAddRequest.set({ key: ++key, box, slug: box.dataset.listing ?? '', productId: Number(box.dataset.product) });
}
