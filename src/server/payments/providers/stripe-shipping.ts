import type Stripe from 'stripe';
import type { ChargeShipping } from '../provider';

/** Stripe's shipping details: required for Afterpay, useful to Radar for every method. */
export function shippingParams(shipping: ChargeShipping | null): { shipping?: Stripe.PaymentIntentCreateParams.Shipping } {
  if (!shipping) return {};
  const a = shipping.address;
  const address: Stripe.AddressParam = { line1: a.line1, city: a.city, country: a.country };
  if (a.line2) address.line2 = a.line2;
  if (a.state) address.state = a.state;
  if (a.postalCode) address.postal_code = a.postalCode;
  return { shipping: { name: shipping.name, ...(shipping.phone ? { phone: shipping.phone } : {}), address } };
}
