import { atom } from 'nanostores';

/** The tile whose quick-add button was pressed last (set by mount.tsx, read by QuickAdd). */
export interface TileBox {
  key: number;
  box: HTMLElement;
  slug: string;
  productId: number;
}
export const $quickAddRequest = atom<TileBox | null>(null);
