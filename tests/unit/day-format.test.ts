import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../src/lib/day-format';

const LOCALES = ['en', 'en-US', 'en-GB', 'de', 'fr', 'es', 'it', 'nl', 'pt-BR'];

describe('formatDay', () => {
  it('writes any day as toLocaleDateString does, in every locale and both month styles', () => {
    const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.constantFrom(...LOCALES), fc.constantFrom('short' as const, 'long' as const), (iso, locale, month) => {
        const expected = new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, { month, day: 'numeric', timeZone: 'UTC' });
        expect(formatDay(iso, locale, month)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
