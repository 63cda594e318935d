'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { profileSchema, type ProfileInput } from '@/lib/account/schemas';
import { sendJson } from '@/components/forms/post-json';
import { showToast } from '@/components/ui/toast';
import { renamed } from './account-client';
import { ACCOUNT_TOASTS } from './account-messages';
import { applyServerErrors, TextField } from './form-fields';
import { failureLine } from './form-failure';
import { SaveButton, useSaveCycle } from './save-button';

export type ProfileValues = z.input<typeof profileSchema>;
const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
const FAILED = ACCOUNT_TOASTS.updateFailed;

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
  const { state, run } = useSaveCycle();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileValues, unknown, ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: initial,
  });

  const save = (input: ProfileInput) =>
    run(async () => {
      setFailure('');
      try {
        const answer = await sendJson<SavedAnswer>('/api/account/profile', 'PUT', input, FAILED.description);
        reset(answer.profile);
        renamed({ name: answer.profile.firstName, email: answer.profile.email });
        router.refresh();
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
      <TextField
        label="First name"
        required
        autoComplete="given-name"
        registration={register('firstName')}
        error={errors.firstName?.message}
      />
      <TextField
        label="Last name"
        required
        autoComplete="family-name"
        registration={register('lastName')}
        error={errors.lastName?.message}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        registration={register('phone')}
        error={errors.phone?.message}
      />
      {failure && <p className="text-sm text-sale sm:col-span-2">{failure}</p>}
      <div className="sm:col-span-2">
        <SaveButton state={state} what="details" />
      </div>
    </form>
  );
}
