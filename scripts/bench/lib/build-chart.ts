/** The build benchmark's chart: seconds (and peak memory) against listings, as a small standalone SVG. */
export interface BuildPoint {
  listings: number;
  seconds: number;
  peakMiB: number;
}

const W = 640;
const H = 360;
const PAD = { left: 64, right: 72, top: 36, bottom: 56 };

/** Round numbers for an axis from 0 to at least `max`: 4 to 6 ticks. */
function ticks(max: number): number[] {
  const raw = max / 5;
  const step = [1, 2, 2.5, 5, 10].map((m) => m * 10 ** Math.floor(Math.log10(raw || 1))).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = 0; v <= max + step / 2; v += step) out.push(v);
  if ((out.at(-1) ?? 0) < max) out.push((out.at(-1) ?? 0) + step);
  return out;
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function buildChartSvg(points: BuildPoint[], goal = { listings: 5000, seconds: 30 }): string {
  const xs = ticks(Math.max(...points.map((p) => p.listings), goal.listings));
  const ys = ticks(Math.max(...points.map((p) => p.seconds), goal.seconds));
  const ms = ticks(Math.max(...points.map((p) => p.peakMiB), 1024));
  const xMax = xs.at(-1) as number;
  const yMax = ys.at(-1) as number;
  const mMax = ms.at(-1) as number;
  const x = (v: number) => PAD.left + (v / xMax) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - (v / yMax) * (H - PAD.top - PAD.bottom);
  const m = (v: number) => H - PAD.bottom - (v / mMax) * (H - PAD.top - PAD.bottom);
  const sorted = [...points].sort((a, b) => a.listings - b.listings);
  const line = (f: (p: BuildPoint) => number) => sorted.map((p, i) => `${i ? 'L' : 'M'}${x(p.listings).toFixed(1)},${f(p).toFixed(1)}`).join(' ');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="system-ui, sans-serif" font-size="12" role="img" aria-labelledby="t">`,
    '<title id="t">Build time and peak memory against store size</title>',
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${PAD.left}" y="20" font-size="14" font-weight="600">Store build, pull to finished site</text>`,
    ...ys.map((v) => `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(v)}" y2="${y(v)}" stroke="#e5e5e5"/><text x="${PAD.left - 8}" y="${y(v) + 4}" text-anchor="end">${v} s</text>`),
    ...ms.map((v) => `<text x="${W - PAD.right + 8}" y="${m(v) + 4}" fill="#8a5a00">${v} MiB</text>`),
    ...xs.map((v) => `<text x="${x(v)}" y="${H - PAD.bottom + 18}" text-anchor="middle">${v.toLocaleString('en-US')}</text>`),
    `<text x="${(PAD.left + W - PAD.right) / 2}" y="${H - 14}" text-anchor="middle">listings</text>`,
    `<line x1="${x(goal.listings)}" x2="${x(goal.listings)}" y1="${y(goal.seconds)}" y2="${H - PAD.bottom}" stroke="#c00" stroke-dasharray="4 3"/>`,
    `<line x1="${PAD.left}" x2="${x(goal.listings)}" y1="${y(goal.seconds)}" y2="${y(goal.seconds)}" stroke="#c00" stroke-dasharray="4 3"/>`,
    `<text x="${x(goal.listings) + 6}" y="${y(goal.seconds) - 6}" fill="#c00">goal: ${goal.listings.toLocaleString('en-US')} in &lt; ${goal.seconds} s</text>`,
    `<path d="${line((p) => m(p.peakMiB))}" fill="none" stroke="#e0a030" stroke-width="2" stroke-dasharray="6 4"/>`,
    `<path d="${line((p) => y(p.seconds))}" fill="none" stroke="#1f5fbf" stroke-width="2.5"/>`,
    ...sorted.map((p) => `<circle cx="${x(p.listings)}" cy="${y(p.seconds)}" r="4" fill="#1f5fbf"/><text x="${x(p.listings) - 8}" y="${y(p.seconds) - 8}" text-anchor="end" fill="#1f5fbf">${esc(p.seconds.toFixed(1))} s</text>`),
    ...sorted.map((p) => `<circle cx="${x(p.listings)}" cy="${m(p.peakMiB)}" r="3" fill="#e0a030"/>`),
    `<g transform="translate(${PAD.left + 8},${PAD.top + 4})"><line x1="0" x2="20" y1="0" y2="0" stroke="#1f5fbf" stroke-width="2.5"/><text x="26" y="4">seconds</text><line x1="90" x2="110" y1="0" y2="0" stroke="#e0a030" stroke-width="2" stroke-dasharray="6 4"/><text x="116" y="4">peak memory (right axis)</text></g>`,
    '</svg>',
  ];
  return `${parts.join('\n')}\n`;
}
