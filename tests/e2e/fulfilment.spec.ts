import { expect, test } from '@playwright/test';
import { placeOrder, sendShipment } from './track-helpers';

// Issue 9: after an order, a signed shipment update from the platform makes the tracking number appear
// on the order's tracking page, reached through the /track form.
test('a signed shipment update makes the tracking number appear on /track', async ({ page, request }) => {
  const order = await placeOrder(request);
  await page.goto('/track/');
  await page.getByLabel('Order number').fill(order.orderNumber);
  await page.getByLabel('E-mail').fill(order.email);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track/order/${order.lookupNumber}/$`));
  const shipments = page.getByRole('region', { name: 'Shipments' });
  await expect(shipments).toContainText('Nothing has shipped yet.');

  // An unsigned (or wrongly signed) update changes nothing.
  const forged = await request.post('/api/v1/fulfilment/events', {
    headers: { 'content-type': 'application/json', 'x-platform-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    data: JSON.stringify({ id: 'evt_forged', type: 'order.shipment', lookupNumber: order.lookupNumber, shipment: { carrier: 'UPS', trackingNumber: 'FORGED' }, occurredAt: new Date().toISOString() }),
  });
  expect(forged.status()).toBe(401);

  const trackingNumber = `1Z999AA1${Date.now()}`;
  const res = await sendShipment(request, order.lookupNumber, { carrier: 'UPS', trackingNumber });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ received: true, status: 'shipped' });

  await page.reload();
  const link = shipments.getByRole('link', { name: `Track shipment ${trackingNumber}` });
  await expect(link).toHaveText(trackingNumber);
  await expect(link).toHaveAttribute('href', `https://www.ups.com/track?tracknum=${trackingNumber}`);
  await expect(shipments).toContainText('UPS');
  await expect(shipments).not.toContainText('FORGED');
  await expect(page.locator('.order__facts')).toContainText('Shipped');
  await expect(page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText('Shipped');
});
