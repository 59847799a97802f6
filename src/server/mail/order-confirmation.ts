import en from '../../i18n/en/mail';
import de from '../../i18n/de/mail';
import enGB from '../../i18n/en-GB/mail';
import es from '../../i18n/es/mail';
import fr from '../../i18n/fr/mail';
import it from '../../i18n/it/mail';
import nl from '../../i18n/nl/mail';
import ptBR from '../../i18n/pt-BR/mail';
import { formatDay } from '../../lib/day-format';
import { formatMoney } from '../../lib/money';
import type { Costs } from '../checkout/costs';
import type { PricedLine } from '../checkout/lines';
import type { Checkout } from '../checkout/model';
import type { Quote } from '../../lib/delivery-quote';
import type { Mail } from './mailer';

type Key = keyof typeof en;
const CATALOGS: Record<string, Record<Key, string>> = { en, de, 'en-GB': enGB, es, fr, it, nl, 'pt-BR': ptBR };

export interface ConfirmationInput {
  locale: string;
  storeName: string;
  origin: string;
  orderNumber: string;
  lookupNumber: string;
  checkout: Checkout;
  lines: PricedLine[];
  costs: Costs;
  quote: Quote;
}

/**
 * The order confirmation, in the store's locale (English for a locale without a catalog): order number,
 * lines, the cost breakdown, the arrival estimate, the shipping address and the tracking link. Plain text:
 * it reads the same in every mail client and carries nothing a template could inject.
 */
export function orderConfirmation(input: ConfirmationInput): Mail {
  const messages = CATALOGS[input.locale] ?? CATALOGS[input.locale.split('-')[0] ?? ''] ?? en;
  const locale = CATALOGS[input.locale] ? input.locale : 'en';
  const t = (key: Key, vars: Record<string, string | number> = {}) => messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  const money = (cents: number) => formatMoney(cents, input.checkout.currency, locale);
  const customer = input.checkout.customer;
  if (!customer) throw new Error('a confirmation needs the customer');
  const { costs } = input;
  const date = (iso: string) => formatDay(iso, locale, 'long');
  const arrival = input.quote.early === input.quote.late ? date(input.quote.early) : `${date(input.quote.early)} – ${date(input.quote.late)}`;
  const a = customer.address;
  const address = [`${customer.firstName} ${customer.lastName}`, a.address1, a.address2, [a.zip, a.city].filter(Boolean).join(' '), a.stateCode ?? a.state, a.country].filter(Boolean).join(', ');
  const text = [
    t('mail.confirmation.greeting', { name: customer.firstName }),
    '',
    t('mail.confirmation.intro', { store: input.storeName }),
    '',
    t('mail.confirmation.orderNumber', { orderNumber: input.orderNumber }),
    '',
    t('mail.confirmation.items'),
    ...input.lines.map((l) => `- ${t('mail.confirmation.line', { quantity: l.quantity, title: l.title, color: l.color, size: l.sizeLabel, price: money(l.totalCents) })}`),
    '',
    t('mail.confirmation.subtotal', { amount: money(costs.itemsCents) }),
    t('mail.confirmation.shipping', { amount: money(costs.shippingCents) }),
    ...(costs.taxCents ? [t('mail.confirmation.tax', { amount: money(costs.taxCents) })] : []),
    ...(costs.discountCents ? [t('mail.confirmation.discount', { amount: money(costs.discountCents) })] : []),
    t('mail.confirmation.total', { amount: money(costs.totalCents) }),
    '',
    t('mail.confirmation.arrival', { arrival }),
    t('mail.confirmation.shipTo', { address }),
    '',
    t('mail.confirmation.track', { url: `${input.origin}/track/order/${input.lookupNumber}` }),
    '',
  ].join('\n');
  return { to: customer.email, subject: t('mail.confirmation.subject', { orderNumber: input.orderNumber, store: input.storeName }), text };
}
