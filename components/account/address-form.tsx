'use client';

import { useMemo } from 'react';
import { useAccountPageTexts } from './account-page-texts';
import { addressSchemaFor } from '@/lib/account/schemas';
import { TextField } from './form-fields';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { SaveButton, useAccountSave } from './save-button';

export interface AddressValues {
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
}
const FIELDS = ['address', 'city', 'state', 'zip', 'country', 'phone'] as const;

/** State and country are optional: a blank one is left out rather than refused as too short. */
export function withoutBlankOptionals({ state, country, ...rest }: AddressValues) {
  return { ...rest, ...(state.trim() ? { state } : {}), ...(country.trim() ? { country } : {}) };
}

/** The saved delivery address (the checkout's rules), saved with PUT /api/account/address. */
export function AddressForm({ initial }: { initial: AddressValues }) {
  const t = useAccountPageTexts();
  const addressSchema = useMemo(() => addressSchemaFor(t.errors), [t]);
  const { field, handleSubmit, setError, reset } = useSchemaForm(
    addressSchema,
    initial,
    withoutBlankOptionals,
  );

  const { state, failure, save } = useAccountSave<AddressValues, { address: AddressValues }>(
    '/api/account/address',
    FIELDS,
    setError,
    (answer) => reset(answer.address),
  );

  return (
    <form
      // POST: a tap before the script runs reloads the page, never puts a field in the URL.
      method="post"
      noValidate
      onSubmit={handleSubmit(save)}
      aria-labelledby="address-heading"
      className="grid gap-5 sm:grid-cols-2"
    >
      <h3 id="address-heading" className="text-base font-semibold text-ink sm:col-span-2">
        {t.deliveryAddress}
      </h3>
      <div className="sm:col-span-2">
        <TextField label={t.address} required autoComplete="address-line1" {...field('address')} />
      </div>
      <TextField label={t.city} required autoComplete="address-level2" {...field('city')} />
      <TextField label={t.state} autoComplete="address-level1" {...field('state')} />
      <TextField label={t.zip} required autoComplete="postal-code" {...field('zip')} />
      <TextField label={t.country} autoComplete="country-name" {...field('country')} />
      <TextField label={t.phone} type="tel" required autoComplete="tel" {...field('phone')} />
      {failure && <p className="text-sm text-sale sm:col-span-2">{failure}</p>}
      <div className="sm:col-span-2">
        <SaveButton state={state} what="address" />
      </div>
    </form>
  );
}
