import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import {
  CACHE,
  LIMITS,
  headersProblems,
  inlineScriptHashes,
  redirectsProblems,
  routesProblems,
  routingFiles,
  writeRoutingFiles,
  type RoutesJson,
} from '../../scripts/lib/routing-files';

const sha = (text: string) => createHash('sha256').update(text).digest('base64');
const snapshot = (gated: boolean, preview = false) =>
  ({ slug: 'shop', preview, settings: { gated } }) as unknown as StoreSnapshot;

/** Parses a _headers file into path -> header lines (in order), as Cloudflare Pages reads it. */
function parseHeaders(text: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) rules.set(line.trim(), (current = []));
    else current?.push(line.trim());
  }
  return rules;
}

/** The header value a path gets: catch-all first, then the more specific rule (with '! Name' detaching). */
function headerFor(text: string, path: string, name: string): string | undefined {
  const values: string[] = [];
  for (const [pattern, lines] of parseHeaders(text)) {
    const re = new RegExp(`^${pattern.replaceAll('*', '.*')}$`);
    if (!re.test(path)) continue;
    for (const line of lines) {
      if (line.toLowerCase() === `! ${name.toLowerCase()}`) values.length = 0;
      else if (line.toLowerCase().startsWith(`${name.toLowerCase()}:`)) values.push(line.slice(name.length + 1).trim());
    }
  }
  return values.length ? values.join(', ') : undefined;
}

describe('_routes.json', () => {
  it('sends only /api/* to functions for an ungated store', () => {
    const { routes } = routingFiles(snapshot(false), { hashes: [] });
    expect(routes.include).toEqual(['/api/*']);
    expect(routes.exclude).toEqual([]);
    expect(routesProblems(routes)).toEqual([]);
  });

  it('sends everything through the gate for a gated store', () => {
    const { routes } = routingFiles(snapshot(true), { hashes: [] });
    expect(routes.include).toEqual(['/*']);
    expect(routesProblems(routes)).toEqual([]);
  });

  it('rejects more than 100 rules and patterns without a leading slash', () => {
    const many: RoutesJson = { version: 1, include: Array.from({ length: 60 }, (_, i) => `/a${i}/*`), exclude: Array.from({ length: 41 }, (_, i) => `/b${i}`) };
    expect(routesProblems(many).join()).toMatch(/101 rules, more than 100/);
    expect(routesProblems({ version: 1, include: ['api/*'], exclude: [] }).join()).toMatch(/does not start with '\/'/);
    expect(routesProblems({ version: 1, include: [], exclude: [] }).join()).toMatch(/at least one rule/);
  });
});

