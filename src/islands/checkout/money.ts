import { formatMoney } from '../../lib/money';
import { $localization } from '../../state/localization';

/** Cents of the checkout's currency for the shopper's locale; the checkout's currency always wins. */
export function money(cents: number, currency: string): string {
  try {
    return formatMoney(cents, currency, $localization.get().locale);
  } catch {
    return formatMoney(cents, currency, 'en');
  }
}
