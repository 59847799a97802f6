/**
 * The support chat widget (browsing spec 7, a third-party script), behind its build flag: loaded only
 * when the store's settings turn `buildFlags.liveChat` on and give `marketing.chatWidget` (the
 * widget's https script address), and only after the page is interactive. Reads the store context
 * with JSON.parse, not zod: this runs on every page within the home page's 30 KB budget.
 */
import { afterInteractive } from './attribution-after-interactive';

export function chatWidgetSrc(contextText: string): string | null {
  let context: { buildFlags?: { liveChat?: unknown }; marketing?: { chatWidget?: unknown } } | null;
  try {
    context = JSON.parse(contextText);
  } catch {
    return null;
  }
  if (context?.buildFlags?.liveChat !== true) return null;
  const src = context.marketing?.chatWidget;
  if (typeof src !== 'string') return null;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

if (typeof document !== 'undefined') {
  const src = chatWidgetSrc(document.getElementById('store-context')?.textContent ?? '');
  if (src) {
    afterInteractive(() => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.chatWidget = '';
      document.head.appendChild(script);
    });
  }
}
