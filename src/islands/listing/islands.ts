// The listing page's islands from one module, so the buy box and the gallery share one script file
// (fewer, larger chunks: the page's JS budget is 80 KB gzipped and React takes 68 of it).
import { createElement, useMemo, type ComponentProps, type ComponentType } from 'react';
import ListingBuyView from './ListingBuy';
import ListingGalleryView from './ListingGallery';

/**
 * An island whose props travel as one JSON string. Astro serializes object props value by value
 * (each wrapped in a type tag), which cost a 5,000-listing build about 2 s of its render time and
 * made the attribute larger; one string is one escape. The page passes `json={JSON.stringify(props)}`.
 */
function jsonIsland<P extends object>(Component: ComponentType<P>) {
  function Island({ json }: { json: string }) {
    const props = useMemo(() => JSON.parse(json) as P, [json]);
    return createElement(Component, props);
  }
  Island.displayName = `JsonIsland(${Component.displayName ?? Component.name})`;
  return Island;
}

export type ListingBuyProps = ComponentProps<typeof ListingBuyView>;
export type ListingGalleryProps = ComponentProps<typeof ListingGalleryView>;
export const ListingBuy = jsonIsland(ListingBuyView);
export const ListingGallery = jsonIsland(ListingGalleryView);
