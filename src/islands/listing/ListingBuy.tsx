import '../shared/locale-ready';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { t, registerEnglish } from '../../i18n';
import listingMessages from '../../i18n/en/listing';
import { track } from '../shared/analytics';
import { listingItem } from '../../lib/listing-analytics';
import { defaultChoice, priceOf, resolveChoice, sizeInStock, stockOf, variationInStock, withStockBySku } from '../../lib/listing-choice';
import type { BuyListing } from '../../lib/listing-props';
import { clampQuantity } from '../../lib/listing-quantity';
import type { SizeGuideData } from '../../lib/listing-size-guide';
import { formatMoney } from '../../lib/money';
import { $localization } from '../../state/localization';
import { $choice, adoptLiveStock, chooseProduct, chooseSize, chooseVariation, startChoice } from './choice-store';
import { refreshHolidayMessages, scrollToListingTop, showProductParts, viewTrackedOnLoad } from './page-sync';
import { Quantity } from './Quantity';
import { SizeGuide } from './SizeGuide';
import { liveStock } from '../shared/live-stock';
import { useMounted } from './use-mounted';
import './listing.css';

registerEnglish(listingMessages);

// The cart cookie code and the confirmation modal load after hydration (or on the first Add to cart).
// Not React.lazy: a lazy component suspends on its first render even when its code is loaded, and
// React holds back revealed content for 300 ms after a fallback, so the first modal opened late.
type Confirmation = ComponentType<{ open: boolean; onClose: () => void; title: string; detail: string }>;
const loadConfirmation = () => import('./AddedToCart').then((m) => m.default as Confirmation);
/** The Add to cart path: the cart-line code and the confirmation modal, loaded together. */
const loadAddPath = () => Promise.all([import('./add-line'), loadConfirmation()]);

/** Product change: the scroll and the view_item event wait this long (browsing spec 4 and 9). */
export const PRODUCT_CHANGE_DELAY_MS = 200;

interface Props {
  listing: BuyListing;
  guides: Record<string, SizeGuideData>;
  fans: number | null;
  /** False in a preview build and for a private listing: Add to cart stays disabled. */
  purchasable: boolean;
}

