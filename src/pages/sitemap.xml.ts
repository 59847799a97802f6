import type { APIRoute } from 'astro';
import { listedTiles, loadSnapshot } from '../catalog/load';
import { collectionRoutes } from '../catalog/routes';
import { absoluteUrl } from '../lib/seo';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Public pages only: unlisted and private listings are reachable by address but never indexed (decisions 6). */
export const GET: APIRoute = ({ site }) => {
  const snapshot = loadSnapshot();
  const paths = ['/'];
  if (!snapshot.preview) {
    paths.push(...collectionRoutes(snapshot).map((r) => `/${r.collection.slug}/`));
    // From the tiles (a tile's visibility is its listing's: src/catalog/normalize.ts), in store order,
    // once per listing: a render process that holds only some listings (a shard) writes the same map.
    const listed = new Set(listedTiles(snapshot).filter((t) => t.visibility === 'public').map((t) => t.listingSlug));
    paths.push(...[...listed].map((slug) => `/listing/${slug}/`));
    if (snapshot.theme.content.header.showAbout) paths.push('/about/');
    paths.push('/terms-of-use/', '/privacy-policy/');
  }
  const lastmod = snapshot.pulledAt.slice(0, 10);
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(site, path))}</loc><lastmod>${lastmod}</lastmod></url>`).join('\n')}
</urlset>
`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
