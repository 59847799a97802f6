export const PLATFORM_TOLERANCE_SECONDS = 300;

const enc = new TextEncoder();

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function key(secret: string, usage: 'sign' | 'verify') {
  return crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/**
 * `X-Platform-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "t.rawBody"}` (decisions 27), checked
 * on the raw body as received. crypto.subtle.verify compares in constant time; a timestamp more than
 * 300 s away from now (either way) is refused, so a captured request cannot be sent again later.
 */
export async function verifyPlatformSignature(rawBody: string, header: string | undefined, secret: string | undefined, nowSeconds = Math.floor(Date.now() / 1000)): Promise<SignatureCheck> {
  if (!header || !secret) return { ok: false, reason: 'missing' };
  const parts = header.split(',').map((p) => p.trim().split('=') as [string, string | undefined]);
  const tText = parts.find(([k]) => k === 't')?.[1];
  const signatures = parts.filter(([k, v]) => k === 'v1' && v !== undefined && /^[0-9a-fA-F]{64}$/.test(v)).map(([, v]) => (v as string).toLowerCase());
  if (!tText || !/^\d{1,12}$/.test(tText) || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const t = Number(tText);
  if (Math.abs(nowSeconds - t) > PLATFORM_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const k = await key(secret, 'verify');
  const data = enc.encode(`${tText}.${rawBody}`);
  for (const s of signatures) {
    if (await crypto.subtle.verify('HMAC', k, fromHex(s), data)) return { ok: true };
  }
  return { ok: false, reason: 'mismatch' };
}

/** The header the platform (or a test) sends for a body. */
export async function platformSignatureHeader(rawBody: string, secret: string, t = Math.floor(Date.now() / 1000)): Promise<string> {
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', await key(secret, 'sign'), enc.encode(`${t}.${rawBody}`)));
  return `t=${t},v1=${Array.from(sig, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
