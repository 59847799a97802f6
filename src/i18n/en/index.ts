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
import tiles from './tiles';

/** The English catalog: the source and the fallback of every locale. One file per feature. */
const en = { ...common, ...listing, ...cart, ...quickAdd, ...tiles, ...search, ...chrome, ...checkout, ...orders, ...localization, ...site };
export default en;
