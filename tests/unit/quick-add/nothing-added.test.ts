import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../src/lib/cart-cookie';
import { nothingAddedBecause } from '../../../src/islands/listing/add-line';
import { registerEnglish, t } from '../../../src/i18n';
import quickAdd from '../../../src/i18n/en/quickAdd';

registerEnglish(quickAdd);

// When Add to cart adds nothing, the message must say why truthfully: with 150 in stock and the line at
// its most (99), "Only 150 left in stock, and they are all in your cart" was false.
describe('why nothing was added', () => {
  it('the stock left, when it is all in the cart', () => {
    expect(nothingAddedBecause(3)).toEqual({ reason: 'allInCart', count: 3 });
    expect(nothingAddedBecause(MAX_LINE_QUANTITY)).toEqual({ reason: 'allInCart', count: MAX_LINE_QUANTITY });
  });

  it('the most one line may hold, when there is more stock than that', () => {
    expect(nothingAddedBecause(150)).toEqual({ reason: 'lineMax', count: MAX_LINE_QUANTITY });
    expect(t('quickAdd.lineMax', { count: MAX_LINE_QUANTITY })).toBe('You have 99 of this item in your cart, the most one order can take.');
  });
});
