'use client';

import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addressSchema, type AddressInput } from '@/lib/account/schemas';
import { sendJson } from '@/components/forms/post-json';
import { showToast } from '@/components/ui/toast';
import { ACCOUNT_TOASTS } from './account-messages';
import { applyServerErrors, TextField } from './form-fields';
import { failureLine } from './form-failure';
import { SaveButton, useSaveCycle } from './save-button';

export interface AddressValues {
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
}
const FIELDS = ['address', 'city', 'state', 'zip', 'country', 'phone'] as const;
const FAILED = ACCOUNT_TOASTS.updateFailed;

/** State and country are optional: a blank one is left out rather than refused as too short. */
export function withoutBlankOptionals({ state, country, ...rest }: AddressValues) {
  return { ...rest, ...(state.trim() ? { state } : {}), ...(country.trim() ? { country } : {}) };
}

const schemaResolver = zodResolver(addressSchema);
const resolver: Resolver<AddressValues, unknown, AddressInput> = (values, context, options) =>
  schemaResolver(withoutBlankOptionals(values), context, options as never);

/** The saved delivery address (the checkout's rules), saved with PUT /api/account/address. */
export function AddressForm({ initial }: { initial: AddressValues }) {
  const { state, run } = useSaveCycle();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AddressValues, unknown, AddressInput>({ resolver, defaultValues: initial });

  const save = (input: AddressInput) =>
    run(async () => {
      setFailure('');
      try {
        const answer = await sendJson<{ address: AddressValues }>(
          '/api/account/address',
          'PUT',
          input,
          FAILED.description,
        );
        reset(answer.address);
        return true;
      } catch (error) {
        if (applyServerErrors(error, setError, FAILED.description, FIELDS)) {
          const line = failureLine(error, FAILED.description);
          setFailure(line);
          showToast(FAILED.title, { description: line });
        }
        return false;
      }
    });

  const field = (name: (typeof FIELDS)[number]) => ({
    registration: register(name),
    error: errors[name]?.message,
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(save)}
      aria-labelledby="address-heading"
      className="grid gap-5 sm:grid-cols-2"
    >
      <h3 id="address-heading" className="text-base font-semibold text-ink sm:col-span-2">
        Delivery address
      </h3>
      <div className="sm:col-span-2">
        <TextField label="Address" required autoComplete="street-address" {...field('address')} />
      </div>
      <TextField label="City" required autoComplete="address-level2" {...field('city')} />
      <TextField label="State / Province" autoComplete="address-level1" {...field('state')} />
      <TextField label="Postal code" required autoComplete="postal-code" {...field('zip')} />
      <TextField label="Country" autoComplete="country-name" {...field('country')} />
      <TextField label="Phone" type="tel" required autoComplete="tel" {...field('phone')} />
      {failure && <p className="text-sm text-sale sm:col-span-2">{failure}</p>}
      <div className="sm:col-span-2">
        <SaveButton state={state} what="address" />
      </div>
    </form>
  );
}
