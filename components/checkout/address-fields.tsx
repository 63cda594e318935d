import { SelectField, TextField } from '@/components/account/form-fields';
import type { SchemaForm } from '@/components/forms/use-schema-form';
import type { CheckoutDetails } from '@/lib/checkout/checkout-schema';
import { COUNTRIES } from '@/lib/checkout/countries';
import { CYPRUS_ONLY } from '@/lib/policy';
import type { DetailsValues } from './checkout-draft';

// The courier's delivery address: the country from a list (Cyprus first), then street, city and
// postal code. No state or province: Cyprus has none (docs/decisions/0075). A store pickup shows
// none of these.

export interface AddressFieldsProps {
  form: SchemaForm<DetailsValues, CheckoutDetails>;
  /** Whether the courier goes to the chosen country: if not, the list says so at once. */
  courierDelivers: boolean;
  onCountry: (country: string) => void;
}

const TEXT_FIELDS = [
  { name: 'address', label: 'Address', autoComplete: 'address-line1', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2', wide: false },
  { name: 'zipCode', label: 'Postal code', autoComplete: 'postal-code', wide: false },
] as const;

export function AddressFields({ form, courierDelivers, onCountry }: AddressFieldsProps) {
  const country = form.field('country');
  return (
    <>
      <div className="sm:col-span-2">
        <SelectField
          label="Country"
          autoComplete="country-name"
          required
          choices={COUNTRIES}
          error={country.error}
          hint={courierDelivers || country.error ? undefined : CYPRUS_ONLY}
          registration={{
            ...country.registration,
            onChange: (event: { target: HTMLSelectElement }) => {
              onCountry(event.target.value);
              return country.registration.onChange(event);
            },
          }}
        />
      </div>
      {TEXT_FIELDS.map(({ name, label, autoComplete, wide }) => (
        <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
          <TextField label={label} autoComplete={autoComplete} required {...form.field(name)} />
        </div>
      ))}
    </>
  );
}
