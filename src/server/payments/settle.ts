import { setCheckoutPayment } from '../checkout/queries';
import { enqueueMail } from '../mail/outbox';
import { orderConfirmation } from '../mail/order-confirmation';
import { finalizeOrder, type MadeOrder } from '../orders/finalize';
import { attentionStatement } from './attention';
import { bindingProblem } from './binding';
import { applyOrderedRecord, captureOrdered, handOffStatement, type CaptureOutcome } from './capture';
import type { Ledger } from './ledger';
import { CHANGED_MESSAGE, SOLD_OUT_MESSAGE } from './messages';
import { priceForOrder, type Priced } from './priced';
import type { ProviderRecord, ProviderStatus } from './provider';
import { finishRelease, releasePayment } from './release';
import { transition, transitionStatement, type Payment, type PaymentState, type TransitionFields } from './queries';

export type SettleOutcome =
  // `payment` as it stands after the capture (not when the capture cancelled the order), `order` when this
  // call made it: what the submit's answer would otherwise read back.
  | { kind: 'ordered'; capture: CaptureOutcome; payment?: Payment; order?: MadeOrder }
  | { kind: 'duplicate' }
  | { kind: 'redirect'; url: string }
  | { kind: 'pending' }
  | { kind: 'not_paid' }
  | { kind: 'failed'; code: string; message: string }
  | { kind: 'released'; code: 'out_of_stock' | 'checkout_changed' | 'payment_mismatch' | 'voided' | 'refunded' }
  | { kind: 'later' };

/** Provider statuses in which money is held for the object (or was taken). */
const HELD: ProviderStatus[] = ['authorized', 'capture_pending', 'captured'];
const UNSETTLED: PaymentState[] = ['created', 'processing', 'requires_action', 'pending'];
/** States in which the ledger has given a payment up without taking money. */
const CLOSED: PaymentState[] = ['failed', 'voided'];

/** The ledger state of a held record, and the states it may follow (never backwards). */
function heldState(status: ProviderStatus): { to: PaymentState; from: PaymentState[] } {
  if (status === 'captured') return { to: 'captured', from: [...UNSETTLED, 'authorized', 'captured'] };
  if (status === 'capture_pending') return { to: 'pending', from: [...UNSETTLED, 'authorized'] };
  return { to: 'authorized', from: UNSETTLED };
}

/**
 * Moves a payment to where the provider's record says it is, with the same steps whoever calls: the submit,
 * a webhook or the reconciler (docs/payments.md). Held money becomes the checkout's one order (or is given
 * back: sold out, checkout changed, a record that is not this payment's, another payment made the order);
 * an ordered authorization is captured; anything else is recorded as it is.
 */
export async function settle(ledger: Ledger, payment: Payment, record: ProviderRecord, priced?: Priced, retried = false): Promise<SettleOutcome> {
  const db = ledger.db;
  const refs: TransitionFields = { authorizationRef: record.authorizationRef ?? null, captureRef: record.captureRef ?? null };
  // A submit that priced the checkout open and holds money bound to this payment goes straight to the
  // order (one D1 round trip less on the submit path): if an order exists after all, finalizeOrder's
  // UNIQUE(checkout_id) refuses a second one and the retry below looks it up.
  const straight = priced !== undefined && !retried && HELD.includes(record.status) && !bindingProblem(payment, record);
  const order = straight ? null : await db.prepare('SELECT payment_id FROM orders WHERE checkout_id = ?1').bind(payment.checkoutId).first<{ payment_id: string }>();
  if (order?.payment_id === payment.id) {
    const ordered = { ...payment, authorizationRef: refs.authorizationRef ?? payment.authorizationRef, captureRef: refs.captureRef ?? payment.captureRef };
    const capture = record.status === 'authorized' && !bindingProblem(payment, record) ? await captureOrdered(ledger, ordered) : await applyOrderedRecord(ledger, ordered, record);
    return { kind: 'ordered', capture, payment: afterCapture(ordered, capture) };
  }
  const held = HELD.includes(record.status) || record.status === 'processing';
  if (CLOSED.includes(payment.state)) {
    // The ledger closed this payment, yet its provider object holds money (a 3-D Secure finished late in
    // another tab): it is given back at the provider, never left held until the authorization lapses.
    if (HELD.includes(record.status)) await reopenToRelease(ledger, payment, record, refs);
    return { kind: 'released', code: 'voided' };
  }
  if (order) {
    // Another payment of this checkout made the order: this one is the loser of a race and goes back; an
    // object still waiting for the shopper (3-D Secure, PayPal approval) is cancelled at the provider too.
    if (held || record.status === 'approved' || record.status === 'requires_action') await releasePayment(ledger, payment, 'duplicate_payment', record.status === 'captured' || record.status === 'capture_pending');
    else await transition(db, payment.id, UNSETTLED, 'voided', { errorCode: 'duplicate_payment' });
    return { kind: 'duplicate' };
  }
  const problem = bindingProblem(payment, record);
  if (problem) {
    await attentionStatement(db, payment.id, 'binding_mismatch', problem).run();
    await releasePayment(ledger, payment, 'payment_mismatch', record.status === 'captured' || record.status === 'capture_pending');
    await setCheckoutPayment(db, payment.checkoutId, 'failure', payment.id, null).run();
    return { kind: 'released', code: 'payment_mismatch' };
  }
  switch (record.status) {
    case 'awaiting_payment':
    case 'approved':
      await transition(db, payment.id, ['processing'], 'created', refs);
      return { kind: 'not_paid' };
    case 'requires_action': {
      const url = record.redirectUrl ?? '';
      await db.batch([
        transitionStatement(db, payment.id, ['created', 'processing', 'requires_action'], 'requires_action', { meta: { ...payment.meta, redirectUrl: url } }),
        setCheckoutPayment(db, payment.checkoutId, 'pending', payment.id, null),
      ]);
      return { kind: 'redirect', url };
    }
    case 'failed': {
      const failure = record.failure ?? { code: 'payment_failed', message: 'Payment failed, please try again.' };
      await db.batch([
        transitionStatement(db, payment.id, UNSETTLED, 'failed', { errorCode: failure.code, meta: { ...payment.meta, message: failure.message } }),
        setCheckoutPayment(db, payment.checkoutId, 'failure', payment.id, failure.message),
      ]);
      return { kind: 'failed', ...failure };
    }
    case 'voided':
    case 'refunded':
      await transition(db, payment.id, [...UNSETTLED, 'authorized', 'captured', 'voiding', 'refunding'], record.status, refs);
      return { kind: 'released', code: record.status };
    case 'processing':
      await db.batch([
        transitionStatement(db, payment.id, ['created', 'processing', 'requires_action'], 'pending', { ...refs, checkAfter: ledger.now() + 60_000 }),
        setCheckoutPayment(db, payment.checkoutId, 'pending', payment.id, null),
      ]);
      return { kind: 'pending' };
  }
  return makeOrder(ledger, payment, record, refs, priced, retried);
}

