'use client';

import { useRouter } from 'next/navigation';
import type { z } from 'zod/mini';
import { profileSchema } from '@/lib/account/schemas';
import { renamed } from './account-client';
import { TextField } from './form-fields';
import { useZodForm } from './use-zod-form';
import { SaveButton, useAccountSave } from './save-button';

export type ProfileValues = z.input<typeof profileSchema>;
const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

interface SavedAnswer {
  profile: ProfileValues;
}

/**
 * The customer's name, email and phone (spec §5: names required, email valid, phone optional),
 * saved with PUT /api/account/profile. After a save the header's name follows (router.refresh and
 * the browser's account store); on a failure everything typed stays.
 */
export function ProfileForm({ initial }: { initial: ProfileValues }) {
  const router = useRouter();
  const { field, handleSubmit, setError, reset } = useZodForm(profileSchema, initial);

  const { state, failure, save } = useAccountSave<ProfileValues, SavedAnswer>(
    '/api/account/profile',
    FIELDS,
    setError,
    (answer) => {
      reset(answer.profile);
      renamed({ name: answer.profile.firstName, email: answer.profile.email });
      router.refresh();
    },
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(save)}
      aria-labelledby="profile-heading"
      className="grid gap-5 sm:grid-cols-2"
    >
      <h3 id="profile-heading" className="text-base font-semibold text-ink sm:col-span-2">
        Personal details
      </h3>
      <TextField label="First name" required autoComplete="given-name" {...field('firstName')} />
      <TextField label="Last name" required autoComplete="family-name" {...field('lastName')} />
      <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
      {failure && <p className="text-sm text-sale sm:col-span-2">{failure}</p>}
      <div className="sm:col-span-2">
        <SaveButton state={state} what="details" />
      </div>
    </form>
  );
}
