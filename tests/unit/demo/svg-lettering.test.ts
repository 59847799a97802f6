import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { letteringOutline, letteringPath, relativePathData, type OutlineCommand } from '../../../scripts/lib/svg-lettering';

/** Path data read back as absolute commands in tenths, as an SVG renderer reads it. */
function absolute(d: string): OutlineCommand[] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+(?:\.\d*)?|\.\d+)/g) ?? [];
  const arity: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, q: 4, c: 6, z: 0 };
  const out: OutlineCommand[] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let letter = '';
  for (let i = 0; i < tokens.length;) {
    if (/[a-zA-Z]/.test(tokens[i]!)) letter = tokens[i++]!;
    else if (letter === 'm' || letter === 'M') letter = letter === 'm' ? 'l' : 'L'; // numbers after a move's pair are lines (SVG 9.3.3)
    const lower = letter.toLowerCase();
    const relative = letter === lower;
    const values = tokens.slice(i, i + arity[lower]!).map((t) => Math.round(Number(t) * 10));
    i += arity[lower]!;
    if (lower === 'z') {
      out.push({ command: 'Z', points: [] });
      [x, y] = [startX, startY];
      continue;
    }
    const points = lower === 'h' ? [values[0]! + (relative ? x : 0), y] : lower === 'v' ? [x, values[0]! + (relative ? y : 0)] : values.map((v, k) => v + (relative ? (k % 2 ? y : x) : 0));
    const command = lower === 'h' || lower === 'v' ? 'L' : (lower.toUpperCase() as OutlineCommand['command']);
    out.push({ command, points });
    [x, y] = [points[points.length - 2]!, points[points.length - 1]!];
    if (command === 'M') [startX, startY] = [x, y];
  }
  return out;
}

const point = fc.tuple(fc.integer({ min: -20_000, max: 20_000 }), fc.integer({ min: -20_000, max: 20_000 }));
const command: fc.Arbitrary<OutlineCommand> = fc.oneof(
  fc.record({ command: fc.constant('L' as const), points: point }),
  fc.record({ command: fc.constant('Q' as const), points: fc.tuple(point, point).map((p) => p.flat()) }),
  fc.record({ command: fc.constant('C' as const), points: fc.tuple(point, point, point).map((p) => p.flat()) }),
);
// Glyph outlines as HarfBuzz draws them: contours, each a move, some segments, maybe a close.
const outline = fc
  .array(fc.tuple(point, fc.array(command, { minLength: 0, maxLength: 6 }), fc.boolean()), { minLength: 1, maxLength: 5 })
  .map((contours) => contours.flatMap(([start, segments, close]): OutlineCommand[] => [{ command: 'M', points: start }, ...segments, ...(close ? [{ command: 'Z' as const, points: [] }] : [])]));

describe('demo lettering as outlines (issue 21)', () => {
  it('writes path data that draws exactly the outline it was given', () => {
    fc.assert(
      fc.property(outline, (given) => {
        expect(absolute(relativePathData(given))).toEqual(given.map((c) => ({ command: c.command, points: [...c.points] })));
      }),
      { numRuns: 500 },
    );
  });

  it('draws the bundled Oswald: a line of text, the same every time', () => {
    const options = { x: 100, y: 50, size: 24, weight: 700, anchor: 'middle' as const };
    const drawn = letteringOutline('Quiet Moth Studio', options);
    expect(drawn.filter((c) => c.command === 'M').length).toBeGreaterThan(15); // every letter's contours
    expect(absolute(letteringPath('Quiet Moth Studio', options))).toEqual(drawn);
    expect(letteringPath('Quiet Moth Studio', options)).toBe(letteringPath('Quiet Moth Studio', options));
  });

  it('refuses a character the bundled latin subset lacks, rather than draw a box', () => {
    expect(() => letteringPath('Café 東京', { x: 0, y: 0, size: 10 })).toThrow(/no glyph/);
  });
});
