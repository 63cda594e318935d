// Prices are shown in euros with 2 decimals (spec section 9); one formatter so server and
// browser render the same text and hydration matches.
import { CURRENCY } from '@/lib/constants';

const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer cents → '€12.50'. */
export function formatMoney(cents: number): string {
  return euros.format(cents / 100);
}
