import { nextPromoIndex, PROMO_COPIED_MS, PROMO_ROTATION_MS, shownInCurrency } from '../lib/promo-banner';

/**
 * The promo banner's behaviour (PromoBanner.astro renders the codes): show only the codes for the
 * shopper's currency (fixed codes to USD shoppers only), rotate every 7 s (paused while the pointer is
 * over it or focus is in it, so a shopper can read and click a code), copy the code on click and show
 * Copied! for 3 s.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API or no permission: the old selection copy still works in most browsers.
  }
  const active = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;';
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  if (active instanceof HTMLElement) active.focus();
  return copied;
}

type Filter = (item: HTMLElement) => boolean;

export function startPromoBanner(): void {
  const banner = document.querySelector<HTMLElement>('[data-promo-banner]');
  if (!banner) return;
  const items = [...banner.querySelectorAll<HTMLElement>('[data-promo-item]')];
  const copied = banner.querySelector<HTMLElement>('[data-promo-copied]');
  let shown: HTMLElement[] = [];
  let current = -1;
  let timer: number | undefined;
  let hovered = false;
  let focused = false;
  let copiedTimer: number | undefined;

  const codeOf = (item: HTMLElement | undefined) => item?.querySelector<HTMLElement>('[data-promo-code]')?.dataset.promoCode;
  const isFixed: Filter = (item) => item.dataset.promoType === 'fixed_value';
  const show = (index: number) => {
    current = index;
    shown.forEach((item, i) => (item.hidden = i !== index));
  };
  const stop = () => {
    window.clearInterval(timer);
    timer = undefined;
  };
  const start = () => {
    stop();
    // A single code does not rotate, unless fixed codes wait for the currency to join it.
    if ((shown.length > 1 || !currencyKnown) && !hovered && !focused) timer = window.setInterval(() => void rotate(), PROMO_ROTATION_MS);
  };
  /** Shows the codes that pass `keep`, staying on the code in view when it still passes. */
  const filter = (keep: Filter) => {
    const code = codeOf(shown[current]);
    shown = items.filter(keep);
    for (const item of items) if (!shown.includes(item)) item.hidden = true;
    banner.hidden = shown.length === 0;
    show(Math.max(0, shown.findIndex((item) => codeOf(item) === code)));
    start();
  };
  const forCurrency = (currency: string): Filter => (item) => shownInCurrency({ type: isFixed(item) ? 'fixed_value' : 'percentage' }, currency);

  // The shopper's currency decides fixed codes (decisions 10). It comes from $localization, whose store
  // context parses with zod (tens of KB): loaded only when a fixed code is about to show, in a store that
  // also sells other currencies. Until then fixed codes stay out of the rotation.
  let currencyKnown = banner.dataset.currencySensitive !== 'true';
  let resolving: Promise<void> | null = null;
  const resolveCurrency = () =>
    (resolving ??= import('../state/localization').then(({ $localization }) => {
      currencyKnown = true;
      filter(forCurrency($localization.get().currency));
      $localization.listen((localization) => filter(forCurrency(localization.currency)));
    }));
  const rotate = async () => {
    if (!currencyKnown && items.some(isFixed)) await resolveCurrency();
    show(nextPromoIndex(current, shown.length));
  };

  banner.addEventListener('mouseenter', () => ((hovered = true), stop()));
  banner.addEventListener('mouseleave', () => ((hovered = false), start()));
  banner.addEventListener('focusin', () => ((focused = true), stop()));
  banner.addEventListener('focusout', (event) => {
    if (banner.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    start();
  });
  banner.addEventListener('click', async (event) => {
    const code = codeOf((event.target as Element).closest<HTMLElement>('[data-promo-item]') ?? undefined);
    if (!code || !(await copyText(code)) || !copied) return;
    copied.hidden = false;
    window.clearTimeout(copiedTimer);
    copiedTimer = window.setTimeout(() => (copied.hidden = true), PROMO_COPIED_MS);
  });

  const ready = () => {
    banner.dataset.ready = 'true'; // for tests and styles: the banner runs
  };
  if (currencyKnown) filter(forCurrency(banner.dataset.storeCurrency ?? 'USD'));
  else if (items.some((item) => !isFixed(item))) filter((item) => !isFixed(item));
  else {
    // Only fixed codes: nothing to show until the currency is known.
    void resolveCurrency().then(ready);
    return;
  }
  ready();
}
