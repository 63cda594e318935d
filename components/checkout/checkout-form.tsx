'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';
import { applyServerErrors, FormError, TextField } from '@/components/account/form-fields';
import { FormPostError } from '@/components/forms/post-json';
import { Link } from '@/components/ui/link';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import type { CartItem } from '@/lib/cart/cart';
import type { CartQuote } from '@/lib/cart/quote';
import { detailsSchemas, type CheckoutDetails } from '@/lib/checkout/checkout-schema';
import { deliveryCharge, type DeliveryKind, type DeliveryOptions } from '@/lib/checkout/delivery';
import type { OrderTotals } from '@/lib/checkout/totals';
import { formatMoney } from '@/lib/money';
import {
  DETAIL_FIELDS,
  saveCheckoutDraft,
  type AppliedVoucher,
  type CheckoutDraft,
  type DetailsValues,
} from './checkout-draft';
import { AddressFields } from './address-fields';
import { DeliveryChoice } from './delivery-choice';
import { leaveFor } from './navigate';
import { placeOrder, type PlaceOrderBody } from './place-order';
import { OrderSummaryToggle } from './order-summary-toggle';
import { VoucherField } from './voucher-field';

// The checkout form: customer details (DETAILS_SCHEMAS for the delivery chosen, the same rules as
// POST /api/checkout: no address for a store pickup), delivery, an optional note and voucher, on
// phones the folded order summary, and 'Pay {total}'. No card fields: JCC's hosted page takes the
// card. The body names the lines and choices only; the server prices the order.

export interface CheckoutFormProps {
  items: CartItem[];
  totals: OrderTotals;
  options: DeliveryOptions;
  /** Each pickup point's store hours, by its id. */
  pickupHours: Record<number, readonly string[]>;
  signedIn: boolean;
  defaults: DetailsValues;
  method: DeliveryKind;
  pickupId: number | null;
  voucher: AppliedVoucher | null;
  initialNote: string;
  initialSaveAddress: boolean;
  /** Pay is refused while a line is gone or short of stock. */
  blocked: boolean;
  /** Whether the courier goes to the chosen country (Pay is refused for a courier abroad). */
  courierDelivers: boolean;
  /** The order summary, shown folded above Pay on phones. */
  summary: ReactNode;
  /** The pre-contract information (server-rendered), just above the summary and Pay. */
  precontract?: ReactNode;
  onMethod: (method: DeliveryKind) => void;
  onCountry: (country: string) => void;
  onPickup: (id: number) => void;
  onVoucher: (voucher: AppliedVoucher | null) => void;
  /** The server's quote after a 409 cart_changed: its prices go into the cart. */
  onCartChanged: (quote: CartQuote) => void;
}

const CONTACT_FIELDS: readonly {
  name: 'email' | 'phone' | 'firstName' | 'lastName';
  type?: string;
  autoComplete: string;
}[] = [
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
];

const newKey = () => crypto.randomUUID();

