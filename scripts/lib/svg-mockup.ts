/**
 * Small SVG product mock-ups, drawn locally (never fetched): a garment, mug, sticker or phone
 * silhouette tinted with the colour's hex, with the listing's design (a motif and a line or two of
 * text, outlined: svg-lettering.ts) printed on the front. Every image stays under 6 KB, has a viewBox,
 * width, height and a <title>, and depends only on its inputs, so regenerating a store gives
 * identical files.
 */
import { letteringPath, letteringSvg } from './svg-lettering';

export type MockupKind = 'tee' | 'hoodie' | 'youth-tee' | 'mug' | 'sticker' | 'phone';
export type MockupView = 'front' | 'back' | 'side';

export const MOTIFS = [
  'moth',
  'mushroom',
  'moon',
  'fern',
  'owl',
  'stars',
  'frog',
  'bat',
  'snail',
  'firefly',
  'wave',
  'mic',
  'hedgehog',
  'crow',
  'beetle',
  'flower',
  'pinecone',
  'acorn',
] as const;
export type Motif = (typeof MOTIFS)[number];

export interface Design {
  motif: Motif;
  /** One or two short lines printed under the motif (upper-cased on garments). */
  lines: string[];
  /** The design's own colour; swapped for the ink colour when it would not read on the garment. */
  accent: string;
}

