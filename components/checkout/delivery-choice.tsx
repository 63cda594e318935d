import { useId } from 'react';
import type { DeliveryKind, DeliveryOptions } from '@/lib/checkout/delivery';
import { COURIER_DISPLAY_NAME, deliveryDisplayName } from '@/lib/checkout/delivery-names';
import { formatMoney } from '@/lib/money';
import { fieldClass } from '@/components/account/form-fields';

// Courier (AKIS EXPRESS, €3 below €50, free from €50) or pickup in a DAKA store (always free),
// each named in the shop's words (lib/checkout/delivery-names.ts).

export interface DeliveryChoiceProps {
  options: DeliveryOptions;
  method: DeliveryKind;
  pickupId: number | null;
  /** What the courier costs for this order (deliveryCharge). */
  courierCents: number;
  onMethod: (method: DeliveryKind) => void;
  onPickup: (id: number) => void;
}

const radioClass =
  'size-4 accent-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

export function DeliveryChoice({
  options,
  method,
  pickupId,
  courierCents,
  onMethod,
  onPickup,
}: DeliveryChoiceProps) {
  const id = useId();
  const hasPickups = options.pickups.length > 0;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-base font-semibold text-ink">Delivery</legend>
      <label className="flex cursor-pointer items-center gap-3 border border-line p-3 text-sm has-checked:border-ink">
        <input
          type="radio"
          name="delivery"
          value="courier"
          checked={method === 'courier'}
          onChange={() => onMethod('courier')}
          className={radioClass}
        />
        <span className="flex-1">{COURIER_DISPLAY_NAME}</span>
        <span className="font-medium">{courierCents === 0 ? 'Free' : formatMoney(courierCents)}</span>
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
        <span className="flex-1">Pick up in store</span>
        <span className="font-medium">Free</span>
      </label>
      {method === 'pickup' && hasPickups && (
        <div>
          <label htmlFor={`${id}-store`} className="text-sm font-medium text-ink">
            Store
          </label>
          <select
            id={`${id}-store`}
            value={pickupId ?? options.pickups[0].id}
            onChange={(event) => onPickup(Number(event.target.value))}
            className={fieldClass}
          >
            {options.pickups.map((store) => (
              <option key={store.id} value={store.id}>
                {deliveryDisplayName(store.name)}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
