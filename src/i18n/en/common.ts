// English messages shared by several features: the spec's wording is the source.
export default {
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.ok': 'OK',
  'common.loading': 'Loading…',
  'common.outOfStock': 'Out of stock',
  'common.addToCart': 'Add to cart',
  'common.tryAgain': 'Try again',
} as const;
