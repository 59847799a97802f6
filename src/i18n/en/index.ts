import cart from './cart';
import chrome from './chrome';
import checkout from './checkout';
import common from './common';
import listing from './listing';
import localization from './localization';
import orders from './orders';
import quickAdd from './quickAdd';
import search from './search';
import site from './site';

/** The English catalog: the source and the fallback of every locale. One file per feature. */
// A pure call (not a spread literal), so a browser bundle that only uses some features drops the rest.
const en = /* @__PURE__ */ Object.assign({}, common, listing, cart, quickAdd, search, chrome, checkout, orders, localization, site) as typeof common & typeof listing & typeof cart & typeof quickAdd & typeof search & typeof chrome & typeof checkout & typeof orders & typeof localization & typeof site;
export default en;
