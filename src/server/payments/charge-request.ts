import type { Checkout } from '../checkout/model';
import type { ChargeRequest, ChargeShipping } from './provider';

/** The parts of a charge that come from the checkout itself, the same for initiate and submit. */
export function checkoutChargeFields(checkout: Checkout, storeName: string): Pick<ChargeRequest, 'checkoutId' | 'email' | 'shipping' | 'description'> {
  return {
    checkoutId: checkout.id,
    email: checkout.customer?.email ?? null,
    shipping: shippingOf(checkout),
    description: `${storeName} order`,
  };
}

function shippingOf(checkout: Checkout): ChargeShipping | null {
  const customer = checkout.customer;
  if (!customer) return null;
  const { address } = customer;
  return {
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    phone: customer.phone,
    address: {
      line1: address.address1,
      line2: address.address2,
      city: address.city,
      state: address.stateCode ?? address.state,
      postalCode: address.zip,
      country: address.countryCode,
    },
  };
}
