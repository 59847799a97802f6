/**
 * The store's two font files, made from @fontsource-variable's latin files: the same glyphs (fontsource's
 * latin range), and the weight axis cut to 400-700, the weights the theme uses (the static files before
 * them were 400 and 700). Oswald 28.5 -> 19.9 KB, Roboto 43.1 -> 26.3 KB: both are preloaded and on the
 * first screen (font-display: optional), so their bytes weigh on the largest contentful paint (issue 21).
 *   node --import tsx scripts/fonts.ts    (writes public/fonts/*-latin-wght-400-700.woff2; commit them)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { BUNDLED_FONTS, FONT_WEIGHTS, fontFile } from '../src/lib/theme-css';

/** fontsource's `latin` unicode-range, as its CSS declares it. */
const LATIN: [number, number][] = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6], [0x02da, 0x02da], [0x02dc, 0x02dc],
  [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2191, 0x2191],
  [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd],
];
const text = LATIN.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
const [min, max] = FONT_WEIGHTS.split(' ').map(Number) as [number, number];
const require = createRequire(import.meta.url);

for (const name of BUNDLED_FONTS) {
  const lower = name.toLowerCase();
  const source = require.resolve(`@fontsource-variable/${lower}/files/${lower}-latin-wght-normal.woff2`);
  const font = await subsetFont(await readFile(source), text, { targetFormat: 'woff2', variationAxes: { wght: { min, max } } });
  await writeFile(`public${fontFile(name)}`, font);
  console.log(`${name}: ${(font.length / 1024).toFixed(1)} KB (from ${source})`);
}
