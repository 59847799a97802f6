// English messages of the quickAdd feature: the spec's wording is the source; other locales translate these keys.
export default {
  'quickAdd.button': 'Quick add',
  'quickAdd.options': 'Quick add: {name}',
  'quickAdd.close': 'Close quick add',
  'quickAdd.colour': 'Colour',
  'quickAdd.size': 'Size',
  'quickAdd.chooseSize': 'Choose a size',
  'quickAdd.add': 'Add to cart',
  'quickAdd.preorder': 'Pre-order on the product page',
  'quickAdd.previewDisabled': 'Adding to the cart is disabled in preview mode.',
  'quickAdd.privateDisabled': 'This listing is private and cannot be purchased.',
  'quickAdd.cartFull': 'Your cart is full. Remove an item to add another.',
  'quickAdd.added': 'Added to cart',
  'quickAdd.viewCart': 'View cart',
  'quickAdd.continue': 'Continue shopping',
  'quickAdd.outOfStockTitle': 'Out of stock',
  'quickAdd.outOfStock': 'This product is out of stock.',
} as const;
