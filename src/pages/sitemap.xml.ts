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
    const listed = new Set(listedTiles(snapshot).map((t) => t.listingSlug));
    paths.push(...snapshot.listings.filter((l) => l.visibility === 'public' && listed.has(l.slug)).map((l) => `/listing/${l.slug}/`));
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
