import { describe, expect, it } from 'vitest';
import { IDLE, quickAddReducer, type QuickAddState } from '../../../src/islands/quick-add/machine';

type Tile = { key: number; name: string };
type State = QuickAddState<Tile, string, string>;
const a: Tile = { key: 1, name: 'a' };
const b: Tile = { key: 2, name: 'b' };
const run = (...events: Parameters<typeof quickAddReducer<Tile, string, string>>[1][]) =>
  events.reduce<State>((state, event) => quickAddReducer(state, event), IDLE);

describe('quick-add states (browsing spec 4)', () => {
  it('idle, loading, options, then the confirmation', () => {
    expect(run({ type: 'open', tile: a })).toEqual({ status: 'loading', tile: a });
    expect(run({ type: 'open', tile: a }, { type: 'loaded', key: 1, listing: 'L', soldOut: false })).toEqual({ status: 'options', tile: a, listing: 'L' });
    expect(run({ type: 'open', tile: a }, { type: 'loaded', key: 1, listing: 'L', soldOut: false }, { type: 'added', added: 'tee' })).toEqual({ status: 'added', tile: a, added: 'tee' });
    expect(run({ type: 'open', tile: a }, { type: 'loaded', key: 1, listing: 'L', soldOut: false }, { type: 'added', added: 'tee' }, { type: 'close' })).toEqual(IDLE);
  });

  it('or the out-of-stock modal when nothing is in stock', () => {
    expect(run({ type: 'open', tile: a }, { type: 'loaded', key: 1, listing: 'L', soldOut: true })).toEqual({ status: 'out-of-stock', tile: a });
  });

  it('opening another tile closes the first, and a late answer for the first is dropped', () => {
    const state = run({ type: 'open', tile: a }, { type: 'loaded', key: 1, listing: 'L', soldOut: false }, { type: 'open', tile: b });
    expect(state).toEqual({ status: 'loading', tile: b });
    expect(run({ type: 'open', tile: a }, { type: 'open', tile: b }, { type: 'loaded', key: 1, listing: 'A', soldOut: false })).toEqual({ status: 'loading', tile: b });
    expect(run({ type: 'open', tile: a }, { type: 'open', tile: b }, { type: 'failed', key: 1 })).toEqual({ status: 'loading', tile: b });
  });

  it('a failed load goes back to idle; added only from options', () => {
    expect(run({ type: 'open', tile: a }, { type: 'failed', key: 1 })).toEqual(IDLE);
    expect(run({ type: 'open', tile: a }, { type: 'added', added: 'tee' })).toEqual({ status: 'loading', tile: a });
  });
});
