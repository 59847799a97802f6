import { atom } from 'nanostores';
import { t } from '../../i18n';
import { showToast } from '../../state/toasts';
import { addressFor, choiceFromParams, defaultSize, resolveChoice, sameChoice, sizeInStock, withProduct, withVariation, type Choice, type ChoiceCatalog } from '../../lib/listing-choice';

/**
 * The listing page's choice, shared by its islands (buy box, gallery) and the pre-order form, and kept
 * in the address: every change pushes ?product=&variation=&size=, Back walks the choices (popstate), and
 * an address naming an unknown product, colour or size is replaced by the listing's plain address.
 * null until the buy box has read the address; until then the pre-rendered default is shown.
 */
export const $choice = atom<Choice | null>(null);

let catalog: ChoiceCatalog | null = null;

function readAddress(): void {
  if (!catalog) return;
  const read = choiceFromParams(catalog, new URLSearchParams(location.search));
  if (!read) return;
  if (!read.known) history.replaceState(history.state, '', addressFor(location.href, null));
  if (read.unknownProduct) showToast(t('listing.productNotFound'));
  $choice.set(read.choice);
}

export function startChoice(data: ChoiceCatalog): void {
  if (catalog) return;
  catalog = data;
  readAddress();
  window.addEventListener('popstate', readAddress);
}

function choose(next: Choice | null): void {
  if (!next || sameChoice(next, $choice.get())) return;
  history.pushState(null, '', addressFor(location.href, next));
  $choice.set(next);
}

/**
 * The live stock has come (the buy box's): later choices of colour or product pick their size from it,
 * and a size the page chose for the shopper (the address names none) that has sold out since the build
 * gives way to the colour's first size in stock. A size the address names stays, and reads Out of stock.
 */
export function adoptLiveStock(data: ChoiceCatalog): void {
  if (!catalog) return;
  catalog = data;
  const chosen = current();
  if (!chosen?.size || sizeInStock(chosen.variation, chosen.size) || new URLSearchParams(location.search).has('size')) return;
  const size = defaultSize(chosen.variation);
  if (size && sizeInStock(chosen.variation, size)) $choice.set({ productId: chosen.product.productId, variationId: chosen.variation.variationId, sizeId: size.id });
}

const current = () => {
  const choice = $choice.get();
  return catalog && choice ? resolveChoice(catalog, choice) : null;
};

export const chooseProduct = (productId: number): void => {
  if (catalog) choose(withProduct(catalog, current(), productId));
};

export const chooseVariation = (variationId: number): void => {
  const chosen = current();
  if (chosen) choose(withVariation(chosen, variationId));
};

export const chooseSize = (sizeId: number): void => {
  const chosen = current();
  if (chosen?.variation.sizes.some((s) => s.id === sizeId)) choose({ productId: chosen.product.productId, variationId: chosen.variation.variationId, sizeId });
};
