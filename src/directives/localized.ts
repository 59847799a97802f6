import type { ClientDirective } from 'astro';
import { hydrateIsland } from './rules';

/**
 * `client:localized`: hydrates on load like `client:load`; for a shopper with a language or currency of
 * their own the island renders afresh instead (rules.ts, rendersAfresh), so its words and prices never
 * mismatch the HTML pre-rendered in the store's defaults.
 */
const localized: ClientDirective = (load, _options, el) => {
  void load().then((hydrate) => hydrateIsland(hydrate, el));
};

export default localized;
