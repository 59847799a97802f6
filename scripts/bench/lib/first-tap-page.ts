import type { Locator, Page } from 'playwright';
import type { StoreSnapshot } from '../../../src/catalog/snapshot';

/** One tap's figures: its interaction to next paint, and the time until its answer was on screen. */
export interface TapFigures {
  /** The Event Timing duration of the tap's interaction (0 when it stayed under the API's 16 ms floor). */
  inpMs: number;
  answeredMs: number;
}

interface Step {
  tap: (page: Page) => Locator;
  /** A script run in the page each frame: true once the shopper sees the tap's answer. */
  answered: string;
}

/** The listing the benchmark taps on: the first public one with a second colour and a size in stock. */
export function firstTapListing(snapshot: StoreSnapshot): { slug: string; colour: Step; size: Step; add: Step } {
  for (const listing of snapshot.listings) {
    if (listing.visibility !== 'public' || listing.checkoutFlow === 'preorder') continue;
    const variations = listing.products[0]?.variations ?? [];
    const second = variations[1];
    const size = second?.sizes.find((s) => s.available && s.stock > 0);
    if (!second || !size) continue;
    const v = second.variationId;
    return {
      slug: listing.slug,
      colour: {
        tap: (page) => page.getByRole('radio', { name: second.color, exact: true }),
        // What the shopper sees: the swatch's ring (:checked, or chosen while the island wakes) and its photo.
        answered: `getComputedStyle(document.querySelector('input[name="variation"][value="${v}"] + *')).outlineStyle !== 'none' && (document.querySelector('.gallery__slide img')?.getAttribute('src') ?? '').includes('-${v}-')`,
      },
      size: {
        tap: (page) => page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: size.label, exact: true }),
        answered: `getComputedStyle(document.querySelector('input[name="size"][value="${size.id}"] + *')).fontWeight === '700'`,
      },
      add: {
        tap: (page) => page.getByRole('button', { name: 'Add to cart' }),
        answered: `document.querySelector('dialog[data-modal="cart-confirmation"][open]') !== null`,
      },
    };
  }
  throw new Error('no public listing with two colours and a size in stock to tap on');
}

/**
 * Taps and watches: the page records the tap's pointerdown time, the Event Timing entries of the
 * interaction, and the first animation frame in which `answered` holds.
 */
export async function tapAndWatch(page: Page, tap: Step['tap'], answered: string): Promise<TapFigures> {
  // A string, not a function: tsx's name helpers do not exist in the page.
  await page.evaluate(`(() => {
    const state = { start: 0, answeredAt: 0, entries: [] };
    window.__tap = state;
    document.addEventListener('pointerdown', (e) => { state.start ||= e.timeStamp; }, { capture: true, once: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) state.entries.push({ id: entry.interactionId, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16 });
    const frame = (now) => {
      if (state.start && (${answered})) state.answeredAt = now;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  await tap(page).tap({ timeout: 30_000 });
  await page.waitForFunction(() => (window as unknown as { __tap: { answeredAt: number } }).__tap.answeredAt > 0, undefined, { timeout: 30_000 });
  // Event Timing entries arrive after the paint they end at.
  await page.waitForTimeout(500);
  const state = await page.evaluate(() => (window as unknown as { __tap: { start: number; answeredAt: number; entries: { id: number; duration: number }[] } }).__tap);
  // The tap is one interaction (pointerdown, pointerup, click share its id): its INP is the longest of them.
  const first = state.entries[0]?.id;
  const inpMs = Math.max(0, ...state.entries.filter((e) => e.id === first).map((e) => e.duration));
  return { inpMs, answeredMs: state.answeredAt - state.start };
}
