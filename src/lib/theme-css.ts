import type { Theme } from '../catalog/theme';
import { safeCssValue, safeFontName, sanitizeCss } from './sanitize';
import type { CssPolicy } from './sanitize-css';

/** Fonts the build ships (self-hosted from @fontsource); any other theme font falls back to system fonts. */
export const BUNDLED_FONTS = ['Oswald', 'Roboto'] as const;

const SANS = "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";
const CONDENSED = "'Arial Narrow', 'Roboto Condensed', system-ui, sans-serif";

function fontStack(name: string | null, heading: boolean): string {
  const fallback = heading ? CONDENSED : SANS;
  return name ? `'${name}', ${fallback}` : fallback;
}

/** The properties a template's bgStyles/textStyles may set, as the theme editor offers them. */
const STYLE_PROPERTIES: Record<string, string> = {
  backgroundColor: 'background-color',
  color: 'color',
  fontSize: 'font-size',
  fontWeight: 'font-weight',
  textAlign: 'text-align',
  textTransform: 'text-transform',
  letterSpacing: 'letter-spacing',
  padding: 'padding',
  minHeight: 'min-height',
  borderColor: 'border-color',
};

function declarations(styles: Record<string, string> | undefined): string {
  if (!styles) return '';
  return Object.entries(styles)
    .map(([key, raw]) => {
      const property = STYLE_PROPERTIES[key];
      const value = safeCssValue(raw);
      return property && value ? `${property}:${value};` : '';
    })
    .join('');
}

/**
 * The hosts the theme's own assets come from: the origin of STORE_ASSET_BASE (the build's environment),
 * the only host besides the store itself that custom CSS may load from.
 */
export function themeAssetOrigins(base: string | undefined = globalThis.process?.env?.STORE_ASSET_BASE): string[] {
  try {
    return base ? [new URL(base).origin] : [];
  } catch {
    return [];
  }
}

/**
 * The theme as CSS: custom properties the stylesheets read, the template styles, and the seller's
 * custom CSS last (sanitised) so that it can override the rest.
 */
export function themeCss(theme: Theme, policy: CssPolicy = { assetOrigins: themeAssetOrigins() }): string {
  const { resolved, styles } = theme;
  const vars: Record<string, string | null> = {
    '--color-primary': safeCssValue(resolved.primaryColor) ?? '#000000',
    '--button-bg': safeCssValue(styles.button.backgroundColor) ?? safeCssValue(resolved.primaryColor) ?? '#000000',
    '--button-text': safeCssValue(styles.button.textColor) ?? '#ffffff',
    '--button-hover': safeCssValue(styles.button.hoverColor) ?? safeCssValue(styles.button.backgroundColor) ?? '#333333',
    '--font-heading': fontStack(safeFontName(resolved.headingFont), true),
    '--font-body': fontStack(safeFontName(resolved.bodyFont), false),
  };
  const root = Object.entries(vars)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${k}:${v};`)
    .join('');
  const parts = [`:root{${root}}`];
  const header = declarations(styles.header.bgStyles) + declarations(styles.header.textStyles);
  if (header) parts.push(`.site-header{${header}}`);
  const headerText = declarations(styles.header.textStyles);
  if (headerText) parts.push(`.site-header a,.site-header button{${headerText.replace(/background-color:[^;]*;/g, '')}}`);
  const footer = declarations(styles.footer.bgStyles) + declarations(styles.footer.textStyles);
  if (footer) parts.push(`.site-footer{${footer}}`);
  const footerText = declarations(styles.footer.textStyles);
  if (footerText) parts.push(`.site-footer a,.site-footer button{${footerText.replace(/background-color:[^;]*;/g, '')}}`);
  const hero = declarations(styles.heroBanner.bgStyles);
  if (hero) parts.push(`.hero{${hero}}`);
  const heroText = declarations(styles.heroBanner.textStyles);
  if (heroText) parts.push(`.hero__content{${heroText}}`);
  const custom = sanitizeCss(styles.customCSS, policy);
  if (custom.trim()) parts.push(custom);
  return parts.join('\n');
}

/** Which bundled fonts the theme uses, so that only those are loaded. */
export function bundledFontsUsed(theme: Theme): Set<string> {
  const used = new Set<string>();
  for (const font of [theme.resolved.headingFont, theme.resolved.bodyFont]) {
    const match = BUNDLED_FONTS.find((f) => f.toLowerCase() === font.trim().toLowerCase());
    if (match) used.add(match);
  }
  return used;
}

/**
 * The weights the bundled fonts cover: their variable files are cut to this range (scripts/fonts.ts), the
 * weights the theme uses; a template asking for another weight gets the nearest.
 */
export const FONT_WEIGHTS = '400 700';

/**
 * The bundled font's one file (latin subset, every weight it covers): two fonts are two requests before
 * first paint. The range is in the name: /fonts/* is cached for 30 days, so other files get other names.
 */
export const fontFile = (name: string): string => `/fonts/${name.toLowerCase()}-latin-wght-${FONT_WEIGHTS.replace(' ', '-')}.woff2`;

/**
 * @font-face rules of the bundled fonts in use (variable, latin subset, weights 400-700). `optional`:
 * a font not there by the first layout is not swapped in later (each swap laid the whole page out
 * again on the main thread, a long task after first paint: decisions, "Page speed"); both files are
 * preloaded (src/lib/site-chrome.ts), so they are there on all but slow first visits.
 */
export function fontFaceCss(fonts: ReadonlySet<string>): string {
  return [...fonts]
    .map(
      (name) =>
        `@font-face{font-family:'${name}';font-style:normal;font-display:optional;font-weight:${FONT_WEIGHTS};src:url(${fontFile(name)}) format('woff2')}`,
    )
    .join('\n');
}
