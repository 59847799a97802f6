import cart from './cart';
import checkout from './checkout';
import chrome from './chrome';
import common from './common';
import errors from './errors';
import listing from './listing';
import localization from './localization';
import orders from './orders';
import quickAdd from './quickAdd';
import search from './search';
import site from './site';
import tiles from './tiles';

/** The es catalog, one file per feature of src/i18n/en; loaded on demand by loadLocale('es'). */
export default { ...common, ...listing, ...cart, ...quickAdd, ...tiles, ...search, ...chrome, ...checkout, ...orders, ...localization, ...site, ...errors };
