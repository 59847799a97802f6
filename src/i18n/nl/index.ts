import cart from './cart';
import common from './common';
import localization from './localization';
import orders from './orders';
import quickAdd from './quickAdd';
import search from './search';
import site from './site';
import tiles from './tiles';

/** The nl catalog, one file per feature of src/i18n/en; loaded on demand by loadLocale('nl'). */
export default { ...common, ...cart, ...quickAdd, ...tiles, ...search, ...orders, ...localization, ...site };
