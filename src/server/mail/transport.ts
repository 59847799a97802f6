import { SELLER_INBOX, type Mail } from './mailer';

/**
 * How the cron Worker delivers queued mail. `outbox` (local development and tests) keeps the rows as the
 * inbox and sends nothing; `resend` posts to Resend's send-email API, whose shape this is exactly:
 * `POST https://api.resend.com/emails` with `Authorization: Bearer <key>` and JSON `{ from, to, subject,
 * text }`, plus `Idempotency-Key` so a retry after a lost answer sends one mail.
 */
export type MailTransport = { kind: 'outbox' } | { kind: 'resend'; url: string; key: string; from: string; seller: string };

export interface MailSettings {
  MAIL_PROVIDER?: string | undefined;
  MAIL_API_URL?: string | undefined;
  MAIL_API_KEY?: string | undefined;
  MAIL_FROM?: string | undefined;
  /** Where mail for the seller goes (a pre-order's notice): required with Resend, since the store's data has no address. */
  SELLER_EMAIL?: string | undefined;
}

export class MailConfigError extends Error {}

/** Fails closed like the payment settings: an unknown provider or a missing key is an error, not silence. */
export function mailTransport(settings: MailSettings): MailTransport {
  const kind = settings.MAIL_PROVIDER?.trim() || 'outbox';
  if (kind === 'outbox') return { kind: 'outbox' };
  if (kind !== 'resend') throw new MailConfigError(`MAIL_PROVIDER must be "outbox" or "resend" (it is "${kind}").`);
  const missing = (['MAIL_API_KEY', 'MAIL_FROM', 'SELLER_EMAIL'] as const).filter((name) => !settings[name]?.trim());
  if (missing.length) throw new MailConfigError(`MAIL_PROVIDER is "resend" but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set.`);
  const seller = settings.SELLER_EMAIL?.trim() ?? '';
  // An address, bare or with a name as Resend takes it ("Shop <owner@shop.com>").
  if (!/^(?:[^<>@]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/.test(seller)) {
    throw new MailConfigError(`SELLER_EMAIL must be an e-mail address (it is "${seller}").`);
  }
  return { kind: 'resend', url: settings.MAIL_API_URL?.trim() || 'https://api.resend.com/emails', key: settings.MAIL_API_KEY ?? '', from: settings.MAIL_FROM ?? '', seller };
}

export type SendResult = { ok: true } | { ok: false; retry: boolean; error: string };

export async function deliver(transport: MailTransport, mail: Mail, idempotencyKey: string, timeoutMs = 10_000): Promise<SendResult> {
  if (transport.kind === 'outbox') return { ok: true };
  try {
    const res = await fetch(transport.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${transport.key}`, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify({ from: transport.from, to: [mail.to === SELLER_INBOX ? transport.seller : mail.to], subject: mail.subject, text: mail.text }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.ok) return { ok: true };
    const retry = res.status === 429 || res.status >= 500 || res.status === 409;
    return { ok: false, retry, error: `mail provider answered ${res.status}: ${(await res.text().catch(() => '')).slice(0, 200)}` };
  } catch (err) {
    return { ok: false, retry: true, error: `mail provider unreachable: ${err instanceof Error ? err.name : String(err)}` };
  }
}
