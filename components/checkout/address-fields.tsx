import { useId, useMemo } from 'react';
import { TextField, fieldClass, type Registration } from '@/components/account/form-fields';
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

interface CountrySelectProps {
  label: string;
  choices: readonly { value: string; label: string }[];
  error?: string;
  hint?: string;
  registration: Registration;
  onCountry: (country: string) => void;
}

/** The country list: the ERP's name as each option's value, the page's word for it as its text. */
function CountrySelect({ label, choices, error, hint, registration, onCountry }: CountrySelectProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  const { ref, onChange, onBlur, name } = registration;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        id={id}
        name={name}
        autoComplete="country-name"
        aria-required
        ref={ref as unknown as React.Ref<HTMLSelectElement>}
        onBlur={onBlur as unknown as React.FocusEventHandler<HTMLSelectElement>}
        onChange={(event) => {
          onCountry(event.target.value);
          return onChange(event as unknown as React.ChangeEvent<HTMLInputElement>);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={fieldClass}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-sale">
          {error}
        </p>
      )}
    </div>
  );
}

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
        <CountrySelect
          label={t.country}
          choices={choices}
          error={country.error}
          hint={courierDelivers || country.error ? undefined : t.errors.cyprusOnly}
          registration={country.registration}
          onCountry={onCountry}
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
