import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useReducer, useState } from 'react';
import { createPortal } from 'react-dom';
import { t, registerEnglish } from '../../i18n';
import quickAddMessages from '../../i18n/en/quickAdd';
import { units } from '../../lib/analytics';
import { track } from '../shared/analytics';
import type { ListingData } from '../../lib/listing-data';
import { formatMoney } from '../../lib/money';
import { storeContext } from '../shared/store-context';
import { addChosenLine, nothingAddedBecause } from '../listing/add-line';
import { showToast } from '../../state/toasts';
import { $localization } from '../../state/localization';
import { cartLineOf, priceIn, quickAddProduct, soldOut, type QuickSize, type QuickVariation } from './choice';
import { Confirmation, OutOfStock, type Added } from './Confirmation';
import { loadListingLive } from './load';
import { IDLE, quickAddReducer, type QuickAddEvent, type QuickAddState } from './machine';
import { Options } from './Options';
import { $quickAddRequest, type TileBox } from './request';

registerEnglish(quickAddMessages);

type State = QuickAddState<TileBox, ListingData, Added>;
type Event = QuickAddEvent<TileBox, ListingData, Added>;
const reducer = (state: State, event: Event): State => quickAddReducer(state, event);

/** One quick-add for the whole page: options render into the open tile, the modals at the root. */
export function QuickAdd() {
  const request = useStore($quickAddRequest);
  const [state, dispatch] = useReducer(reducer, IDLE as State);
  const [error, setError] = useState<string | null>(null);
  const close = useCallback(() => dispatch({ type: 'close' }), []);

  useEffect(() => {
    if (!request) return;
    setError(null);
    dispatch({ type: 'open', tile: request });
    loadListingLive(request.slug).then(
      (listing) => dispatch({ type: 'loaded', key: request.key, listing, soldOut: soldOut(quickAddProduct(listing, request.productId)) }),
      () => {
        // The spec's message (browsing spec 8); the tile's link still opens the product page.
        dispatch({ type: 'failed', key: request.key });
        showToast(t('quickAdd.loadFailed'));
      },
    );
  }, [request]);

  // The tile's quick-add button: busy while loading, hidden while its options are open (browsing spec 2).
  // When the options close, focus goes back to it unless the shopper moved on to another tile.
  const tile = state.status === 'loading' || state.status === 'options' ? state.tile : null;
  useLayoutEffect(() => {
    const button = tile?.box.querySelector<HTMLButtonElement>('[data-quick-add-button]');
    if (!tile || !button) return;
    if (state.status === 'loading') {
      button.setAttribute('aria-busy', 'true');
      return () => button.removeAttribute('aria-busy');
    }
    button.removeAttribute('aria-busy');
    button.hidden = true;
    tile.box.dataset.state = 'open';
    return () => {
      button.hidden = false;
      delete tile.box.dataset.state;
      const focus = document.activeElement;
      if (!focus || focus === document.body || tile.box.contains(focus)) button.focus();
    };
  }, [tile, state.status]);

  const onAdd = (listing: ListingData, variation: QuickVariation, size: QuickSize) => {
    const product = quickAddProduct(listing, state.status === 'options' ? state.tile.productId : 0)!;
    // How many were added, as the listing's buy box counts them: the cart caps a line at the stock left,
    // so with all of it already in the cart nothing is added, nothing is tracked and no confirmation opens.
    const added = addChosenLine(cartLineOf(listing, product, variation, size), size.stock);
    if (added === null || added <= 0) {
      const why = nothingAddedBecause(size.stock);
      setError(added === null ? t('quickAdd.cartFull') : why.reason === 'lineMax' ? t('quickAdd.lineMax', { count: why.count }) : t('quickAdd.allInCart', { count: why.count }));
      return;
    }
    setError(null);
    const { currency, locale } = $localization.get();
    const price = priceIn(size.prices, currency, listing.currencies) ?? { cents: 0, currency };
    track('add_to_cart', {
      currency: price.currency,
      items: [
        { item_id: listing.slug, item_name: listing.title, item_category: product.productType, item_variant: `${variation.color} / ${size.label}`, price: units(price.cents), quantity: added },
      ],
    });
    const image = variation.images.find((i) => i.label === 'primary' || i.label === 'front') ?? variation.images[0];
    dispatch({
      type: 'added',
      added: {
        title: listing.title,
        productType: product.productType,
        colour: variation.color,
        size: size.label,
        price: formatMoney(price.cents, price.currency, locale),
        image: image ? (image.thumblarge ?? image.src) : null,
      },
    });
  };

  const options =
    state.status === 'options'
      ? createPortal(
          <Options
            key={state.tile.key}
            listing={state.listing}
            product={quickAddProduct(state.listing, state.tile.productId)!}
            preview={storeContext().preview || state.listing.preview}
            error={error}
            onAdd={(variation, size) => onAdd(state.listing, variation, size)}
            onClose={close}
          />,
          state.tile.box,
        )
      : null;

  return (
    <>
      {options}
      <Confirmation added={state.status === 'added' ? state.added : null} onClose={close} />
      <OutOfStock open={state.status === 'out-of-stock'} onClose={close} />
    </>
  );
}
