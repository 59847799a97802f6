import type { RouteData, SSRManifest } from 'astro';
import { App } from 'astro/app';
import { useSnapshot } from '../catalog/load';
import type { StoreSnapshot } from '../catalog/snapshot';

/** One page of a store: its address, the route and parameters that render it, and its file in the site. */
export interface StorePage {
  path: string;
  /** The route's source file, e.g. src/pages/listing/[slug].astro. */
  route: string;
  params: Record<string, string | undefined>;
  /** Relative to the site's folder, as `astro build` names it (build.format 'directory'). */
  file: string;
}

/**
 * Lists and renders a store's pages with the bundled site (adapter.ts): the same page modules, props
 * from the same getStaticPaths, and the same output files as a static `astro build`.
 */
export function storePages(manifest: SSRManifest) {
  const routes = manifest.routes
    .map((info) => info.routeData)
    .filter((route) => route.origin === 'project' && (route.type === 'page' || route.type === 'endpoint'));
  // Astro gives a route its getStaticPaths props only when it is prerendered (render/params-and-props.js).
  for (const route of routes) route.prerender = true;
  // Each render asks for its page module by a dynamic import(): once per route is enough (a module
  // loader hook, such as tsx's, otherwise answers thousands of them).
  if (manifest.pageMap) manifest.pageMap = new Map([...manifest.pageMap].map(([component, load]) => [component, once(load)]));
  const byComponent = new Map(routes.map((route) => [route.component, route]));

  return {
    /**
     * Loads every page's module: a render process does it while the store is pulled (scripts/render-pages.ts),
     * instead of at its first page, in a rebuild that renders a few pages.
     */
    async preload(): Promise<void> {
      for (const load of manifest.pageMap?.values() ?? []) await (await load()).page();
    },

    /** Every page of the snapshot, in Astro's route order; a path two routes give goes to the first, as in a static build. */
    async list(snapshot: StoreSnapshot): Promise<StorePage[]> {
      useSnapshot(snapshot);
      const pages: StorePage[] = [];
      const seen = new Set<string>();
      for (const route of routes) {
        for (const params of await paramsOf(manifest, route)) {
          const path = route.generate(params);
          if (seen.has(path)) continue;
          seen.add(path);
          pages.push({ path, route: route.component, params, file: outFile(path, route) });
        }
      }
      return pages;
    },

    /** A renderer for one snapshot (Astro caches each route's getStaticPaths per App). */
    open(snapshot: StoreSnapshot) {
      useSnapshot(snapshot);
      const app = new App(manifest);
      const origin = manifest.site ?? 'http://localhost';
      return async (page: StorePage): Promise<Uint8Array> => {
        const route = byComponent.get(page.route);
        if (!route) throw new Error(`No route ${page.route} in this renderer: its code is older than the page list`);
        useSnapshot(snapshot);
        const url = new URL(requestPath(page.path, route), origin);
        const response = await app.render(new Request(url), { routeData: route });
        const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
        if (location) return new TextEncoder().encode(redirectPage(response.status, location, manifest.site, url.pathname, manifest.compressHTML));
        const expected = route.route === '/404' ? 404 : 200;
        if (response.status !== expected) throw new Error(`${page.path} rendered with status ${response.status} (see the error above)`);
        return new Uint8Array(await response.arrayBuffer());
      };
    },
  };
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

async function paramsOf(manifest: SSRManifest, route: RouteData): Promise<Record<string, string | undefined>[]> {
  if (route.params.length === 0) return [{}];
  const load = manifest.pageMap?.get(route.component);
  if (!load) throw new Error(`The renderer has no module for ${route.component}`);
  const page = await (await load()).page();
  if (!page.getStaticPaths) throw new Error(`${route.component} has parameters but no getStaticPaths`);
  const paths = await Promise.resolve(page.getStaticPaths({ paginate: () => [], routePattern: route.route }));
  return paths.flat().map((entry) => entry.params as Record<string, string | undefined>);
}

/**
 * A page that redirects (Astro.redirect) becomes a page that sends the browser on, as a static build
 * writes it (astro/dist/core/build/generate.js generatePath, core/routing/3xx.js redirectTemplate).
 */
function redirectPage(status: number, location: string, site: string | undefined, from: string, compress: boolean): string {
  const absolute = site ? new URL(location, site).toString() : location;
  const delay = status === 302 ? 2 : 0;
  const body = `<!doctype html>
<title>Redirecting to: ${location}</title>
<meta http-equiv="refresh" content="${delay};url=${location}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${absolute}">
<body>
\t<a href="${location}">Redirecting from <code>${from}</code> to <code>${location}</code></a>
</body>`;
  return compress ? body.replaceAll('\n', '') : body;
}

/** The address a static build requests a page at (astro/dist/core/build/generate.js getUrlForPath, format 'directory'). */
function requestPath(path: string, route: RouteData): string {
  if (path === '/' || route.type === 'endpoint') return path;
  return `/${path.replace(/^\/|\/$/g, '')}/`;
}

/** The file a static build writes a page to (astro/dist/core/build/common.js getOutFile, format 'directory'). */
function outFile(path: string, route: RouteData): string {
  const trimmed = path.replace(/^\/|\/$/g, '');
  if (route.type === 'endpoint') return trimmed;
  if (path === '/404' || path === '/500') return `${trimmed}.html`;
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}
