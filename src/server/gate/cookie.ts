import { b64url, constantTimeEqual, fromB64url, hmac } from './crypto';

export const COOKIE_MAX_AGE = 30 * 86_400;

/**
 * One cookie per store (slugs lower-cased, decisions 5). `__Host-`: the browser takes it only with
 * Secure, Path=/ and no Domain, so no subdomain or plain-http page can plant or overwrite it.
 */
export const cookieName = (slug: string) => `__Host-gate_${slug.toLowerCase().replace(/[^a-z0-9-]/g, '')}`;

/**
 * `<expires>.<mac>`: the MAC covers the store, the expiry and the access code's hash, under the signing
 * key (GATE_COOKIE_SECRET, else the code's hash). The code's hash is in it whatever the key, so changing
 * the access code signs every shopper out, also where the key is a secret of its own (every deploy).
 * Signed here rather than with hono/cookie's signed cookies, whose MAC covers the value alone: the expiry
 * must be in it, or a copied cookie would open the store for ever.
 */
export async function signGateCookie(secret: string, slug: string, codeHash: string, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + COOKIE_MAX_AGE;
  return `${expires}.${b64url(await hmac(secret, signed(slug, expires, codeHash)))}`;
}

export async function verifyGateCookie(secret: string, slug: string, codeHash: string, value: string | undefined, now = Date.now()): Promise<boolean> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 < now) return false;
  const mac = fromB64url(match[2] ?? '');
  return mac !== null && constantTimeEqual(mac, await hmac(secret, signed(slug, expires, codeHash)));
}

const signed = (slug: string, expires: number, codeHash: string) => `${slug}.${expires}.${codeHash}`;
