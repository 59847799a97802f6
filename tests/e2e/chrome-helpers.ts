import type { Page, Request } from '@playwright/test';

/** Every request a page makes that leaves its own origin (data: and blob: addresses stay in the page). */
export function recordOffsiteRequests(page: Page, origin: string): Request[] {
  const offsite: Request[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(?:data|blob):/.test(url)) offsite.push(request);
  });
  return offsite;
}

/** Raises a toast the way a page script without the store can (src/scripts/toasts.ts). */
export async function raiseToast(page: Page, detail: { message: string; type?: string }): Promise<void> {
  await page.evaluate((d) => window.dispatchEvent(new CustomEvent('storefront:toast', { detail: d })), detail);
}

/** The page's value of a CSS custom property on :root. */
export async function rootVariable(page: Page, name: string): Promise<string> {
  return page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
}

/**
 * Fake timers that stand still until the test moves them (page.clock.runFor): installed and paused
 * before the page loads, so real time spent loading does not count towards the page's timers.
 */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-11-20T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-20T10:00:01Z'));
}
