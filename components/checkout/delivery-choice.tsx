import { Fragment, useId } from 'react';
import type { DeliveryKind, DeliveryOptions } from '@/lib/checkout/delivery';
import { deliveryDisplayName } from '@/lib/checkout/delivery-names';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/money';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { fieldClass } from '@/components/account/form-fields';

// Courier (AKIS EXPRESS, €3 below €50, free from €50) or pickup in a DAKA store (always free),
// each named in the shop's words (lib/checkout/delivery-names.ts).

export interface DeliveryChoiceProps {
  options: DeliveryOptions;
  method: DeliveryKind;
  pickupId: number | null;
  /** What the courier costs for this order (deliveryCharge). */
  courierCents: number;
  /** Whether the courier goes to the address's country; if not, no price is quoted for it. */
  courierDelivers: boolean;
  /** Each pickup point's store hours, by its id (as /stores shows them). */
  pickupHours: Record<number, readonly string[]>;
  onMethod: (method: DeliveryKind) => void;
  onPickup: (id: number) => void;
}

/** A delivery's price as the checkout shows it: 'Cyprus only' where the courier does not go. */
export function deliveryPrice(
  delivers: boolean,
  cents: number,
  words: { cyprusOnlyShort: string; free: string } = { cyprusOnlyShort: 'Cyprus only', free: 'Free' },
  locale: Locale = 'en',
): string {
  if (!delivers) return words.cyprusOnlyShort;
  return cents === 0 ? words.free : formatMoney(cents, locale);
}

const radioClass =
  'size-4 accent-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

export function DeliveryChoice({
  options,
  method,
  pickupId,
  courierCents,
  courierDelivers,
  pickupHours,
  onMethod,
  onPickup,
}: DeliveryChoiceProps) {
  const id = useId();
  const t = useTexts('checkout');
  const locale = useLocale();
  const hasPickups = options.pickups.length > 0;
  const storeId = pickupId ?? options.pickups[0]?.id;
  const hours = (storeId !== undefined && pickupHours[storeId]) || [];
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-base font-semibold text-ink">{t.delivery}</legend>
      <label className="flex cursor-pointer items-center gap-3 border border-line p-3 text-sm has-checked:border-ink">
        <input
          type="radio"
          name="delivery"
          value="courier"
          checked={method === 'courier'}
          onChange={() => onMethod('courier')}
          className={radioClass}
        />
        <span className="flex-1">{t.courier}</span>
        <span className="font-medium">{deliveryPrice(courierDelivers, courierCents, t, locale)}</span>
      </label>
      <label
        className={`flex items-center gap-3 border border-line p-3 text-sm has-checked:border-ink ${hasPickups ? 'cursor-pointer' : 'opacity-50'}`}
      >
        <input
          type="radio"
          name="delivery"
          value="pickup"
          checked={method === 'pickup'}
          disabled={!hasPickups}
          onChange={() => onMethod('pickup')}
          className={radioClass}
        />
        <span className="flex-1">{t.pickupInStore}</span>
        <span className="font-medium">{t.free}</span>
      </label>
      {method === 'pickup' && hasPickups && (
        <div>
          <label htmlFor={`${id}-store`} className="text-sm font-medium text-ink">
            {t.store}
          </label>
          <select
            id={`${id}-store`}
            aria-describedby={`${id}-store-info`}
            value={storeId}
            onChange={(event) => onPickup(Number(event.target.value))}
            className={fieldClass}
          >
            {options.pickups.map((store) => (
              <option key={store.id} value={store.id}>
                {deliveryDisplayName(store.name, t)}
              </option>
            ))}
          </select>
          <div id={`${id}-store-info`} className="mt-3 space-y-1 text-sm text-ink">
            <p>{t.pickupTerms}</p>
            {hours.length > 0 && (
              <p>
                <span className="font-medium">{t.openingHours}</span>
                {/* A narrow screen breaks between the days' hours, never inside them. */}
                {hours.map((text, i) => (
                  <Fragment key={text}>
                    {i > 0 && ', '}
                    <span className="whitespace-nowrap">{text}</span>
                  </Fragment>
                ))}
              </p>
            )}
          </div>
        </div>
      )}
    </fieldset>
  );
}
