import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import { hasMarketingTags, storeMarketingTags, TAG_CSP_ORIGINS } from '../../src/lib/marketing-tags';

/**
 * Cloudflare Pages routing files for one store's output folder (docs/deploy.md):
 *
 * - `_routes.json`: which requests invoke a Pages Function. An ungated store sends only /api/* to
 *   functions, so a static page never costs a function call; a gated store sends everything
 *   through the gate (functions/_middleware.ts).
 * - `_headers`: caching (hashed assets a year and immutable, HTML and catalog JSON short) and
 *   security headers, with a Content-Security-Policy that lists the SHA-256 of every inline script
 *   Astro wrote into the pages of this build.
 * - `_redirects`: the checkout, checkout-complete and order-tracking URLs are served by one shell
 *   page each (200 rewrites).
 *
 * Limits of Cloudflare Pages checked here (and by the tests): _routes.json at most 100 include plus
 * exclude rules, each starting with '/'; _headers at most 100 rules, lines at most 2,000 characters;
 * _redirects at most 2,000 static plus 100 dynamic rules.
 */

export interface RoutesJson {
  version: 1;
  description?: string;
  include: string[];
  exclude: string[];
}

export const LIMITS = {
  routesRules: 100,
  routeRuleChars: 100,
  headerRules: 100,
  headerLineChars: 2000,
  redirectsStatic: 2000,
  redirectsDynamic: 100,
} as const;

/** The pages a later issue builds as shells (src/pages/<x>/shell.astro -> <x>/shell/index.html). */
export const SHELLS = [
  { from: '/checkout/*', to: '/checkout/shell/' },
  { from: '/checkout-complete/*', to: '/checkout-complete/shell/' },
  { from: '/track/order/*', to: '/track/order/shell/' },
] as const;

export const CACHE = {
  /** Content-hashed build output: a new build gets new names, so a year and immutable. */
  hashed: 'public, max-age=31536000, immutable',
  /** HTML: browsers revalidate every time (ETag, 304); shared caches keep it a minute. */
  html: 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
  /** Static catalog JSON read by islands: a minute. */
  catalog: 'public, max-age=60, s-maxage=60, stale-while-revalidate=300',
  /** Store images, named by the platform's ids (not content-hashed): a day. */
  images: 'public, max-age=86400, stale-while-revalidate=604800',
  /** Self-hosted font files (scripts/fonts.ts; their weight range is in the name, a new cut gets a new name): 30 days. */
  fonts: 'public, max-age=2592000, stale-while-revalidate=86400',
} as const;

const STRIPE = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const PAYPAL = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

export interface CspOptions {
  /** SHA-256 hashes (base64) of the inline scripts of the build. */
  scriptHashes: string[];
  /** Origin of STORE_ASSET_BASE when the theme's assets live elsewhere (fonts, backgrounds). */
  assetOrigin?: string | null;
  /** Use 'unsafe-inline' for scripts instead of hashes (too many distinct inline scripts). */
  unsafeInlineScripts?: boolean;
  /** Origins of the store's marketing tags (src/lib/marketing-tags.ts), only when it configures them. */
  tagOrigins?: { script: readonly string[]; connect: readonly string[] } | null;
}

/**
 * The Content-Security-Policy of every page: the store's own scripts plus the hashed inline ones,
 * Stripe (js.stripe.com scripts and frames, api.stripe.com calls, hooks.stripe.com 3-D Secure
 * frames) and PayPal (scripts, frames and calls on *.paypal.com). Inline styles are allowed
 * ('unsafe-inline' in style-src only): Astro and the theme write style attributes.
 */
