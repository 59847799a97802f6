import type { APIRoute } from 'astro';
import { loadSnapshot } from '../catalog/load';
import { absoluteUrl } from '../lib/seo';

/** A preview build is never indexed; a public one keeps crawlers out of cart, checkout and the API. */
export const GET: APIRoute = ({ site }) => {
  const snapshot = loadSnapshot();
  const body = snapshot.preview
    ? 'User-agent: *\nDisallow: /\n'
    : `User-agent: *\nDisallow: /cart\nDisallow: /checkout\nDisallow: /checkout-complete\nDisallow: /thankyou\nDisallow: /api/\nDisallow: /search\nDisallow: /listing-not-found\n\nSitemap: ${absoluteUrl(site, '/sitemap.xml')}\n`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
