import { useMemo } from 'react';
import { SelectField, TextField } from '@/components/account/form-fields';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import type { SchemaForm } from '@/components/forms/use-schema-form';
import type { CheckoutDetails } from '@/lib/checkout/checkout-schema';
import { COUNTRIES, HOME_COUNTRY } from '@/lib/checkout/countries';
import { INTL_LOCALE } from '@/lib/i18n/locales';
import type { DetailsValues } from './checkout-draft';

// The courier's delivery address: the country from a list (Cyprus first), then street, city and
// postal code. No state or province: Cyprus has none (docs/decisions/0075). A store pickup shows
// none of these. A country's value is the name the ERP stores (English); the list shows it in the
// page's language, sorted in it.

export interface AddressFieldsProps {
  form: SchemaForm<DetailsValues, CheckoutDetails>;
  /** Whether the courier goes to the chosen country: if not, the list says so at once. */
  courierDelivers: boolean;
  onCountry: (country: string) => void;
}

const TEXT_FIELDS = [
  { name: 'address', autoComplete: 'address-line1', wide: true },
  { name: 'city', autoComplete: 'address-level2', wide: false },
  { name: 'zipCode', autoComplete: 'postal-code', wide: false },
] as const;

export function AddressFields({ form, courierDelivers, onCountry }: AddressFieldsProps) {
  const t = useTexts('checkout');
  const locale = useLocale();
  const country = form.field('country');
  const names: Record<string, string> = t.countries;
  const choices = useMemo(() => {
    const compare = new Intl.Collator(INTL_LOCALE[locale]).compare;
    const others = COUNTRIES.filter((c) => c !== HOME_COUNTRY).sort((a, b) =>
      compare(names[a] ?? a, names[b] ?? b),
    );
    return [HOME_COUNTRY, ...others].map((value) => ({ value, label: names[value] ?? value }));
  }, [locale, names]);
  return (
    <>
      <div className="sm:col-span-2">
        <SelectField
          label={t.country}
          choices={choices}
          autoComplete="country-name"
          required
          error={country.error}
          hint={courierDelivers || country.error ? undefined : t.errors.cyprusOnly}
          registration={country.registration}
          onChoose={onCountry}
        />
      </div>
      {TEXT_FIELDS.map(({ name, autoComplete, wide }) => (
        <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
          <TextField label={t[name]} autoComplete={autoComplete} required {...form.field(name)} />
        </div>
      ))}
    </>
  );
}
