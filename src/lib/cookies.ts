/**
 * The one cookie reader and writer of the browser code (issue 18): pages and islands pass it
 * `document.cookie`, the tests a string. Values are returned as stored, not URI-decoded: each cookie's
 * own module (cart-cookie.ts, i18n/preferences.ts, attribution.ts) decodes its format. The server reads
 * cookies with hono/cookie instead. Kept tiny: it is on every page before any interaction.
 */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** Whether the cookie is set at all (any value). */
export const hasCookie = (cookies: string, name: string): boolean => cookieValue(cookies, name) !== null;

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  secure?: boolean;
}

/** A `document.cookie` string: the whole site, same-site requests only. */
export function cookieString(name: string, value: string, options: CookieOptions): string {
  return `${name}=${value}; Path=/; Max-Age=${options.maxAge}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}