/** A closed payment whose object holds money after all: voided if only authorized, refunded if taken. */
async function reopenToRelease(ledger: Ledger, payment: Payment, record: ProviderRecord, refs: TransitionFields): Promise<void> {
  const target = record.status === 'authorized' ? 'voiding' : 'refunding';
  if (!(await transition(ledger.db, payment.id, CLOSED, target, refs))) return;
  await finishRelease(ledger, { ...payment, state: target, authorizationRef: refs.authorizationRef ?? payment.authorizationRef, captureRef: refs.captureRef ?? payment.captureRef });
}

/** Held money and no order yet: the order, if the checkout still costs exactly what is held and stock allows. */
async function makeOrder(ledger: Ledger, payment: Payment, record: ProviderRecord, refs: TransitionFields, priced: Priced | undefined, retried: boolean): Promise<SettleOutcome> {
  const db = ledger.db;
  const captured = record.status === 'captured' || record.status === 'capture_pending';
  const current = priced ?? (await priceForOrder(ledger, payment.checkoutId));
  if (!current || current.costs.totalCents !== payment.amountCents || current.checkout.currency !== payment.currency) {
    await releasePayment(ledger, payment, 'checkout_changed', captured);
    await setCheckoutPayment(db, payment.checkoutId, 'failure', payment.id, CHANGED_MESSAGE).run();
    return { kind: 'released', code: 'checkout_changed' };
  }
  const { to, from } = heldState(record.status);
  const origin = typeof payment.meta.origin === 'string' ? payment.meta.origin : '';
  const result = await finalizeOrder(db, {
    ...current,
    paymentId: payment.id,
    sandbox: payment.sandbox,
    also: (o) => [
      transitionStatement(db, payment.id, from, to, refs),
      enqueueMail(db, orderConfirmation({ ...current, ...o, locale: ledger.config.locale, storeName: ledger.config.name, origin }), `order-confirmation:${o.lookupNumber}`),
      ...(record.status === 'captured' ? [handOffStatement(db, payment.id)] : []),
    ],
  });
  if (result.ok && result.created) {
    const ordered: Payment = { ...payment, state: to, authorizationRef: refs.authorizationRef ?? payment.authorizationRef, captureRef: refs.captureRef ?? payment.captureRef };
    const capture = to === 'authorized' ? await captureOrdered(ledger, ordered) : to === 'captured' ? 'captured' : 'pending';
    return { kind: 'ordered', capture, payment: afterCapture(ordered, capture), order: { orderNumber: result.orderNumber, lookupNumber: result.lookupNumber, checkoutVersion: result.checkoutVersion } };
  }
  // Another request made the order meanwhile: settle again, now against that order.
  if (result.ok) return retried ? { kind: 'later' } : settle(ledger, payment, record, current, true);
  // The ledger gave the payment up meanwhile (orders_need_open_payment fires before UNIQUE(checkout_id)):
  // settle again against any order, so a payment released as another's duplicate answers as one.
  if (result.reason === 'payment_closed') return retried ? { kind: 'released', code: 'voided' } : settle(ledger, payment, record, current, true);
  await releasePayment(ledger, payment, 'out_of_stock', captured);
  await setCheckoutPayment(db, payment.checkoutId, 'failure', payment.id, SOLD_OUT_MESSAGE).run();
  return { kind: 'released', code: 'out_of_stock' };
}

/** An ordered payment as its capture left it; unknown here when the capture cancelled the order (voiding or voided). */
function afterCapture(payment: Payment, capture: CaptureOutcome): Payment | undefined {
  if (capture === 'cancelled') return undefined;
  return { ...payment, state: capture === 'captured' ? 'captured' : capture === 'pending' ? 'pending' : 'authorized' };
}
