/**
 * Lettering for the generated drawings (product mock-ups, the demo's logo and hero) as outlines, not
 * `<text>`. An SVG shown by an `<img>` is a document of its own, laid out on the page's main thread;
 * its text needs a system font found for it (the drawings asked for Georgia, which most phones and
 * Linux lack) and shaping, and traces of the home page put that at about a quarter of its main-thread
 * work (issue 21, docs/benchmarks.md "Page speed: what the traces found"). Outlines cost the page nothing to lay out and draw
 * the same on every system. The face is the store's bundled heading font, Oswald (SIL Open Font
 * License, `@fontsource-variable/oswald`), shaped by HarfBuzz at the weight asked for.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import wawoff2 from 'wawoff2';

const require = createRequire(import.meta.url);
const woff2 = readFileSync(require.resolve('@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2'));
const face = new hb.Face(new hb.Blob(await wawoff2.decompress(woff2)));
const fonts = new Map<number, hb.Font>();

function fontAt(weight: number): hb.Font {
  let font = fonts.get(weight);
  if (!font) {
    font = new hb.Font(face);
    font.setVariations([new hb.Variation('wght', weight)]);
    fonts.set(weight, font);
  }
  return font;
}

export interface Lettering {
  /** Where the baseline starts (`start`) or where its middle is (`middle`), in the drawing's units. */
  x: number;
  y: number;
  size: number;
  anchor?: 'start' | 'middle';
  /** Added between letters, in the drawing's units (CSS letter-spacing). */
  spacing?: number;
  weight?: number;
}

/** A coordinate in tenths of the drawing's unit, as an integer (so relative moves add up exactly). */
const tenths = (n: number) => Math.round(n * 10);
/** Tenths as the shortest SVG number: 5 -> ".5", -15 -> "-1.5", 20 -> "2". */
function num(t: number): string {
  const text = String(t / 10);
  return text.replace(/^(-?)0\./, '$1.');
}
/** Numbers joined as SVG allows: no space before a minus sign, or before ".5" after "1.5". */
function joined(values: number[], before = ''): string {
  let out = before;
  for (const value of values) {
    const text = num(value);
    const space = /[\d.]$/.test(out) && !text.startsWith('-') && !(text.startsWith('.') && /\.\d*$/.test(out));
    out += (space ? ' ' : '') + text;
  }
  return out.slice(before.length);
}

/** One command of an outline, its points absolute, in tenths of the drawing's unit. */
export interface OutlineCommand {
  command: 'M' | 'L' | 'Q' | 'C' | 'Z';
  points: number[];
}

/** A line of text as HarfBuzz draws it, placed and scaled: absolute commands in tenths. */
export function letteringOutline(text: string, options: Lettering): OutlineCommand[] {
  const { size, spacing = 0, weight = 400, anchor = 'start' } = options;
  const font = fontAt(weight);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const glyphs = buffer.getGlyphInfosAndPositions();
  const scale = size / face.upem;
  const advance = (g: (typeof glyphs)[number]) => (g.xAdvance ?? 0) * scale;
  const width = glyphs.reduce((sum, g) => sum + advance(g), 0) + spacing * Math.max(0, glyphs.length - 1);
  let penX = anchor === 'middle' ? options.x - width / 2 : options.x;
  const outline: OutlineCommand[] = [];
  for (const glyph of glyphs) {
    // Glyph 0 is the font's "missing" box: the bundled face is its latin subset, and a drawing must not
    // ship a box where <text> would have found another font.
    if (glyph.codepoint === 0) throw new Error(`svg-lettering: the bundled Oswald has no glyph for a character of ${JSON.stringify(text)}`);
    const originX = penX + (glyph.xOffset ?? 0) * scale;
    const originY = options.y - (glyph.yOffset ?? 0) * scale;
    // HarfBuzz draws in font units with y up; the drawing's y goes down.
    for (const [, command = '', args = ''] of font.glyphToPath(glyph.codepoint).matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
      const values = (args.match(/-?[\d.]+(?:e-?\d+)?/g) ?? []).map(Number);
      const points: number[] = [];
      for (let i = 0; i + 1 < values.length; i += 2) points.push(tenths(originX + values[i]! * scale), tenths(originY - values[i + 1]! * scale));
      outline.push({ command: command as OutlineCommand['command'], points });
    }
    penX += advance(glyph) + spacing;
  }
  return outline;
}

/** An outline as the shortest path data: relative commands, h/v for straight lines, letters not repeated. */
export function relativePathData(outline: readonly OutlineCommand[]): string {
  let out = '';
  let [x, y] = [0, 0]; // the current point, in tenths
  let [startX, startY] = [0, 0];
  let last = '';
  for (const { command, points } of outline) {
    if (command === 'Z') {
      out += 'z';
      last = 'z';
      [x, y] = [startX, startY];
      continue;
    }
    const deltas = points.map((p, i) => p - (i % 2 === 0 ? x : y));
    if (command === 'M') [startX, startY] = [points[0]!, points[1]!];
    const [letter, numbers] = command === 'L' && deltas[1] === 0 ? ['h', [deltas[0]!]] : command === 'L' && deltas[0] === 0 ? ['v', [deltas[1]!]] : [command.toLowerCase(), deltas];
    // A command repeated needs no letter again (not a move: a repeated move means a line).
    out += letter === last && letter !== 'm' ? joined(numbers, out) : letter + joined(numbers);
    last = letter;
    [x, y] = [points[points.length - 2]!, points[points.length - 1]!];
  }
  // The first move is from the origin: written absolute, it reads the same.
  return out.replace(/^m/, 'M');
}

/** The path data (`d`) of a line of text, outlined, in relative commands at a tenth of a unit. */
export function letteringPath(text: string, options: Lettering): string {
  return relativePathData(letteringOutline(text, options));
}

/** A `<path>` of outlined text; `fill` may be omitted to take the enclosing group's. */
export function letteringSvg(text: string, options: Lettering & { fill?: string }): string {
  return `<path${options.fill ? ` fill="${options.fill}"` : ''} d="${letteringPath(text, options)}"/>`;
}
