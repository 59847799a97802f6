/**
 * A return or redirect address sent by a client, kept on the store's own origin (decisions 22).
 * Browsers read `//host`, `/\host` and `https:host` as other sites, and tolerate tabs and
 * newlines inside URLs; everything is resolved against our origin and only our origin's path kept.
 * Returns an absolute URL on `origin`, or the fallback path when the value leaves the store.
 */
export function sameOriginUrl(value: string | null | undefined, origin: string, fallback = '/'): string {
  const home = new URL(fallback, origin).href;
  if (!value) return home;
  let text = value.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(text); i++) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return home;
    }
  }
  text = text.replace(/[\u0000-\u001F\u007F]/g, '');
  if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\')) return home;
  if (text.includes('\\')) return home;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return home;
  }
  if (url.origin !== new URL(origin).origin) return home;
  // "/.//evil.com" normalises to the path "//evil.com": collapse leading slashes so a relative use stays local too.
  const path = url.pathname.replace(/^\/+/, '/');
  return `${new URL(origin).origin}${path}${url.search}${url.hash}`;
}