describe('_headers', () => {
  const { headers } = routingFiles(snapshot(false), { hashes: [sha('document.documentElement.className = "js";')] });

  it('stays within the Pages limits', () => {
    expect(headersProblems(headers)).toEqual([]);
    expect([...parseHeaders(headers).keys()].length).toBeLessThanOrEqual(LIMITS.headerRules);
  });

  it('caches hashed assets for a year, HTML and catalog JSON briefly', () => {
    expect(headerFor(headers, '/_astro/client.BkDVtqqA.js', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(headerFor(headers, '/', 'Cache-Control')).toBe(CACHE.html);
    expect(headerFor(headers, '/listing/owl-hours/', 'Cache-Control')).toMatch(/max-age=0\b.*s-maxage=60.*stale-while-revalidate/);
    expect(headerFor(headers, '/catalog/collections/summer/from-2.json', 'Cache-Control')).toMatch(/^public, max-age=60\b/);
    expect(headerFor(headers, '/images/a/b.svg', 'Cache-Control')).toBe(CACHE.images);
  });

  it('sends the security headers on every path', () => {
    for (const path of ['/', '/_astro/x.js', '/catalog/a.json']) {
      expect(headerFor(headers, path, 'X-Content-Type-Options')).toBe('nosniff');
      expect(headerFor(headers, path, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(headerFor(headers, path, 'X-Frame-Options')).toBe('DENY');
      expect(headerFor(headers, path, 'Permissions-Policy')).toMatch(/camera=\(\)/);
    }
    expect(headerFor(headers, '/', 'X-Robots-Tag')).toBeUndefined();
    expect(headerFor(routingFiles(snapshot(false, true), { hashes: [] }).headers, '/', 'X-Robots-Tag')).toMatch(/noindex/);
  });

  it('has a CSP that allows the store, its hashed inline scripts, Stripe and PayPal, and nothing inline for scripts', () => {
    const csp = headerFor(headers, '/', 'Content-Security-Policy') ?? '';
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toContain(`'sha256-${sha('document.documentElement.className = "js";')}'`);
    expect(directive('script-src')).toContain('https://js.stripe.com');
    expect(directive('script-src')).toContain('https://*.paypal.com');
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('script-src')).not.toContain('unsafe-eval');
    expect(directive('style-src')).toContain("'unsafe-inline'");
    expect(directive('connect-src')).toContain('https://api.stripe.com');
    expect(directive('frame-src')).toContain('https://hooks.stripe.com');
    expect(directive('frame-src')).toContain('https://www.paypal.com');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  it('falls back to unsafe-inline scripts when the hashes do not fit one 2,000-character line', () => {
    const hashes = Array.from({ length: 40 }, (_, i) => sha(`script ${i}`));
    const { headers: big } = routingFiles(snapshot(false), { hashes });
    expect(headersProblems(big)).toEqual([]);
    expect(big).toContain("script-src 'self' 'unsafe-inline'");
    expect(big).not.toContain('sha256-');
  });

  it('adds the theme asset origin to style and font sources', () => {
    const { headers: withBase } = routingFiles(snapshot(false), { hashes: [] }, 'https://cdn.example.com/assets/');
    expect(headerFor(withBase, '/', 'Content-Security-Policy')).toMatch(/font-src 'self' data: https:\/\/cdn\.example\.com;/);
  });
});

describe('inline scripts', () => {
  it('hashes scripts a browser runs and skips data blocks and external scripts', () => {
    const html = [
      '<script>document.documentElement.className = \'js\';</script>',
      '<script type="module">const a=1;</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="application/json" id="props">{"a":1}</script>',
      '<script type="module" src="/_astro/x.js"></script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha("document.documentElement.className = 'js';"), sha('const a=1;')]);
  });

  it('hashes the same bytes when the page is read as latin1, as the build scan reads it', () => {
    const script = "toast('Gespeichert – schön 👍')";
    const page = Buffer.from(`<p>Café</p><script>${script}</script>`, 'utf8');
    expect(inlineScriptHashes(page.toString('latin1'), 'latin1')).toEqual([sha(script)]);
  });
});

describe('_redirects', () => {
  it('serves each client-routed section from one shell page with a 200 rewrite', () => {
    const { redirects } = routingFiles(snapshot(false), { hashes: [] });
    expect(redirects.trim().split('\n')).toEqual([
      '/checkout/* /checkout/shell/ 200',
      '/checkout-complete/* /checkout-complete/shell/ 200',
      '/track/order/* /track/order/shell/ 200',
    ]);
    expect(redirectsProblems(redirects)).toEqual([]);
  });
});

describe('writeRoutingFiles', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('writes the three files with the hashes of the inline scripts found in the build', async () => {
    const out = await mkdtemp(join(tmpdir(), 'routing-'));
    dirs.push(out);
    await mkdir(join(out, 'listing', 'a'), { recursive: true });
    await writeFile(join(out, 'index.html'), '<html><script>one()</script></html>');
    await writeFile(join(out, 'listing', 'a', 'index.html'), '<html><script type="module">two()</script><script>one()</script></html>');
    await writeRoutingFiles(out, snapshot(true));
    const headers = await readFile(join(out, '_headers'), 'utf8');
    expect(headers).toContain(`'sha256-${sha('one()')}'`);
    expect(headers).toContain(`'sha256-${sha('two()')}'`);
    expect(JSON.parse(await readFile(join(out, '_routes.json'), 'utf8')).include).toEqual(['/*']);
    expect(await readFile(join(out, '_redirects'), 'utf8')).toContain('/checkout/* /checkout/shell/ 200');
  });
});
