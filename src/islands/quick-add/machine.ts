/**
 * The quick-add's states (browsing spec 4): idle, then loading the listing, then options (colour, size,
 * Add), then the confirmation modal, or the out-of-stock modal. One quick-add is open at a time: opening
 * another tile closes the first, and an answer that arrives for a tile no longer open is dropped.
 */
export interface TileRequest {
  /** Increases with every open, so a late answer for an earlier open is recognised. */
  key: number;
}

export type QuickAddState<T extends TileRequest, L, A> =
  | { status: 'idle' }
  | { status: 'loading'; tile: T }
  | { status: 'options'; tile: T; listing: L }
  | { status: 'added'; tile: T; added: A }
  | { status: 'out-of-stock'; tile: T };

export type QuickAddEvent<T extends TileRequest, L, A> =
  | { type: 'open'; tile: T }
  | { type: 'loaded'; key: number; listing: L; soldOut: boolean }
  | { type: 'failed'; key: number }
  | { type: 'added'; added: A }
  | { type: 'close' };

export const IDLE = { status: 'idle' } as const;

export function quickAddReducer<T extends TileRequest, L, A>(state: QuickAddState<T, L, A>, event: QuickAddEvent<T, L, A>): QuickAddState<T, L, A> {
  switch (event.type) {
    case 'open':
      return { status: 'loading', tile: event.tile };
    case 'loaded':
      if (state.status !== 'loading' || state.tile.key !== event.key) return state;
      return event.soldOut ? { status: 'out-of-stock', tile: state.tile } : { status: 'options', tile: state.tile, listing: event.listing };
    case 'failed':
      return state.status === 'loading' && state.tile.key === event.key ? IDLE : state;
    case 'added':
      return state.status === 'options' ? { status: 'added', tile: state.tile, added: event.added } : state;
    case 'close':
      return IDLE;
  }
}