/** The listing's buy box: type, price, product type, colour and size, quantity, Add to cart, size guide. */
export default function ListingBuy({ listing: built, guides, fans, purchasable }: Props) {
  const root = useRef<HTMLParagraphElement>(null);
  const mounted = useMounted(root);
  // The build's stock for the first render (it matches the HTML), then the inventory's as it is now.
  const [live, setLive] = useState<ReadonlyMap<string, number> | null>(null);
  useEffect(() => {
    if (!built.preorder) void liveStock(built.slug).then(setLive);
  }, [built]);
  const listing = useMemo(() => (live ? withStockBySku(built, live) : built), [built, live]);
  useEffect(() => {
    if (live) adoptLiveStock(listing);
  }, [live, listing]);
  const stored = useStore($choice);
  const localization = useStore($localization);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<string | null>(null);
  const [AddedToCart, setAddedToCart] = useState<Confirmation | null>(null);
  const [notice, setNotice] = useState('');
  const tracked = useRef<number | null>(null);

  const chosen = resolveChoice(listing, (mounted && stored) || defaultChoice(listing)!)!;
  const { product, variation, size } = chosen;
  const storeCurrency = listing.currencies[0] ?? 'USD';
  const price = priceOf(chosen, mounted ? localization.currency : storeCurrency, storeCurrency);
  const locale = mounted ? localization.locale : 'en';
  const stock = stockOf(chosen);
  const several = listing.products.length > 1;
  const guide = guides[String(product.productId)];
  const outId = `${listing.slug}-out-of-stock`;

  useEffect(() => {
    startChoice(built);
    refreshHolidayMessages(built.holidayWindows);
    if (built.preorder) void import('./preorder-form').then(({ startPreorderForm }) => startPreorderForm());
  }, [built]);

  useEffect(() => showProductParts(product.productId), [product.productId]);

  // The Add to cart path (the cart cookie code and the confirmation modal) loads on the shopper's next
  // touch or focus in the buy box (a size, the quantity), so their first add answers at once (issue 21
  // item 4); not on hydration alone, which an address or a stored language makes happen on load.
  useEffect(() => {
    const box = root.current?.closest('astro-island');
    if (!mounted || !purchasable || built.preorder || !box) return;
    const warm = () => void loadAddPath().then(([, confirmation]) => setAddedToCart(() => confirmation), () => {});
    const events = ['pointerdown', 'focusin'] as const;
    const once = () => {
      for (const type of events) box.removeEventListener(type, once);
      warm();
    };
    for (const type of events) box.addEventListener(type, once, { passive: true });
    return () => events.forEach((type) => box.removeEventListener(type, once));
  }, [mounted, purchasable, built.preorder]);

  // view_item once the address is read (unless the page's script tracked it on load while this island
  // waited for the shopper, page-load.ts), then 200 ms after every product change (with the scroll);
  // colour and size changes track nothing.
  useEffect(() => {
    if (!stored || !price) return;
    const view = () => track('view_item', { currency: price.currency, items: [listingItem(listing, chosen, price.cents, 1)] });
    if (tracked.current === stored.productId) return;
    const first = tracked.current === null;
    tracked.current = stored.productId;
    if (first) return viewTrackedOnLoad(stored.productId) ? undefined : view();
    const timer = window.setTimeout(() => {
      scrollToListingTop();
      view();
    }, PRODUCT_CHANGE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [stored?.productId]);

  const add = async () => {
    if (!size || !price) return;
    const line = { slug: listing.slug, productId: product.productId, itemGroupId: listing.itemGroupId, colorId: variation.variationId, sizeId: size.id, quantity: clampQuantity(quantity, stock) };
    let loaded: Awaited<ReturnType<typeof loadAddPath>>;
    try {
      loaded = await loadAddPath();
    } catch {
      // Its code did not load (offline, or a deploy removed the old files): nothing was added, and the shopper is told so.
      setNotice(t('listing.addFailed'));
      return;
    }
    const [{ addChosenLine, nothingAddedBecause }, confirmation] = loaded;
    const more = addChosenLine(line, stock);
    if (more === null || more <= 0) {
      const why = nothingAddedBecause(stock);
      setNotice(more === null ? t('listing.cartFull') : why.reason === 'lineMax' ? t('listing.lineMax', { count: why.count }) : t('listing.allInCart', { count: why.count }));
      return;
    }
    setNotice('');
    track('add_to_cart', { currency: price.currency, items: [listingItem(listing, chosen, price.cents, more)] });
    setAddedToCart(() => confirmation);
    setAdded(t('listing.addedLine', { type: product.productType, colour: variation.color, size: size.label, quantity: more }));
  };
  const closeAdded = useCallback(() => setAdded(null), []);

  return (
    <>
      <p className="listing__type" data-product-type ref={root}>{product.productType}</p>
      <p className="listing__price" data-price>{price ? formatMoney(price.cents, price.currency, locale) : ''}</p>
      {fans !== null && <p className="fan-banner" role="note">{t('listing.fans', { count: fans })}</p>}
      <div className="listing__options">
        <span id={outId} hidden>{t('common.outOfStock')}</span>
        {several && (
          <fieldset className="option-group">
            <legend>{t('listing.product')}</legend>
            <div className="chips">
              {listing.products.map((p) => (
                <label className="chip" key={p.productId}>
                  <input type="radio" name="product" value={p.productId} checked={p === product} onChange={() => chooseProduct(p.productId)} />
                  <span>{p.productType}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <fieldset className="option-group">
          <legend>
            {several ? t('listing.productColours', { type: product.productType }) : t('listing.colour')}: <span>{variation.color}</span>
          </legend>
          <div className="swatches">
            {product.variations.map((v) => (
              <label className="swatch" title={v.color} key={v.variationId}>
                <input type="radio" name="variation" value={v.variationId} checked={v === variation} aria-label={v.color} aria-describedby={variationInStock(v) ? undefined : outId} onChange={() => chooseVariation(v.variationId)} />
                <span className={variationInStock(v) ? 'swatch__colour' : 'swatch__colour is-out'} style={{ backgroundColor: v.hex }} />
              </label>
            ))}
          </div>
        </fieldset>
        {variation.sizes.length > 0 && (
          <fieldset className="option-group">
            <legend>{t('listing.size')}</legend>
            <div className="chips">
              {variation.sizes.map((s) => (
                <label className={sizeInStock(variation, s) ? 'chip' : 'chip is-out'} key={s.id}>
                  <input type="radio" name="size" value={s.id} checked={s === size} aria-describedby={sizeInStock(variation, s) ? undefined : outId} onChange={() => chooseSize(s.id)} />
                  <span>{s.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {guide && <SizeGuide key={product.productId} guide={guide} />}
        {listing.preorder ? (
          <a className="button" href="#preorder-form">{t('listing.preorder')}</a>
        ) : (
          // Enabled before hydration (client:intent holds the tap and replays it); without JavaScript the row is hidden and the page says why.
          <div className="buy-row needs-js">
            <Quantity stock={stock} value={quantity} onChange={setQuantity} />
            <button className="button add-to-cart" type="button" disabled={!purchasable || stock === 0} onClick={() => void add()}>
              {stock === 0 ? t('common.outOfStock') : t('common.addToCart')}
            </button>
          </div>
        )}
        {notice && <p className="listing__notice" role="alert">{notice}</p>}
      </div>
      {AddedToCart && <AddedToCart open={added !== null} onClose={closeAdded} title={listing.title} detail={added ?? ''} />}
    </>
  );
}
