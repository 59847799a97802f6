import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { b64url, constantTimeEqual } from '../gate/crypto';

/**
 * Who may read and change a checkout (issue 17): the browser that created it. Creating a checkout
 * hands the browser a random owner token in an HttpOnly cookie and stores only the token's SHA-256
 * on the checkout; the checkout id alone (in the address bar, in a shared link) opens nothing.
 * One token per browser: a second checkout from the same browser reuses it, so every checkout a
 * shopper started stays theirs. docs/security.md, "Checkout ownership".
 */
export const OWNER_COOKIE = '__Host-checkout';
// Unsigned on purpose: the token is random and only its hash is stored, so a forged one opens nothing.
const NAME = 'checkout';
/** As long as an abandoned checkout is kept (src/server/checkout/expire.ts). */
export const OWNER_COOKIE_MAX_AGE = 30 * 86_400;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The owner token the request carries, when it is one of ours in shape. */
export function ownerTokenOf(c: Context): string | null {
  const value = getCookie(c, NAME, 'host');
  return value !== undefined && TOKEN.test(value) ? value : null;
}

export function newOwnerToken(): string {
  return b64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** `__Host-`: Secure, Path=/ and no Domain, so no subdomain or plain-http page can plant it. */
export function setOwnerCookie(c: Context, token: string): void {
  setCookie(c, NAME, token, { prefix: 'host', maxAge: OWNER_COOKIE_MAX_AGE, path: '/', httpOnly: true, secure: true, sameSite: 'Lax' });
}

export async function ownerHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether the token opens a checkout stored with `storedHash`; a checkout without one opens to nobody. */
export async function ownsWith(storedHash: string | null | undefined, token: string | null): Promise<boolean> {
  if (!storedHash || !token) return false;
  const enc = new TextEncoder();
  return constantTimeEqual(enc.encode(await ownerHash(token)), enc.encode(storedHash));
}