export function CheckoutForm(props: CheckoutFormProps) {
  const { items, totals, options, signedIn, method, pickupId, voucher, blocked, courierDelivers } = props;
  const t = useTexts('checkout');
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const schemas = useMemo(() => detailsSchemas(t.errors), [t.errors]);
  const form = useSchemaForm<DetailsValues, CheckoutDetails>(schemas[method], props.defaults);
  const courier = method === 'courier';
  const abroad = courier && !courierDelivers;
  const [note, setNote] = useState(props.initialNote);
  const [saveAddress, setSaveAddress] = useState(props.initialSaveAddress);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState('');
  const [voucherError, setVoucherError] = useState('');
  const [confirmTotal, setConfirmTotal] = useState<{ message: string; totalCents: number } | null>(null);
  // One send at a time (a double click sends once); one key per attempt, a new one after a change.
  const sendingRef = useRef(false);
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  const details = form.watch();
  const draftJson = JSON.stringify({ details, method, pickupId, note, saveAddress, voucher });
  useEffect(() => {
    saveCheckoutDraft(JSON.parse(draftJson) as CheckoutDraft);
  }, [draftJson]);

  const courierCents = deliveryCharge(totals.subtotalCents, 'courier');

  async function send(checked: CheckoutDetails, confirmedTotalCents?: number) {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setFormError('');
    setVoucherError('');
    const body: Omit<PlaceOrderBody, 'idempotencyKey'> = {
      lines: items.map(({ id, size, color, quantity }) => ({ id, size, color, quantity })),
      details: checked,
      delivery: method === 'pickup' && pickupId !== null ? { method, pickupId } : { method },
      ...(voucher ? { voucher: voucher.code } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(confirmedTotalCents !== undefined ? { confirmedTotalCents } : {}),
      ...(signedIn && courier ? { saveAddress } : {}),
    };
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newKey() };
    const result = await placeOrder({ idempotencyKey: attempt.current.key, ...body }, t.sendFailed);
    if (result.kind === 'redirect') {
      // Stays 'sending' while the browser leaves for the gateway's page.
      leaveFor(result.redirectUrl);
      return;
    }
    sendingRef.current = false;
    setSending(false);
    setConfirmTotal(null);
    switch (result.kind) {
      case 'total_changed':
        setConfirmTotal({ message: result.message, totalCents: result.totalCents });
        return;
      case 'cart_changed':
        if (result.quote) props.onCartChanged(result.quote);
        setFormError(result.message);
        return;
      case 'invalid': {
        if (result.fields.voucher) setVoucherError(result.fields.voucher);
        const error = new FormPostError(result.message, 400, result.fields);
        const rest = applyServerErrors(error, form.setError, t.fallback, DETAIL_FIELDS);
        setFormError(result.fields.voucher && rest === result.fields.voucher ? '' : rest);
        return;
      }
      default:
        setFormError(result.message);
    }
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    void form.handleSubmit((checked) => send(checked))(event);
  const confirm = () => void form.handleSubmit((checked) => send(checked, confirmTotal?.totalCents))();

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8" aria-describedby="checkout-card-note">
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-ink">
          {courier ? t.contactAndAddress : t.contactDetails}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {CONTACT_FIELDS.map(({ name, type, autoComplete }) => (
            <div key={name} className={name === 'email' ? 'sm:col-span-2' : undefined}>
              <TextField
                label={t[name]}
                type={type}
                autoComplete={autoComplete}
                required
                {...form.field(name)}
              />
            </div>
          ))}
          {courier && (
            <AddressFields form={form} courierDelivers={courierDelivers} onCountry={props.onCountry} />
          )}
        </div>
        {signedIn && courier && (
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={saveAddress}
              onChange={(event) => setSaveAddress(event.target.checked)}
              className="size-4 accent-ink"
            />
            {t.saveDetails}
          </label>
        )}
      </fieldset>

      <DeliveryChoice
        options={options}
        method={method}
        pickupId={pickupId}
        courierCents={courierCents}
        courierDelivers={courierDelivers}
        pickupHours={props.pickupHours}
        onMethod={props.onMethod}
        onPickup={props.onPickup}
      />

      <div>
        <label htmlFor="checkout-note" className="text-sm font-medium text-ink">
          {t.note}
        </label>
        <textarea
          id="checkout-note"
          value={note}
          maxLength={500}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
          className="mt-1 block w-full rounded-sm border border-neutral-400 bg-white px-3 py-2.5 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
        />
      </div>

      <VoucherField
        applied={voucher}
        serverError={voucherError}
        onApplied={(next) => {
          setVoucherError('');
          props.onVoucher(next);
        }}
      />

      {props.precontract}

      <div className="space-y-3">
        <OrderSummaryToggle totalCents={totals.totalCents}>{props.summary}</OrderSummaryToggle>
        <p id="checkout-card-note" className="text-sm text-muted">
          {t.cardNote}
        </p>
        {confirmTotal && (
          <div role="alert" className="space-y-2 border border-ink p-3 text-sm">
            <p>{confirmTotal.message}</p>
            <p className="font-semibold">{fill(t.newTotal, { total: money(confirmTotal.totalCents) })}</p>
            <button type="button" onClick={confirm} disabled={sending} className="btn-solid w-full">
              {fill(t.confirmAndPay, { total: money(confirmTotal.totalCents) })}
            </button>
          </div>
        )}
        <FormError message={formError} />
        {blocked && (
          <p id="checkout-blocked" className="text-sm text-sale">
            {t.blocked}{' '}
            <Link href="/cart" className="link">
              {t.updateCart}
            </Link>{' '}
            {t.toContinue}
          </p>
        )}
        {abroad && (
          <p id="checkout-cyprus-only" className="text-sm text-sale">
            {t.errors.cyprusOnly} {t.abroad}
          </p>
        )}
        <button
          type="submit"
          disabled={sending || blocked || abroad}
          aria-describedby={
            [blocked && 'checkout-blocked', abroad && 'checkout-cyprus-only'].filter(Boolean).join(' ') ||
            undefined
          }
          className="btn-solid w-full disabled:cursor-not-allowed disabled:opacity-50"
        >
          {sending ? t.sending : fill(t.pay, { total: money(totals.totalCents) })}
        </button>
      </div>
    </form>
  );
}