export interface MockupOptions {
  kind: MockupKind;
  view: MockupView;
  /** The product colour, e.g. #1F2A44. */
  hex: string;
  design: Design;
  /** The <title>, e.g. "Luna Moth Field Study – Classic Tee, Navy, front". */
  title: string;
  /** Printed small on back views. */
  brand: string;
  size?: number;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #RGB or #RRGGBB colour. */
export function luminance(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = Number.parseInt(h, 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const DARK_INK = '#1A1A1A';
const LIGHT_INK = '#F7F3EA';

/** The ink that reads best on a background: near-black on light colours, off-white on dark ones. */
export function inkOn(hex: string): string {
  return contrast(DARK_INK, hex) >= contrast(LIGHT_INK, hex) ? DARK_INK : LIGHT_INK;
}

/** The design's accent if it reads on the background, otherwise the ink colour. */
export function accentOn(accent: string, hex: string): string {
  return contrast(accent, hex) >= 2.2 ? accent : inkOn(hex);
}

/** Darker or lighter shade of a colour, for seams and shadows. */
export function shade(hex: string, amount: number): string {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = Number.parseInt(h, 16);
  const mix = (c: number) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
  const out = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/**
 * A motif drawn in a 100×100 box centred on 0,0. `a` is the accent, `i` the ink, `bg` the
 * background (used to cut shapes such as the crescent moon).
 */
export function motifSvg(motif: Motif, a: string, i: string, bg: string): string {
  switch (motif) {
    case 'moth':
      return `<path d="M0-30C-20-50-48-40-44-12-40 6-16 4 0-4M0-30C20-50 48-40 44-12 40 6 16 4 0-4M0-4C-14 6-34 20-26 36-16 44-6 26 0 12M0-4C14 6 34 20 26 36 16 44 6 26 0 12" fill="${a}"/><ellipse rx="5" ry="26" cy="2" fill="${i}"/><circle cx="-24" cy="-20" r="6" fill="${bg}"/><circle cx="24" cy="-20" r="6" fill="${bg}"/><path d="M-3-22Q-10-40-18-44M3-22Q10-40 18-44" stroke="${i}" stroke-width="2" fill="none"/>`;
    case 'mushroom':
      return `<path d="M-46 4C-46-34-20-46 0-46S46-34 46 4Z" fill="${a}"/><path d="M-12 4H12L16 44H-16Z" fill="${i}"/><circle cx="-22" cy="-18" r="6" fill="${bg}"/><circle cx="4" cy="-32" r="5" fill="${bg}"/><circle cx="24" cy="-12" r="7" fill="${bg}"/>`;
    case 'moon':
      return `<circle r="42" fill="${a}"/><circle cx="20" cy="-12" r="36" fill="${bg}"/><circle cx="30" cy="30" r="3" fill="${i}"/><circle cx="40" cy="-44" r="2.5" fill="${i}"/><circle cx="-40" cy="-40" r="2" fill="${i}"/>`;
    case 'fern':
      return `<path d="M0 46C4 10-4-20 0-48" stroke="${i}" stroke-width="3" fill="none"/>${[-36, -22, -8, 6, 20]
        .map((y, k) => {
          const w = 14 + k * 5;
          return `<ellipse cx="${-w / 2 - 2}" cy="${y}" rx="${w / 2}" ry="5" fill="${a}" transform="rotate(-20 0 ${y})"/><ellipse cx="${w / 2 + 2}" cy="${y}" rx="${w / 2}" ry="5" fill="${a}" transform="rotate(20 0 ${y})"/>`;
        })
        .join('')}`;
    case 'owl':
      return `<path d="M-34-30L-26-48-14-36H14L26-48 34-30C42 0 30 44 0 46-30 44-42 0-34-30Z" fill="${a}"/><circle cx="-14" cy="-16" r="12" fill="${bg}"/><circle cx="14" cy="-16" r="12" fill="${bg}"/><circle cx="-14" cy="-16" r="5" fill="${i}"/><circle cx="14" cy="-16" r="5" fill="${i}"/><path d="M-5-4H5L0 6Z" fill="${i}"/>`;
    case 'stars':
      return `<path d="M-40 20L-18-10 6 0 24-30 42-16" stroke="${a}" stroke-width="2" fill="none"/>${[
        [-40, 20],
        [-18, -10],
        [6, 0],
        [24, -30],
        [42, -16],
        [-30, -40],
        [30, 34],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${i}"/>`)
        .join('')}`;
    case 'frog':
      return `<ellipse cy="10" rx="44" ry="30" fill="${a}"/><circle cx="-22" cy="-20" r="13" fill="${a}"/><circle cx="22" cy="-20" r="13" fill="${a}"/><circle cx="-22" cy="-20" r="6" fill="${i}"/><circle cx="22" cy="-20" r="6" fill="${i}"/><path d="M-20 14Q0 28 20 14" stroke="${i}" stroke-width="3" fill="none"/>`;
    case 'bat':
      return `<path d="M0-14C-10-30-30-26-48-30-40-16-44-4-48 6-34 0-26 8-20 16-14 8-6 10 0 16 6 10 14 8 20 16 26 8 34 0 48 6 44-4 40-16 48-30 30-26 10-30 0-14Z" fill="${a}"/><path d="M-6-16L-8-26-2-18M6-16L8-26 2-18" fill="${a}"/><circle cx="-3" cy="-8" r="2" fill="${bg}"/><circle cx="3" cy="-8" r="2" fill="${bg}"/>`;
    case 'snail':
      return `<path d="M-46 34H36Q48 34 46 22L38 26" fill="${i}" stroke="${i}" stroke-width="6" stroke-linejoin="round"/><circle cx="-4" r="32" fill="${a}"/><path d="M-4 0a6 6 0 0 1 12 0a12 12 0 0 1-24 0a18 18 0 0 1 36 0a24 24 0 0 1-48 0" stroke="${bg}" stroke-width="3" fill="none"/>`;
    case 'firefly':
      return `<circle cy="14" r="30" fill="${a}" opacity=".35"/><circle cy="14" r="16" fill="${a}"/><ellipse cy="-14" rx="9" ry="16" fill="${i}"/><ellipse cx="-18" cy="-20" rx="16" ry="8" fill="${i}" opacity=".6"/><ellipse cx="18" cy="-20" rx="16" ry="8" fill="${i}" opacity=".6"/>`;
    case 'wave':
      return `<path d="M-48 0Q-36-16-24 0T0 0 24 0 48 0M-48 18Q-36 2-24 18T0 18 24 18 48 18" stroke="${a}" stroke-width="5" fill="none"/><circle cx="-20" cy="-28" r="10" fill="${i}"/><path d="M10-20l8-18 8 18z" fill="${a}"/>`;
    case 'mic':
      return `<rect x="-16" y="-46" width="32" height="56" rx="16" fill="${a}"/><path d="M-28-4Q-28 26 0 26T28-4M0 26V44M-18 44H18" stroke="${i}" stroke-width="5" fill="none"/><path d="M-8-30H8M-8-18H8M-8-6H8" stroke="${bg}" stroke-width="3"/>`;
    case 'hedgehog':
      return `<path d="M-44 24Q-40-30 4-32 40-30 44 24Z" fill="${a}"/><path d="M-36-6l-8-10 14 2-4-14 14 6 2-16 10 12 8-14 4 16 14-8-2 16 16-2" stroke="${i}" stroke-width="3" fill="none"/><path d="M30 24Q52 18 46 6 38 4 30 10Z" fill="${i}"/><circle cx="40" cy="10" r="2" fill="${bg}"/>`;
    case 'crow':
      return `<path d="M-46 10Q-20 0-6-18-2-34 14-36 28-36 34-24L48-20 34-16Q30 6 12 20L20 42H14L6 24Q-10 30-30 24Z" fill="${a}"/><circle cx="22" cy="-26" r="3" fill="${bg}"/><circle cx="38" cy="34" r="6" fill="${i}"/>`;
    case 'beetle':
      return `<ellipse cy="8" rx="30" ry="38" fill="${a}"/><circle cy="-34" r="12" fill="${i}"/><path d="M0-28V46M-30-4l-16-8M30-4l16-8M-30 16l-16 4M30 16l16 4M-24 34l-12 12M24 34l12 12M-6-44l-8-8M6-44l8-8" stroke="${i}" stroke-width="3"/>`;
    case 'flower':
      return `${[0, 60, 120, 180, 240, 300].map((r) => `<ellipse cy="-24" rx="12" ry="22" fill="${a}" transform="rotate(${r})"/>`).join('')}<circle r="12" fill="${i}"/>`;
    case 'pinecone':
      return `<ellipse rx="28" ry="44" fill="${a}"/><path d="M-26-14L0 2 26-14M-28 6L0 22 28 6M-22 26L0 40 22 26M-20-32L0-18 20-32" stroke="${bg}" stroke-width="3" fill="none"/><path d="M0-44V-54" stroke="${i}" stroke-width="4"/>`;
    case 'acorn':
      return `<path d="M-28-6Q-28 40 0 46 28 40 28-6Z" fill="${a}"/><path d="M-36-6Q-36-34 0-36 36-34 36-6Z" fill="${i}"/><path d="M0-36V-48" stroke="${i}" stroke-width="5"/>`;
  }
}

function designBlock(design: Design, x: number, y: number, scale: number, bg: string, upper: boolean, textSize: number): string {
  const ink = inkOn(bg);
  const accent = accentOn(design.accent, bg);
  const lines = design.lines.slice(0, 2).map((line) => (upper ? line.toUpperCase() : line));
  const textY = y + 58 * scale;
  const text = lines.map((line, k) => letteringPath(line, { x, y: round(textY + k * textSize * 1.15), size: textSize, anchor: 'middle', spacing: 1, weight: 700 })).join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})">${motifSvg(design.motif, accent, ink, bg)}</g><path fill="${ink}" d="${text}"/>`;
}

const round = (n: number) => Math.round(n * 10) / 10;

const TEE = 'M140 40L60 78 30 160 78 178 96 142V372H304V142L322 178 370 160 340 78 260 40Q250 70 200 72 150 70 140 40Z';
const HOODIE = 'M150 52L66 84 34 330 82 338 104 170V372H296V170L318 338 366 330 334 84 250 52Q260 10 200 8 140 10 150 52Z';

function garment(kind: 'tee' | 'hoodie' | 'youth-tee', view: MockupView, hex: string, design: Design, brand: string): string {
  const seam = shade(hex, luminance(hex) > 0.5 ? -0.18 : 0.22);
  const ink = inkOn(hex);
  const body = kind === 'hoodie' ? HOODIE : TEE;
  const parts: string[] = [`<path d="${body}" fill="${hex}" stroke="${seam}" stroke-width="3" stroke-linejoin="round"/>`];
  if (kind === 'hoodie') {
    if (view === 'back') {
      parts.push(`<path d="M150 52Q200 96 250 52" fill="none" stroke="${seam}" stroke-width="3"/>`);
    } else {
      parts.push(
        `<path d="M150 52Q200 110 250 52Q240 24 200 22 160 24 150 52Z" fill="${shade(hex, -0.25)}"/>`,
        `<path d="M186 84V120M214 84V120" stroke="${seam}" stroke-width="3"/>`,
        `<path d="M130 300H270L286 350H114Z" fill="none" stroke="${seam}" stroke-width="3"/>`,
      );
    }
  } else if (view === 'back') {
    parts.push(`<path d="M140 40Q200 56 260 40" fill="none" stroke="${seam}" stroke-width="3"/>`);
  } else {
    parts.push(`<path d="M140 40Q150 70 200 72 250 70 260 40" fill="none" stroke="${seam}" stroke-width="5"/>`);
  }
  if (view === 'back') {
    parts.push(letteringSvg(brand.toUpperCase(), { x: 200, y: kind === 'hoodie' ? 150 : 110, size: 13, anchor: 'middle', spacing: 2, fill: ink }));
  } else {
    parts.push(designBlock(design, 200, kind === 'hoodie' ? 190 : 165, kind === 'hoodie' ? 0.95 : 1.15, hex, true, 18));
  }
  const inner = parts.join('');
  // The youth tee is the same cut, smaller on the canvas.
  return kind === 'youth-tee' ? `<g transform="translate(30 36) scale(.85)">${inner}</g>` : inner;
}

function mug(view: MockupView, hex: string, design: Design, brand: string): string {
  const rim = shade(hex, luminance(hex) > 0.5 ? -0.2 : 0.25);
  const inside = luminance(hex) > 0.5 ? '#E6E6E6' : '#F4F4F4';
  const handleX = view === 'side' ? 'M96 150Q40 150 40 210T96 270' : 'M304 150Q360 150 360 210T304 270';
  const parts = [
    `<path d="${handleX}" fill="none" stroke="${hex}" stroke-width="22"/>`,
    `<path d="${handleX}" fill="none" stroke="${rim}" stroke-width="2"/>`,
    `<path d="M96 96H304V320Q304 340 284 340H116Q96 340 96 320Z" fill="${hex}" stroke="${rim}" stroke-width="3"/>`,
    `<ellipse cx="200" cy="96" rx="104" ry="14" fill="${inside}" stroke="${rim}" stroke-width="3"/>`,
  ];
  if (view === 'side') {
    parts.push(letteringSvg(brand.toUpperCase(), { x: 200, y: 226, size: 14, anchor: 'middle', spacing: 2, fill: inkOn(hex) }));
  } else {
    parts.push(designBlock(design, 200, 180, 0.8, hex, false, 16));
  }
  return parts.join('');
}

function sticker(view: MockupView, hex: string, design: Design, brand: string): string {
  if (view === 'back') {
    return `<rect x="70" y="70" width="260" height="260" rx="24" fill="#EFEAE0" stroke="#C9C2B4" stroke-width="3"/><path d="M70 200H330M200 70V330" stroke="#D8D1C2" stroke-width="2" stroke-dasharray="8 8"/>${letteringSvg(brand.toUpperCase(), { x: 200, y: 206, size: 14, anchor: 'middle', spacing: 2, fill: '#6B6457' })}`;
  }
  return `<circle cx="200" cy="200" r="150" fill="#FFFFFF" stroke="#D0D0D0" stroke-width="3"/><circle cx="200" cy="200" r="136" fill="${hex}"/>${designBlock(design, 200, 176, 1, hex, false, 20)}`;
}

function phone(view: MockupView, hex: string, design: Design): string {
  const bg = view === 'back' ? shade(hex, -0.35) : hex;
  return `<rect x="110" y="20" width="180" height="360" rx="28" fill="#1A1A1A"/><rect x="120" y="34" width="160" height="332" rx="20" fill="${bg}"/><rect x="178" y="42" width="44" height="8" rx="4" fill="#1A1A1A"/>${designBlock(design, 200, view === 'back' ? 150 : 190, 0.9, bg, false, 15)}`;
}

/** One product mock-up as a complete SVG document. */
export function mockupSvg(options: MockupOptions): string {
  const size = options.size ?? 400;
  const { kind, view, hex, design, brand } = options;
  let body: string;
  switch (kind) {
    case 'tee':
    case 'hoodie':
    case 'youth-tee':
      body = garment(kind, view, hex, design, brand);
      break;
    case 'mug':
      body = mug(view, hex, design, brand);
      break;
    case 'sticker':
      body = sticker(view, hex, design, brand);
      break;
    case 'phone':
      body = phone(view, hex, design);
      break;
  }
  return svgDocument(size, size, options.title, `<rect width="400" height="400" fill="#F4F1EC"/>${body}`, 400, 400);
}

/** Wraps SVG content in a document with xmlns, viewBox, width, height and a title. */
export function svgDocument(width: number, height: number, title: string, content: string, viewWidth = width, viewHeight = height): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewWidth} ${viewHeight}" width="${width}" height="${height}" role="img"><title>${escapeXml(title)}</title>${content}</svg>\n`;
}
