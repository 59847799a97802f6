import { describe, expect, it } from 'vitest';
import { AGE_GATE_KEY, isVerified } from '../../../src/scripts/age-gate';

describe('age gate verification flag', () => {
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === AGE_GATE_KEY ? value : null) });

  it('is stored as isVerified=true', () => {
    expect(AGE_GATE_KEY).toBe('isVerified');
    expect(isVerified(storage('true'))).toBe(true);
  });

  it('counts anything else, or blocked storage, as not verified', () => {
    expect(isVerified(storage(null))).toBe(false);
    expect(isVerified(storage('yes'))).toBe(false);
    expect(isVerified(null)).toBe(false);
    expect(isVerified({ getItem: () => { throw new Error('SecurityError'); } })).toBe(false);
  });
});
