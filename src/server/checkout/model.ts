import type { DeliveryOptionId, LineItem, PaymentMethod } from '../../contract/checkout';

export type CheckoutState = 'created' | 'pending' | 'success' | 'completed' | 'failure';

/** An address as the server keeps it: codes resolved, US state as its subdivision code. */
export interface Address {
  address1: string;
  address2: string | null;
  city: string;
  state: string | null;
  stateCode: string | null;
  zip: string | null;
  country: string;
  countryCode: string;
}

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: Address;
}

export interface Checkout {
  id: string;
  state: CheckoutState;
  currency: string;
  /** The shopper's fulfilment region (Preferences), or null for the store's own. */
  fulfillmentRegion: string | null;
  lineItems: LineItem[];
  customer: Customer | null;
  deliveryOption: DeliveryOptionId | null;
  promoCode: string | null;
  marketingOptIn: boolean;
  platform: 'stripe' | 'paypal' | null;
  paymentMethod: PaymentMethod | null;
  trafficSource: string | null;
  affiliate: string | null;
  paymentId: string | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  /** Adds one on every write: the shopper's changes are written only over the version they read. */
  version: number;
  /** Adds one on the shopper's own changes only: a submit charges only the checkout as it read it. */
  edits: number;
}
