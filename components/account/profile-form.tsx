'use client';

import { useMemo, useState } from 'react';
import { useAccountPageTexts } from './account-page-texts';
import { useShopRouter } from '@/components/i18n/navigation';
import type { z } from 'zod/mini';
import { profileSchemaFor, type profileSchema } from '@/lib/account/schemas';
import { normaliseEmail } from '@/lib/forms/email';
import { renamed } from './account-client';
import { PasswordField, TextField } from './form-fields';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { SaveButton, useAccountSave } from './save-button';

export type ProfileValues = z.input<typeof profileSchema>;
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'currentPassword'] as const;

interface SavedAnswer {
  profile: ProfileValues;
  /** A new email waits for the link mailed to it (docs/decisions/0007). */
  emailChange?: { email: string; message: string };
}

/** The values as sent: the current password only with a new email. */
const forSaved = (savedEmail: string) => (values: ProfileValues) => {
  const { currentPassword, ...rest } = values;
  return normaliseEmail(values.email) === normaliseEmail(savedEmail)
    ? rest
    : { ...rest, currentPassword: currentPassword ?? '' };
};

/**
 * The customer's name, email and phone (spec §5: names required, email valid, phone optional),
 * saved with PUT /api/account/profile. A new email also asks for the current password and is only
 * requested: the answer's message says to confirm it from the new inbox. After a save the header's
 * name follows (router.refresh and the browser's account store); on a failure everything typed stays.
 */
export function ProfileForm({ initial }: { initial: ProfileValues }) {
  const router = useShopRouter();
  const t = useAccountPageTexts();
  const schema = useMemo(() => profileSchemaFor(t.errors), [t]);
  const [saved, setSaved] = useState(initial);
  const [pending, setPending] = useState('');
  const { field, handleSubmit, setError, reset, watch } = useSchemaForm(
    schema,
    initial,
    forSaved(saved.email),
  );
  const changingEmail = normaliseEmail(watch().email) !== normaliseEmail(saved.email);

  const { state, failure, save } = useAccountSave<ProfileValues, SavedAnswer>(
    '/api/account/profile',
    FIELDS,
    setError,
    (answer) => {
      reset(answer.profile);
      setSaved(answer.profile);
      setPending(answer.emailChange?.message ?? '');
      renamed({ name: answer.profile.firstName, email: answer.profile.email });
      router.refresh();
    },
  );

  return (
    <form
      // POST: a tap before the script runs reloads the page, never puts a field in the URL.
      method="post"
      noValidate
      onSubmit={handleSubmit(save)}
      aria-labelledby="profile-heading"
      className="grid gap-5 sm:grid-cols-2"
    >
      <h3 id="profile-heading" className="text-base font-semibold text-ink sm:col-span-2">
        {t.personalDetails}
      </h3>
      <TextField label={t.firstName} required autoComplete="given-name" {...field('firstName')} />
      <TextField label={t.lastName} required autoComplete="family-name" {...field('lastName')} />
      <TextField label={t.email} type="email" required autoComplete="email" {...field('email')} />
      <TextField label={t.phone} type="tel" autoComplete="tel" {...field('phone')} />
      {changingEmail && (
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]">
          <PasswordField
            label={t.currentPassword}
            toggle={t}
            required
            autoComplete="current-password"
            hint={t.currentPasswordHint}
            {...field('currentPassword')}
          />
        </div>
      )}
      <p role="status" className="text-sm text-ink empty:hidden sm:col-span-2">
        {pending}
      </p>
      {failure && <p className="text-sm text-sale sm:col-span-2">{failure}</p>}
      <div className="sm:col-span-2">
        <SaveButton state={state} what="details" />
      </div>
    </form>
  );
}
