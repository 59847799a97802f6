import type * as xssTypes from 'xss';
import xssDefault from 'xss';
import { cssValueAllowed } from './sanitize-css';

// xss is CommonJS: under Node's ESM loader its functions hang off the default export.
const xss = xssDefault as unknown as typeof xssTypes;
const { FilterXSS, escapeAttrValue, safeAttrValue } = xss;

/**
 * Theme data is the seller's, and a theme must never run script in a shopper's browser. Everything a
 * theme supplies passes through here at build time: HTML through an allow-list (xss), addresses
 * through safeHref, custom CSS through sanitizeCss.
 */

/** Addresses a link or image may carry: same-site paths, fragments, http(s), mailto and tel. */
export function safeHref(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  // Browsers ignore tabs, newlines and leading control characters in a scheme: so do we.
  // And read a backslash as a slash in http(s) addresses, so `/\\host` is the other site it is.
  const text = value
    .replace(/[\u0000-\u0020\u007f-\u009f]+/g, (match, offset: number) => (offset === 0 ? '' : match))
    .trim()
    .replace(/\\/g, '/');
  if (text === '') return null;
  const compact = text.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(?:\/(?!\/)|#|\?)/.test(compact)) return text;
  // Written without the controls browsers drop, so that it reads as the other site it is (isExternalHref).
  if (/^\/\//.test(compact)) return `https:${compact}`;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return /^[\w-]/.test(compact) && !compact.includes(':') ? `/${text}` : null;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? text : null;
}

/** An image address: same-site paths and http(s) only. */
export function safeImageSrc(value: string | null | undefined): string | null {
  const href = safeHref(value);
  if (href === null || /^(?:mailto|tel):/i.test(href) || href.startsWith('#') || href.startsWith('?')) return null;
  return href;
}

/** True for an address that leaves the site (opens in a new tab where the spec says so). */
export function isExternalHref(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href);
}

const INLINE_TAGS = ['a', 'b', 'strong', 'em', 'i', 'u', 's', 'small', 'span', 'br', 'sup', 'sub', 'mark', 'code'];
const BLOCK_TAGS = ['p', 'div', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'figure', 'figcaption'];

function whiteList(tags: string[]): Record<string, string[]> {
  const list: Record<string, string[]> = {};
  for (const tag of tags) list[tag] = [];
  if (list.a) list.a = ['href', 'title', 'target', 'rel'];
  if (list.img) list.img = ['src', 'alt', 'width', 'height'];
  if (list.td) list.td = ['colspan', 'rowspan'];
  if (list.th) list.th = ['colspan', 'rowspan', 'scope'];
  return list;
}

function filter(tags: string[]) {
  return new FilterXSS({
    whiteList: whiteList(tags),
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math'],
    allowCommentTag: false,
    safeAttrValue(tag: string, name: string, value: string, cssFilter: xssTypes.ICSSFilter) {
      if ((tag === 'a' && name === 'href') || (tag === 'img' && name === 'src')) {
        const safe = tag === 'a' ? safeHref(value) : safeImageSrc(value);
        return safe === null ? '' : escapeAttrValue(safe);
      }
      if (tag === 'a' && name === 'target') return value === '_blank' ? '_blank' : '';
      if (tag === 'a' && name === 'rel') return 'noopener noreferrer';
      return safeAttrValue(tag, name, value, cssFilter);
    },
    onTagAttr(tag: string, name: string, value: string) {
      // An href the filter emptied is dropped altogether rather than left as href="".
      if (tag === 'a' && name === 'href' && safeHref(value) === null) return '';
      return undefined;
    },
  });
}

const inlineFilter = filter(INLINE_TAGS);
const richFilter = filter([...INLINE_TAGS, ...BLOCK_TAGS]);

/** Theme HTML meant for one line (the notification bar): links and emphasis only. */
export function sanitizeInlineHtml(html: string | null | undefined): string {
  return html ? inlineFilter.process(html) : '';
}

/** Theme and catalog HTML with structure (descriptions, about texts, legal pages). */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? richFilter.process(html) : '';
}

/** Plain text of an HTML fragment (meta descriptions). */
export function htmlToText(html: string | null | undefined, max = 300): string {
  if (!html) return '';
  const text = new FilterXSS({ whiteList: {}, stripIgnoreTag: true, stripIgnoreTagBody: ['script', 'style'] })
    .process(html)
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A seller's custom CSS: the css-tree allow-list of ./sanitize-css.ts (url() to the theme's own hosts only). */
export { sanitizeCss } from './sanitize-css';

/** A single CSS value from theme data (a colour, a font name): only characters a value needs. */
export function safeCssValue(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text.length > 100) return null;
  if (!/^[#\w\s.,%()'"-]+$/.test(text)) return null;
  if (/url\s*\(|expression|javascript|image-set|var\s*\(/i.test(text)) return null;
  return cssValueAllowed(text) ? text : null;
}

/** A font family name: letters, digits, spaces and hyphens. */
export function safeFontName(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^[A-Za-z0-9 -]{1,60}$/.test(text) ? text : null;
}
