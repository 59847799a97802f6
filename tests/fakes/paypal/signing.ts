import { createHash, createSign, createVerify, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';

/**
 * PayPal's webhook signature: SHA256withRSA over `transmissionId|transmissionTime|webhookId|crc32`, where
 * crc32 is the CRC-32 of the raw body as an unsigned decimal, base64-encoded in `paypal-transmission-sig`.
 * PayPal publishes its certificate at `paypal-cert-url`; the fake serves its public key (PEM) there.
 */
export interface Signer {
  certId: string;
  publicPem: string;
  sign(body: string, webhookId: string, time: string): Record<string, string>;
  verify(input: { transmissionId: string; transmissionTime: string; webhookId: string; body: string; signature: string }): boolean;
}

const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE, the one zlib and PayPal use) of the UTF-8 bytes, unsigned. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, 'utf8')) crc = (TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const signed = (transmissionId: string, time: string, webhookId: string, body: string) => `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;

export function createSigner(): Signer {
  const { publicKey, privateKey }: { publicKey: KeyObject; privateKey: KeyObject } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const certId = `CERT-${createHash('sha256').update(publicPem).digest('hex').slice(0, 24)}`;
  return {
    certId,
    publicPem,
    sign(body, webhookId, time) {
      // The documents' verify call only accepts a signature matching `^(?!\d+$)\w+\S+`; base64 may begin
      // with '+' or '/', so a new transmission id is drawn until the signature starts with a word character.
      for (;;) {
        const transmissionId = randomUUID();
        const signature = createSign('RSA-SHA256').update(signed(transmissionId, time, webhookId, body)).sign(privateKey, 'base64');
        if (/^\w/.test(signature)) {
          return { 'paypal-transmission-id': transmissionId, 'paypal-transmission-time': time, 'paypal-transmission-sig': signature, 'paypal-auth-algo': 'SHA256withRSA' };
        }
      }
    },
    verify({ transmissionId, transmissionTime, webhookId, body, signature }) {
      try {
        return createVerify('RSA-SHA256').update(signed(transmissionId, transmissionTime, webhookId, body)).verify(publicKey, signature, 'base64');
      } catch {
        return false;
      }
    },
  };
}
