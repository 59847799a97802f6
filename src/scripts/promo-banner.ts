import { nextPromoIndex, PROMO_COPIED_MS, PROMO_ROTATION_MS, shownInCurrency } from '../lib/promo-banner';

/**
 * The promo banner's behaviour (PromoBanner.astro renders the codes): show only the codes for the
 * shopper's currency (the store context and its zod only load when that can matter: a fixed code in a
 * store that sells other currencies than USD), rotate every 7 s (paused while the pointer is over it or focus is in it, so a
 * shopper can read and click a code), copy the code on click and show Copied! for 3 s.
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

  const codeOf = (item: HTMLElement) => item.querySelector<HTMLElement>('[data-promo-code]')?.dataset.promoCode;
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
    if (shown.length > 1 && !hovered && !focused) timer = window.setInterval(() => show(nextPromoIndex(current, shown.length)), PROMO_ROTATION_MS);
  };
  const filter = (currency: string) => {
    const showing = shown[current];
    const code = showing ? codeOf(showing) : undefined;
    shown = items.filter((item) => shownInCurrency({ type: (item.dataset.promoType ?? '') as 'percentage' }, currency));
    for (const item of items) if (!shown.includes(item)) item.hidden = true;
    banner.hidden = shown.length === 0;
    show(Math.max(0, shown.findIndex((item) => codeOf(item) === code)));
    start();
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
    const button = (event.target as Element).closest<HTMLElement>('[data-promo-code]');
    const code = button?.dataset.promoCode;
    if (!code || !(await copyText(code)) || !copied) return;
    copied.hidden = false;
    window.clearTimeout(copiedTimer);
    copiedTimer = window.setTimeout(() => (copied.hidden = true), PROMO_COPIED_MS);
  });

  // data-ready: the codes are the shopper's (tests and styles can wait for it).
  const ready = () => {
    banner.dataset.ready = 'true';
  };
  filter(banner.dataset.storeCurrency ?? 'USD');
  if (banner.dataset.currencySensitive !== 'true') {
    ready();
    return;
  }
  void import('../stores/localization').then(({ $localization }) => {
    filter($localization.get().currency);
    $localization.listen((localization) => filter(localization.currency));
    ready();
  });
}
