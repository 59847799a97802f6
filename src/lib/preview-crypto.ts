/**
 * The encrypted preview fragment (browsing spec 1: "in preview mode, theme data can be overridden by an
 * encrypted data fragment in the page address"). Scheme, version 1:
 *
 *   #preview=<base64url( iv[12] || AES-256-GCM(JSON payload) with its 16-byte tag )>
 *   key: 32 random bytes, base64url (PREVIEW_THEME_KEY), given to preview builds only
 *   additional data: "preview-theme:v1:<store slug>", so a fragment opens only on the store it was made for
 *
 * GCM authenticates as well as encrypts: a changed or foreign fragment fails to open and is ignored.
 * Web Crypto only, so the same code seals in Node (scripts/preview-fragment.ts) and opens in the browser.
 */
export const PREVIEW_PARAM = 'preview';
const IV_BYTES = 12;
const KEY_BYTES = 32;
/** A theme preview is a few hundred bytes; anything far larger is not ours. */
export const MAX_FRAGMENT_CHARS = 8_192;

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The key's bytes, or null unless it is exactly 32 bytes of base64url. */
export function parsePreviewKey(text: string | null | undefined): Uint8Array<ArrayBuffer> | null {
  const bytes = base64UrlDecode((text ?? '').trim());
  return bytes && bytes.length === KEY_BYTES ? bytes : null;
}

export function newPreviewKey(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

const additionalData = (slug: string) => new TextEncoder().encode(`preview-theme:v1:${slug.toLowerCase()}`);

async function importKey(key: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const bytes = parsePreviewKey(key);
  if (!bytes) throw new Error('The preview key must be 32 bytes in base64url (scripts/preview-fragment.ts --new-key makes one)');
  return crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, [usage]);
}

/** Seals a payload for one store into the fragment's value (without "#preview="). */
export async function sealPreview(payload: unknown, key: string, slug: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(slug) }, await importKey(key, 'encrypt'), plain));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return base64UrlEncode(out);
}

/** Opens a fragment value: the parsed JSON payload, or null for anything that is not a sealed fragment of this store. */
export async function openPreview(value: string, key: string, slug: string): Promise<unknown> {
  if (value.length > MAX_FRAGMENT_CHARS) return null;
  const bytes = base64UrlDecode(value);
  if (!bytes || bytes.length <= IV_BYTES + 16) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: additionalData(slug) },
      await importKey(key, 'decrypt'),
      bytes.slice(IV_BYTES),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    return null;
  }
}

/** The fragment value in a page address's hash ("#preview=...", possibly among other hash parameters). */
export function previewParam(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(PREVIEW_PARAM);
  return value ? value : null;
}
