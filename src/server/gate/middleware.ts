import { sameOriginUrl } from '../../lib/same-origin';
import { readStoreConfig } from '../config/load';
import type { Bindings } from '../env';
import { entry } from '../errors/api-error';
import { clientKey } from '../rate-limit/limit';
import { delayFor, failures, MAX_FAILURES, recordFailure, WINDOW_SECONDS } from './attempts';
import { verifyAccessCode } from './access-code';
import { COOKIE_MAX_AGE, cookieName, readCookie, signGateCookie, verifyGateCookie } from './cookie';

// The login page and what it needs to render. Stylesheets and the favicon hold no catalog data;
// scripts and images stay behind the gate.
const OPEN_PATHS = /^\/(?:login\/?|login\/index\.html|favicon\.(?:ico|svg|png)|_astro\/[\w.-]+\.css)$/;

// Provider callbacks authenticate by their signatures, not by the shopper's cookie.
const SIGNED_CALLBACKS = new Set(['/api/v1/payments/stripe/webhook', '/api/v1/fulfilment/events']);
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
 * The password gate in front of every page, asset and API call of a gated store (functions/_middleware.ts).
 * `/login` submits accessCode by GET (to / or /login); the gate checks it in constant time, sets a signed
 * HttpOnly cookie and redirects at once to the address without the code (decisions 25).
 */
export async function gateRequest(request: Request, env: Bindings, next: () => Promise<Response>): Promise<Response> {
  const config = await readStoreConfig(env.DB);
  if (!config?.gated) return next();
  const url = new URL(request.url);
  if (SIGNED_CALLBACKS.has(url.pathname) || TOKEN_ROUTES.test(url.pathname)) return next();
  const secret = env.GATE_COOKIE_SECRET ?? env.ACCESS_CODE_HASH ?? '';
  const name = cookieName(config.slug);
  const code = url.searchParams.get('accessCode');
  if (code !== null) return login(request, env, url, code, secret, config.slug, name);
  if (secret && (await verifyGateCookie(secret, config.slug, readCookie(request.headers.get('cookie'), name)))) return next();
  if (OPEN_PATHS.test(url.pathname)) return next();
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    return Response.json({ errors: [entry(401, 'access_code_required', 'This store needs an access code.')] }, { status: 401, headers: HEADERS });
  }
  return redirect(loginUrl(url.origin, `${url.pathname}${url.search}`));
}

async function login(request: Request, env: Bindings, url: URL, code: string, secret: string, slug: string, name: string): Promise<Response> {
  const client = clientKey({ header: (h) => request.headers.get(h) ?? undefined });
  const returnTo = url.searchParams.get('returnTo');
  url.searchParams.delete('accessCode');
  url.searchParams.delete('returnTo');
  url.searchParams.delete('error');
  const target = returnTo ?? (url.pathname.startsWith('/login') ? '/' : `${url.pathname}${url.search}`);
  const before = await failures(env.DB, client);
  if (before >= MAX_FAILURES) return redirect(loginUrl(url.origin, null, 'locked'), { 'Retry-After': String(WINDOW_SECONDS) });
  const ok = env.ACCESS_CODE_HASH !== undefined && secret !== '' && (await verifyAccessCode(code, env.ACCESS_CODE_HASH));
  if (!ok) {
    const count = await recordFailure(env.DB, client);
    const wait = delayFor(count, Number(env.GATE_DELAY_MS ?? 500));
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    return redirect(loginUrl(url.origin, returnTo, count >= MAX_FAILURES ? 'locked' : 'invalid'));
  }
  const cookie = `${name}=${await signGateCookie(secret, slug)}; Max-Age=${COOKIE_MAX_AGE}; Path=/; HttpOnly; Secure; SameSite=Lax`;
  return redirect(sameOriginUrl(target, url.origin), { 'Set-Cookie': cookie });
}
