/**
 * Per-client limits of the public API: per IPv4 address or IPv6 /64 (./network.ts) and fixed window;
 * an IPv6 /48 as a whole gets 4 times each (./counters.ts, WIDE_FACTOR).
 * Each is far above what one shopper does, with room for a household or office behind one address
 * (reasons and the arithmetic: docs/decisions.md, "Rate limits"). What a limit guards: D1 rows full of
 * personal data (checkouts), calls to the payment provider on the store's account (payments), the
 * store's mail (recovery, contact, pre-orders) and live stock look-ups (cart, inventory).
 */
export interface LimitRule {
  max: number;
  windowSeconds: number;
}

const TEN_MINUTES = 600;
const HOUR = 3600;

export const LIMITS = {
  /** A shopper creates one to three checkouts per visit (the cart reuses its open one). */
  checkoutCreate: { max: 60, windowSeconds: TEN_MINUTES },
  /** 10 to 20 updates per checkout (details, address check, delivery, method, promo tries, opt-in). */
  checkoutUpdate: { max: 600, windowSeconds: TEN_MINUTES },
  /** Provider calls cost money and card testers use them: a shopper pays once, after a few declines at most. */
  payment: { max: 60, windowSeconds: TEN_MINUTES },
  /** The cart re-checks its lines on every view and change. */
  cartValidate: { max: 600, windowSeconds: TEN_MINUTES },
  /** The listing page asks once per size picked. */
  inventory: { max: 1200, windowSeconds: TEN_MINUTES },
  /** Order tracking by number and e-mail (guessing e-mails is the attack). */
  track: { max: 20, windowSeconds: TEN_MINUTES },
  /** Each recovery may send a mail. */
  recover: { max: 5, windowSeconds: HOUR },
  /**
   * Recovery mails per e-mail address, whoever asks: the mailbox's owner is not flooded. Counted only
   * when a mail goes (src/server/orders/recover.ts), so asking for a stranger's address uses up nothing.
   */
  recoverEmail: { max: 3, windowSeconds: HOUR },
  contact: { max: 10, windowSeconds: HOUR },
  /**
   * Contact messages for the whole store, whoever writes (a botnet's ceiling, as the gate's STORE_LIMIT):
   * each is a kept row of up to ~5,400 characters, and a store rarely hears from more than a few
   * shoppers an hour. 100 bounds a botnet to 2,400 rows (~13 MB of plain text) a day.
   */
  contactStore: { max: 100, windowSeconds: HOUR },
  preorder: { max: 10, windowSeconds: HOUR },
  /**
   * Pre-order requests for the whole store: each is a kept row with an address and a mail to the seller.
   * A drop's first hour may bring many, so twice contact's ceiling.
   */
  preorderStore: { max: 200, windowSeconds: HOUR },
  viewedCampaign: { max: 30, windowSeconds: TEN_MINUTES },
  /**
   * Registering the store's domain with Stripe (POST /v1/payments/verifyDomain): public in the spec, a
   * call on the store's secret key that a store needs once per domain.
   */
  verifyDomain: { max: 5, windowSeconds: HOUR },
  /** The same for the whole store, whoever asks, counting only calls that would reach Stripe: a botnet's ceiling. */
  verifyDomainStore: { max: 20, windowSeconds: HOUR },
  /**
   * PayPal webhook deliveries PayPal's verify call did not confirm, per client (./attempts.ts): each forgery
   * is a call (and up to two retries) on the store's PayPal account. A genuine delivery's attempt is given
   * back once PayPal confirms it, so PayPal's own deliveries count only while in flight.
   */
  paypalWebhookFailures: { max: 10, windowSeconds: HOUR },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;
