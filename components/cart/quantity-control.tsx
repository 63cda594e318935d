'use client';

import { useId } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/lib/constants';
import { useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';

const QUANTITIES = Array.from({ length: QUANTITY_MAX - QUANTITY_MIN + 1 }, (_, i) => QUANTITY_MIN + i);
const stepClass =
  'focus-ring inline-flex size-9 items-center justify-center rounded-sm text-base text-ink hover:bg-neutral-100 aria-disabled:cursor-not-allowed aria-disabled:text-neutral-400 aria-disabled:hover:bg-transparent';

export interface QuantityControlProps {
  /** The product name, so each row's controls have distinct accessible names. */
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
}

/**
 * − / select / + for 1..10 (spec section 9). A select rather than a free number field: it
 * cannot hold an out-of-range or half-typed value. The limit buttons use aria-disabled, not
 * disabled, so keyboard focus stays on them when the limit is reached.
 */
export function QuantityControl({ name, quantity, onChange }: QuantityControlProps) {
  const id = useId();
  const t = useTexts('cart');
  const step = (delta: number) => {
    const next = quantity + delta;
    if (next >= QUANTITY_MIN && next <= QUANTITY_MAX) onChange(next);
  };
  return (
    <div className="inline-flex items-center rounded-sm border border-line">
      <button
        type="button"
        aria-label={fill(t.decrease, { name })}
        aria-disabled={quantity <= QUANTITY_MIN}
        onClick={() => step(-1)}
        className={stepClass}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={id} className="sr-only">
        {fill(t.quantityOf, { name })}
      </label>
      <select
        id={id}
        value={quantity}
        onChange={(event) => onChange(Number(event.target.value))}
        className="focus-ring h-9 w-10 appearance-none rounded-sm bg-transparent text-center text-sm text-ink"
      >
        {QUANTITIES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <button
        type="button"
        aria-label={fill(t.increase, { name })}
        aria-disabled={quantity >= QUANTITY_MAX}
        onClick={() => step(1)}
        className={stepClass}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
