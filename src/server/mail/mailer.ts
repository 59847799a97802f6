import type { Bindings } from '../env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Local default: mail is written to the mail_outbox table, where tests and developers read it. */
export function outboxMailer(db: D1Database): Mailer {
  return {
    async send(mail) {
      await db.prepare('INSERT INTO mail_outbox (to_address, subject, body) VALUES (?1, ?2, ?3)').bind(mail.to, mail.subject, mail.text).run();
    },
  };
}

/**
 * Production: a transactional mail API that takes `{ from, to, subject, text }` as JSON with a bearer
 * key (the shape Resend, Postmark's and most others' simple send endpoints accept).
 */
export function httpMailer(options: { url: string; key: string; from: string }): Mailer {
  return {
    async send(mail) {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text }),
      });
      if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
    },
  };
}

export function mailerFor(env: Bindings): Mailer {
  if (env.MAIL_PROVIDER === 'http' && env.MAIL_API_URL && env.MAIL_API_KEY) {
    return httpMailer({ url: env.MAIL_API_URL, key: env.MAIL_API_KEY, from: env.MAIL_FROM ?? 'orders@example.com' });
  }
  return outboxMailer(env.DB);
}
