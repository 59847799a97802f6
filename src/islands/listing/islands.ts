// The listing page's islands from one module, so the buy box and the gallery share one script file
// (fewer, larger chunks: the page's JS budget is 80 KB gzipped and React takes 68 of it).
export { default as ListingBuy } from './ListingBuy';
export { default as ListingGallery } from './ListingGallery';
