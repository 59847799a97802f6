import type { Legal } from './content';
import type { StoreSettings } from './settings';

/**
 * Terms and privacy for a store that brings none of its own. The checkout spec (section 2) fixes
 * what the terms say: 18+, a $50 liability cap, children under 13 not targeted, orders final except
 * for faulty goods with the Free Return Policy as a sentence beside it (not a banner), marketing
 * consent not a condition of purchase. The return period is the store's own (settings.returnPolicy,
 * the same days as the listing page's note).
 */
export function defaultLegal(returnPolicy: StoreSettings['returnPolicy']): Legal {
  const days = returnPolicy.physicalDays;
  const returns = days > 0 ? ` Physical items are also covered by our ${days} Day Free Return Policy.` : '';
  return {
    termsOfUse: `<h2>Terms of use</h2>
<p>By using this store you confirm that you are at least 18 years old.</p>
<h3>Orders and returns</h3>
<p>Every item is printed to order. Orders are final except for faulty goods: if an item arrives damaged or misprinted, contact us and we will replace or refund it.${returns}</p>
<h3>Liability</h3>
<p>To the extent the law allows, our total liability for any claim related to an order is limited to $50.</p>
<h3>Children</h3>
<p>This store is not directed at children under 13, and we do not knowingly collect their data.</p>
<h3>Marketing</h3>
<p>Consent to receive marketing messages is not a condition of purchase. You can opt out at any time.</p>`,
    privacyPolicy: `<h2>Privacy policy</h2>
<p>We collect the details needed to fulfil your order: your name, e-mail address, phone number and delivery address. Payment details go directly to our payment providers and never touch our servers.</p>
<p>We use your details to make and ship your order, to answer your questions and, only if you opt in, to send you news about the store.</p>
<p>We do not sell your personal data. Analytics we use never receive your name, e-mail or address.</p>
<p>To see, correct or delete your data, contact us through the support page.</p>`,
  };
}
