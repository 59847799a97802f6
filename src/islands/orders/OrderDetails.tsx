import '../shared/locale-ready';
import { useEffect, useState } from 'react';
import { t, type MessageKey, registerEnglish } from '../../i18n';
import ordersMessages from '../../i18n/en/orders';
import { formatMoney } from '../../lib/money';
import { formatArrival, formatDay, isKnownStatus, isShippingMethod, lookupFromPath, progressOf, type Order } from '../../lib/order-view';
import { $localization } from '../../state/localization';
import { orderByLookup, reportError } from './order-api';
import './orders.css';

registerEnglish(ordersMessages);

/**
 * /track/order/{lookupNumber} (decisions 14, issue 9): status, shipping method, dates, items and
 * shipments with their tracking links. One static shell serves every lookup number; the number is read
 * from the address and the order from GET /api/v1/orders/track/{lookupNumber}.
 */
type View = { kind: 'loading' } | { kind: 'order'; order: Order } | { kind: 'not-found' } | { kind: 'failed' };

const statusLabel = (status: string) => (isKnownStatus(status) ? t(`orders.status.${status}` as MessageKey) : status);
const methodLabel = (method: string) => (isShippingMethod(method) ? t(`orders.method.${method}` as MessageKey) : method);

export default function OrderDetails() {
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    const lookup = lookupFromPath(location.pathname);
    if (!lookup) {
      setView({ kind: 'not-found' });
      return;
    }
    let live = true;
    orderByLookup(lookup).then(
      (result) => {
        if (!live) return;
        if (result.kind === 'failed') reportError('order-details', result.reason);
        setView(result.kind === 'order' ? result : { kind: result.kind });
      },
      (error: unknown) => {
        reportError('order-details', String(error));
        if (live) setView({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (view.kind === 'loading') return <p role="status" className="after-purchase__loading">{t('orders.loading')}</p>;
  if (view.kind !== 'order') {
    return (
      <div className="after-purchase__problem">
        <h1>{t('track.title')}</h1>
        <p role="alert" className="banner banner--error">{t(view.kind === 'not-found' ? 'orders.notFound' : 'orders.loadFailed')}</p>
        <p><a className="button" href="/track/">{t('orders.lookAnother')}</a></p>
      </div>
    );
  }
  return <OrderView order={view.order} />;
}

function OrderView({ order }: { order: Order }) {
  const { locale } = $localization.get();
  const money = (cents: number) => formatMoney(cents, order.totalCost.currency, locale);
  return (
    <article className="order" aria-labelledby="order-heading">
      <h1 id="order-heading">{t('orders.heading', { orderNumber: order.orderNumber })}</h1>
      <dl className="order__facts">
        <div><dt>{t('orders.status')}</dt><dd data-status={order.status}><strong>{statusLabel(order.status)}</strong></dd></div>
        <div><dt>{t('orders.shippingMethod')}</dt><dd>{methodLabel(order.shippingMethod)}</dd></div>
        <div><dt>{t('orders.created')}</dt><dd>{formatDay(order.created, locale)}</dd></div>
        <div><dt>{t('orders.updated')}</dt><dd>{formatDay(order.updated, locale)}</dd></div>
        {order.status !== 'delivered' && order.status !== 'cancelled' && (
          <div><dt>{t('orders.arrival')}</dt><dd>{formatArrival(order.deliveryEstimates.early, order.deliveryEstimates.late, locale)}</dd></div>
        )}
      </dl>
      {order.status !== 'cancelled' && (
        <ol className="order__progress" aria-label={t('orders.progress')}>
          {progressOf(order).map((step) => (
            <li key={step.status} className={step.done ? 'is-done' : ''} aria-current={step.status === order.status ? 'step' : undefined}>
              <span>{statusLabel(step.status)}</span>
              {step.done && step.at && <time dateTime={step.at}>{formatDay(step.at, locale)}</time>}
            </li>
          ))}
        </ol>
      )}
      <section aria-labelledby="order-items">
        <h2 id="order-items">{t('orders.items')}</h2>
        <ul className="order__items">
          {order.items.map((item) => (
            <li key={item.sku}>
              <span className="order__item-title">{item.title}</span>
              {(item.color || item.size) && <span className="order__item-variant">{[item.color, item.size].filter(Boolean).join(' / ')}</span>}
              <span>{t('orders.quantity', { quantity: item.quantity })}</span>
              <span className="order__item-price">{money(item.unitPrice * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className="order__total">{t('orders.total')}: <strong>{money(order.totalCost.amount)}</strong></p>
      </section>
      <section aria-labelledby="order-shipments">
        <h2 id="order-shipments">{t('orders.shipments')}</h2>
        {order.shipments.length === 0 ? (
          <p className="hint">{t('orders.noShipments')}</p>
        ) : (
          <ul className="order__shipments">
            {order.shipments.map((s) => (
              <li key={`${s.carrier}:${s.trackingNumber}`}>
                <span>{t('orders.carrier')}: {s.carrier}</span>
                <span>
                  {t('orders.trackingNumber')}:{' '}
                  {s.trackingUrl ? (
                    <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer" aria-label={t('orders.trackShipment', { trackingNumber: s.trackingNumber })}>{s.trackingNumber}</a>
                  ) : (
                    s.trackingNumber
                  )}
                </span>
                <span>{t('orders.shippedAt')}: <time dateTime={s.shippedAt}>{formatDay(s.shippedAt, locale)}</time></span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p><a href="/track/">{t('orders.lookAnother')}</a></p>
    </article>
  );
}
