/** Brand images of the demo store (logo, favicon, hero background, about image), drawn as SVG. */
import { letteringSvg } from '../lib/svg-lettering';
import { motifSvg, svgDocument } from '../lib/svg-mockup';

const NIGHT = '#1F1E36';
const GOLD = '#E8B04A';
const CREAM = '#F7F3EA';

export function logoSvg(name: string): string {
  return svgDocument(
    240,
    60,
    `${name} logo`,
    `<g transform="translate(30 30) scale(.5)">${motifSvg('moth', GOLD, CREAM, NIGHT)}</g>${letteringSvg('QUIET MOTH', { x: 62, y: 28, size: 20, weight: 700, spacing: 1, fill: CREAM })}${letteringSvg('STUDIO', { x: 63, y: 46, size: 11, spacing: 5, fill: GOLD })}`,
  );
}

export function faviconSvg(name: string): string {
  return svgDocument(64, 64, name, `<circle cx="32" cy="32" r="32" fill="${NIGHT}"/><g transform="translate(32 33) scale(.5)">${motifSvg('moth', GOLD, CREAM, NIGHT)}</g>`);
}

/** A night sky with a moon, stars, a moth and a ridge of ferns. */
export function heroSvg(title: string): string {
  const stars = [
    [120, 80], [260, 150], [410, 60], [530, 210], [700, 90], [860, 170], [1010, 60], [1450, 190], [180, 260], [640, 300],
  ]
    .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${1.5 + (i % 3)}" opacity="${0.5 + (i % 4) * 0.12}"/>`)
    .join('');
  const ferns = [100, 360, 620, 1100, 1420]
    .map((x, i) => `<use href="#fern" transform="translate(${x} ${560 - (i % 2) * 20}) scale(${1.4 + (i % 3) * 0.3})"/>`)
    .join('');
  return svgDocument(
    1600,
    640,
    title,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#15142A"/><stop offset="1" stop-color="#2B2A4C"/></linearGradient><g id="fern">${motifSvg('fern', '#2F4F3A', '#243B2D', NIGHT)}</g></defs><rect width="1600" height="640" fill="url(#sky)"/><g fill="${CREAM}">${stars}</g><circle cx="1240" cy="200" r="90" fill="#F2E3B3" opacity=".2"/><circle cx="1240" cy="200" r="64" fill="#F2E3B3"/><g transform="translate(1130 330) rotate(-15) scale(.9)">${motifSvg('moth', GOLD, NIGHT, '#2B2A4C')}</g><path d="M0 560Q400 500 800 560T1600 540V640H0Z" fill="#243B2D"/>${ferns}`,
  );
}

/** The about page's hero: a sketchbook page with a moth, a mushroom and a pencil, under a lamp. */
export function aboutSvg(title: string): string {
  return svgDocument(
    1200,
    600,
    title,
    `<rect width="1200" height="600" fill="${NIGHT}"/><circle cx="600" cy="-60" r="420" fill="${GOLD}" opacity=".12"/><rect x="250" y="110" width="700" height="420" rx="10" fill="#EFE6D2"/><path d="M600 110V530" stroke="#D2C6AE" stroke-width="4"/><g transform="translate(425 300) scale(2)">${motifSvg('moth', '#A8D5A2', '#3A3A3A', '#EFE6D2')}</g><g transform="translate(780 290) scale(1.8)">${motifSvg('mushroom', '#C8553D', '#6B5B45', '#EFE6D2')}</g>${letteringSvg('Actias luna, June', { x: 425, y: 470, size: 22, anchor: 'middle', fill: '#3A3A3A' })}${letteringSvg('Amanita, October', { x: 780, y: 470, size: 22, anchor: 'middle', fill: '#3A3A3A' })}<path d="M860 560L1010 400" stroke="${GOLD}" stroke-width="14" stroke-linecap="round"/><path d="M1010 400L1024 386" stroke="#3A3A3A" stroke-width="14" stroke-linecap="round"/>`,
  );
}
