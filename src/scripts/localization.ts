/**
 * Runs on every page (Footer.astro), so it stays a few hundred bytes: no zod, no store, no React.
 * - The footer's region and currency button loads the Preferences modal on first click.
 * - When the shopper has a stored choice, or the address carries `locale`, `currency` or `region`,
 *   it loads the page localizer (src/scripts/i18n.ts); shoppers on the store's defaults load nothing.
 */
import { cookieName } from '../i18n/preferences';
import { storeContext } from '../islands/shared/store-context';
import { hasCookie } from '../lib/cookies';

const stored = hasCookie(document.cookie, cookieName(storeContext().slug));
const asked = /[?&](locale|currency|region)=/.test(location.search);
if (stored || asked) {
  import('./i18n')
    .then((module) => module.localizePage())
    .catch(() => document.documentElement.classList.remove('l10n-pending'));
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-open-preferences]') : null;
  if (!button || button.getAttribute('aria-busy') === 'true') return;
  event.preventDefault();
  button.setAttribute('aria-busy', 'true');
  import('../islands/localization/open')
    .then((module) => module.openPreferences(button))
    .catch(() => button.setAttribute('data-failed', ''))
    .finally(() => button.removeAttribute('aria-busy'));
});
