import { sameOriginUrl } from '../../lib/same-origin';
import { readStoreConfig } from '../config/load';
import type { Bindings } from '../env';
import { entry } from '../errors/api-error';
import { clientNetwork } from '../rate-limit/network';
import { CLIENT_LIMIT, countAttempt, delayFor, refundAttempt } from './attempts';
import { verifyAccessCode } from './access-code';
import { parse, serialize } from 'hono/utils/cookie';
import { COOKIE_MAX_AGE, cookieName, signGateCookie, verifyGateCookie } from './cookie';

// The login page and what it needs to render. Stylesheets and the favicon hold no catalog data;
// scripts and images stay behind the gate.
const OPEN_PATHS = /^\/(?:login\/?|login\/index\.html|favicon\.(?:ico|svg|png)|_astro\/[\w.-]+\.css)$/;

// Provider callbacks authenticate by their signatures, not by the shopper's cookie.
const SIGNED_CALLBACKS = new Set(['/api/v1/payments/stripe/webhook', '/api/v1/payments/paypal/webhook', '/api/v1/fulfilment/events']);
// The seller's attention list authenticates by its bearer token (SELLER_API_TOKEN), not the shop's code.
const TOKEN_ROUTES = /^\/api\/v1\/seller\//;

const HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin' };

function redirect(location: string, extra: Record<string, string> = {}): Response {
  return new Response(null, { status: 302, headers: { Location: location, ...HEADERS, ...extra } });
}

function loginUrl(origin: string, returnTo: string | null, error?: string): string {
  const url = new URL('/login', origin);
  if (returnTo && returnTo !== '/') url.searchParams.set('returnTo', returnTo);
  if (error) url.searchParams.set('error', error);
  return url.href;
}

/**
 * Browsers say what a request is for (Fetch Metadata); a client that says nothing is taken at its word.
 * From another site only a navigation the visitor made counts (`Sec-Fetch-User: ?1`: a link clicked in a
 * mail); a script that keeps setting a popup's location makes navigations too, but not the user's.
 */
function isNavigation(request: Request): boolean {
  const dest = request.headers.get('sec-fetch-dest');
  const mode = request.headers.get('sec-fetch-mode');
  const site = request.headers.get('sec-fetch-site');
  const fromElsewhere = site !== null && site !== 'same-origin' && site !== 'none';
  return (dest === null || dest === 'document') && (mode === null || mode === 'navigate') && (!fromElsewhere || request.headers.get('sec-fetch-user') === '?1');
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Whatever a gated store answers is one visitor's: a shared cache must never keep it (the pages'
 * own `_headers` say `public, s-maxage=60`), and what it answers depends on the gate cookie.
 */
function privately(response: Response): Response {
  const out = new Response(response.body, response);
  out.headers.set('Cache-Control', 'private, no-store');
  const vary = out.headers.get('Vary');
  if (!vary || !/(^|,)\s*cookie\s*(,|$)/i.test(vary)) out.headers.set('Vary', vary ? `${vary}, Cookie` : 'Cookie');
  return out;
}

/** Without its settings row the store cannot tell whether it is gated: it stays shut (issue 17). */
function notConfigured(url: URL): Response {
  if (isApi(url.pathname)) {
    return Response.json({ errors: [entry(503, 'store_not_configured', 'The store is not ready yet.')] }, { status: 503, headers: { ...HEADERS, 'Retry-After': '60' } });
  }
  return new Response('This store is not ready yet.', { status: 503, headers: { ...HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' } });
}

/**
 * The password gate in front of every page, asset and API call of a gated store (functions/_middleware.ts).
 * `/login` submits accessCode by GET (to / or /login); the gate counts the attempt, checks the code in
 * constant time, sets a signed HttpOnly cookie and redirects at once to the address without the code
 * (decisions 25). docs/security.md, "Password gate".
 */
export async function gateRequest(request: Request, env: Bindings, next: () => Promise<Response>): Promise<Response> {
  const config = await readStoreConfig(env.DB);
  const url = new URL(request.url);
  if (!config) return notConfigured(url);
  if (!config.gated) return next();
  return privately(await gated(request, env, url, config.slug, next));
}

async function gated(request: Request, env: Bindings, url: URL, slug: string, next: () => Promise<Response>): Promise<Response> {
  if (SIGNED_CALLBACKS.has(url.pathname) || TOKEN_ROUTES.test(url.pathname)) return next();
  const secret = env.GATE_COOKIE_SECRET ?? env.ACCESS_CODE_HASH ?? '';
  const name = cookieName(slug);
  const code = url.searchParams.get('accessCode');
  if (code !== null) return login(request, env, url, code, secret, slug, name);
  if (secret && (await verifyGateCookie(secret, slug, env.ACCESS_CODE_HASH ?? '', parse(request.headers.get('cookie') ?? '', name)[name]))) return next();
  if (OPEN_PATHS.test(url.pathname)) return next();
  if (isApi(url.pathname)) {
    return Response.json({ errors: [entry(401, 'access_code_required', 'This store needs an access code.')] }, { status: 401, headers: HEADERS });
  }
  return redirect(loginUrl(url.origin, `${url.pathname}${url.search}`));
}

async function login(request: Request, env: Bindings, url: URL, code: string, secret: string, slug: string, name: string): Promise<Response> {
  const network = clientNetwork((h) => request.headers.get(h));
  const returnTo = url.searchParams.get('returnTo');
  url.searchParams.delete('accessCode');
  url.searchParams.delete('returnTo');
  url.searchParams.delete('error');
  const target = returnTo ?? (url.pathname.startsWith('/login') ? '/' : `${url.pathname}${url.search}`);
  // Only a page the visitor opens logs in: any site could otherwise have its visitors' browsers guess
  // codes in images or no-cors fetches, locking their networks out and using up the store's ceiling.
  if (!isNavigation(request)) return redirect(loginUrl(url.origin, returnTo));
  // Counted before the code is looked at: parallel guesses each get their own count, and a check
  // that never finishes has still used its attempt. Past the limit, even the right code waits.
  const attempt = await countAttempt(env.DB, network);
  if (!attempt.allowed) return redirect(loginUrl(url.origin, null, 'locked'), { 'Retry-After': String(attempt.retryAfter) });
  const ok = env.ACCESS_CODE_HASH !== undefined && secret !== '' && (await verifyAccessCode(code, env.ACCESS_CODE_HASH));
  if (!ok) {
    const wait = delayFor(attempt.clientCount, Number(env.GATE_DELAY_MS ?? 500));
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    return redirect(loginUrl(url.origin, returnTo, attempt.clientCount >= CLIENT_LIMIT ? 'locked' : 'invalid'));
  }
  await refundAttempt(env.DB, network);
  // Hono's cookie helpers, outside a Hono app: this runs as the Pages middleware on a plain Request.
  const cookie = serialize(name, await signGateCookie(secret, slug, env.ACCESS_CODE_HASH ?? ''), { maxAge: COOKIE_MAX_AGE, path: '/', httpOnly: true, secure: true, sameSite: 'Lax' });
  return redirect(sameOriginUrl(target, url.origin), { 'Set-Cookie': cookie });
}
