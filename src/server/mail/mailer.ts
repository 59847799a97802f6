import type { Bindings } from '../env';
import { enqueueMail } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The seller's own address in a queued mail (a pre-order): the store's database knows no seller e-mail,
 * the deployment does (SELLER_EMAIL), and the drain sends to it (transport.ts).
 */
export const SELLER_INBOX = 'seller';

/** Queues a mail; the cron Worker sends it (src/server/mail/drain.ts). */
export interface Mailer {
  send(mail: Mail, dedupeKey?: string): Promise<void>;
}

/** Every mail goes through the outbox, whatever the transport: nothing is lost when the provider is down. */
export function mailerFor(env: Pick<Bindings, 'DB'>): Mailer {
  return {
    async send(mail, dedupeKey) {
      await enqueueMail(env.DB, mail, dedupeKey ?? null).run();
    },
  };
}