export function contentSecurityPolicy({ scriptHashes, assetOrigin, unsafeInlineScripts = false, tagOrigins = null }: CspOptions): string {
  const asset = assetOrigin ? [assetOrigin] : [];
  const inline = unsafeInlineScripts ? ["'unsafe-inline'"] : [...new Set(scriptHashes)].sort().map((h) => `'sha256-${h}'`);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inline, ...STRIPE, ...PAYPAL, ...(tagOrigins?.script ?? [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...asset]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:', ...asset]],
    ['connect-src', ["'self'", 'https://api.stripe.com', ...PAYPAL.slice(0, 2), ...(tagOrigins?.connect ?? [])]],
    ['frame-src', [...STRIPE, 'https://hooks.stripe.com', ...PAYPAL.slice(0, 2)]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export interface HeadersOptions extends CspOptions {
  slug: string;
  preview: boolean;
}

/** The `_headers` file. More specific rules detach ('! Name') the catch-all Cache-Control. */
export function headersFile(options: HeadersOptions): string {
  const security = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com" "https://www.paypal.com")'],
    ['Strict-Transport-Security', 'max-age=31536000'],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ...(options.preview ? [['X-Robots-Tag', 'noindex, nofollow']] : []),
  ];
  const rule = (path: string, lines: string[]) => [path, ...lines.map((l) => `  ${l}`)].join('\n');
  const cache = (value: string) => ['! Cache-Control', `Cache-Control: ${value}`];
  return `${[
    `# Store "${options.slug}": written by scripts/lib/routing-files.ts on every build; do not edit (docs/deploy.md).`,
    rule('/*', [...security.map(([k, v]) => `${k}: ${v}`), `Cache-Control: ${CACHE.html}`]),
    rule('/_astro/*', cache(CACHE.hashed)),
    rule('/catalog/*', cache(CACHE.catalog)),
    rule('/images/*', cache(CACHE.images)),
    rule('/fonts/*', cache(CACHE.fonts)),
  ].join('\n')}\n`;
}

/** The `_redirects` file: one shell page per client-routed section, served by 200 rewrites. */
export function redirectsFile(): string {
  return `${SHELLS.map((s) => `${s.from} ${s.to} 200`).join('\n')}\n`;
}

/** `_routes.json`: only /api/* runs a function, unless the store is gated. */
export function routesJson(gated: boolean): RoutesJson {
  return gated
    ? { version: 1, description: 'Gated store: every request passes the gate (functions/_middleware.ts).', include: ['/*'], exclude: [] }
    : { version: 1, description: 'Ungated store: static files never invoke a function.', include: ['/api/*'], exclude: [] };
}

/** Problems with a `_routes.json` (empty when valid). */
export function routesProblems(routes: RoutesJson): string[] {
  const problems: string[] = [];
  if (routes.version !== 1) problems.push(`version must be 1, is ${String(routes.version)}`);
  if (!Array.isArray(routes.include) || routes.include.length === 0) problems.push('include must list at least one rule');
  if (!Array.isArray(routes.exclude)) problems.push('exclude must be a list');
  const rules = [...(routes.include ?? []), ...(routes.exclude ?? [])];
  if (rules.length > LIMITS.routesRules) problems.push(`${rules.length} rules, more than ${LIMITS.routesRules}`);
  for (const rule of rules) {
    if (typeof rule !== 'string' || !rule.startsWith('/')) problems.push(`rule ${JSON.stringify(rule)} does not start with '/'`);
    else if (rule.length > LIMITS.routeRuleChars) problems.push(`rule ${rule.slice(0, 30)}... is longer than ${LIMITS.routeRuleChars} characters`);
  }
  return problems;
}

/** Problems with a `_headers` file (empty when valid). */
export function headersProblems(text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  const rules = lines.filter((l) => l.startsWith('/') || /^https?:\/\//.test(l));
  if (rules.length > LIMITS.headerRules) problems.push(`${rules.length} header rules, more than ${LIMITS.headerRules}`);
  lines.forEach((l, i) => {
    if (l.length > LIMITS.headerLineChars) problems.push(`line ${i + 1} has ${l.length} characters, more than ${LIMITS.headerLineChars}`);
  });
  return problems;
}

/** Problems with a `_redirects` file (empty when valid). */
export function redirectsProblems(text: string): string[] {
  const rules = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const dynamic = rules.filter((l) => /[*:]/.test(l.split(/\s+/)[0] ?? '')).length;
  const problems: string[] = [];
  if (dynamic > LIMITS.redirectsDynamic) problems.push(`${dynamic} dynamic redirects, more than ${LIMITS.redirectsDynamic}`);
  if (rules.length - dynamic > LIMITS.redirectsStatic) problems.push(`${rules.length - dynamic} static redirects, more than ${LIMITS.redirectsStatic}`);
  for (const rule of rules) if (rule.split(/\s+/).length < 2) problems.push(`redirect "${rule}" needs a source and a destination`);
  return problems;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/**
 * Base64 SHA-256 of every inline script of an HTML page that a browser would run. `encoding` is how
 * the page was decoded: a page read as latin1 hashes its scripts' bytes back as latin1.
 */
export function inlineScriptHashes(html: string, encoding: 'utf8' | 'latin1' = 'utf8'): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attrs = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = (/\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? '').toLowerCase();
    if (!JS_TYPES.has(type)) continue; // JSON-LD and JSON data blocks are never run
    hashes.push(createHash('sha256').update(match[2] ?? '', encoding).digest('base64'));
  }
  return hashes;
}

/** Inline event handler attributes (onclick=...), which a hash-based CSP blocks. */
export function inlineHandlers(html: string): string[] {
  // The tag-aware pattern is slow over a 10,000-page build: run it only on pages that could match.
  if (!/\son[a-z]+\s*=/i.test(html)) return [];
  return [...html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)].map((m) => m[1] as string);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

export interface InlineScan {
  hashes: string[];
  handlers: string[];
  pages: number;
}

/** One page's inline script hashes (for the CSP) and inline handlers. */
export interface PageInline {
  hashes: string[];
  handlers: string[];
}

/**
 * One page's inline script hashes and handlers, from its text read as latin1 (one character per
 * byte: twice as fast as decoding UTF-8, the patterns are ASCII, and each script hashes over its
 * page's exact bytes).
 */
export function inlineScan(latin1: string): PageInline {
  return { hashes: inlineScriptHashes(latin1, 'latin1'), handlers: inlineHandlers(latin1) };
}

/**
 * The distinct inline script hashes (and inline handlers) over every HTML page of a build. `known`
 * has them for the pages the renderer wrote (scripts/lib/page-record.ts); only the others are read
 * (a store's own HTML files, the listing 404 copy).
 */
export async function scanInlineScripts(out: string, known: Record<string, PageInline> = {}, html?: string[]): Promise<InlineScan> {
  const hashes = new Set<string>();
  const handlers = new Set<string>();
  const files = html ? html.map((file) => join(out, file)) : await htmlFiles(out);
  const add = (scan: PageInline) => {
    for (const h of scan.hashes) hashes.add(h);
    for (const h of scan.handlers) handlers.add(h);
  };
  const unknown = files.filter((file) => {
    const scan = known[relative(out, file)];
    if (scan) add(scan);
    return !scan;
  });
  for (let i = 0; i < unknown.length; i += 64) {
    const texts = await Promise.all(unknown.slice(i, i + 64).map((f) => readFile(f, 'latin1')));
    for (const html of texts) add(inlineScan(html));
  }
  return { hashes: [...hashes].sort(), handlers: [...handlers].sort(), pages: files.length };
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export interface RoutingFiles {
  routes: RoutesJson;
  headers: string;
  redirects: string;
}

/** The three files for a store, from its snapshot and the inline scripts of its pages. */
export function routingFiles(
  snapshot: Pick<StoreSnapshot, 'slug' | 'preview' | 'settings'>,
  scan: Pick<InlineScan, 'hashes'>,
  assetBase?: string,
  tagOrigins: CspOptions['tagOrigins'] = null,
): RoutingFiles {
  const base = { slug: snapshot.slug, preview: snapshot.preview, scriptHashes: scan.hashes, assetOrigin: originOf(assetBase), tagOrigins };
  let headers = headersFile(base);
  if (headersProblems(headers).length) {
    // Too many distinct inline scripts for one CSP line: fall back to 'unsafe-inline' for scripts.
    headers = headersFile({ ...base, unsafeInlineScripts: true });
  }
  return { routes: routesJson(snapshot.settings.gated), headers, redirects: redirectsFile() };
}

/** Writes `_routes.json`, `_headers` and `_redirects` into a built store's output folder. */
/** The files writeRoutingFiles writes at the top of the site. */
export const ROUTING_FILES = ['_routes.json', '_headers', '_redirects'] as const;

/** `html`: the site's HTML pages (relative), when the caller has walked the site already. */
export async function writeRoutingFiles(out: string, snapshot: StoreSnapshot, known: Parameters<typeof scanInlineScripts>[1] = {}, html?: string[]): Promise<void> {
  const scan = await scanInlineScripts(out, known, html);
  // The marketing tags' origins only for a store whose pages load them (Base.astro decides the same way).
  const tags = storeMarketingTags(snapshot);
  const files = routingFiles(snapshot, scan, process.env.STORE_ASSET_BASE, hasMarketingTags(tags) ? TAG_CSP_ORIGINS : null);
  if (files.headers.includes("script-src 'self' 'unsafe-inline'")) {
    console.warn(`[${snapshot.slug}] warning: ${scan.hashes.length} distinct inline scripts do not fit one CSP line; script-src falls back to 'unsafe-inline'`);
  }
  if (scan.handlers.length) {
    console.warn(`[${snapshot.slug}] warning: inline event handlers (${scan.handlers.join(', ')}) are blocked by the Content-Security-Policy`);
  }
  const problems = [...routesProblems(files.routes), ...headersProblems(files.headers), ...redirectsProblems(files.redirects)];
  if (problems.length) throw new Error(`Store "${snapshot.slug}": invalid routing files: ${problems.join('; ')}`);
  await writeFile(join(out, '_routes.json'), `${JSON.stringify(files.routes, null, 2)}\n`);
  await writeFile(join(out, '_headers'), files.headers);
  await writeFile(join(out, '_redirects'), files.redirects);
}
