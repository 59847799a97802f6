import cart from './cart';
import chrome from './chrome';
import checkout from './checkout';
import common from './common';
import errors from './errors';
import listing from './listing';
import localization from './localization';
import orders from './orders';
import quickAdd from './quickAdd';
import search from './search';
import site from './site';
import tiles from './tiles';

/** The English catalog: the source and the fallback of every locale. One file per feature. */
// A pure call (not a spread literal), so a browser bundle that only uses some features drops the rest.
const en = /* @__PURE__ */ Object.assign({}, common, listing, cart, quickAdd, tiles, search, chrome, checkout, orders, localization, site, errors) as typeof common & typeof listing & typeof cart & typeof quickAdd & typeof tiles & typeof search & typeof chrome & typeof checkout & typeof orders & typeof localization & typeof site & typeof errors;
export default en;
