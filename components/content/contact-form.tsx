'use client';

import { useRef, useState, type FormEvent } from 'react';
import { FormPostError, postJson } from '@/components/forms/post-json';
import { showToast } from '@/components/ui/toast';
import { useHydrated } from '@/components/ui/use-hydrated';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  CONTACT_MESSAGES,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactMessage,
} from '@/lib/forms/contact';

const LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};
const AUTOCOMPLETE: Partial<Record<ContactField, string>> = { name: 'name', email: 'email' };
const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };
const fieldClass =
  'mt-1 block w-full rounded-sm border border-neutral-400 bg-white px-3 py-2.5 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink aria-invalid:border-sale';

/**
 * The contact form: every field required (spec). Checked here with the server's own rules for
 * instant messages, then posted to /api/contact; 'Sending...' while it posts, then the form resets
 * and a toast confirms. On failure the text stays so nothing typed is lost.
 */
export function ContactForm() {
  const hydrated = useHydrated();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusField = (field: string) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = validateContact(values);
    setFailure('');
    if (!checked.ok) {
      setErrors(checked.errors);
      focusField(CONTACT_FIELDS.find((f) => checked.errors[f])!);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await postJson('/api/contact', checked.value, CONTACT_MESSAGES.failed);
      setValues(EMPTY);
      showToast(CONTACT_MESSAGES.sent);
    } catch (error) {
      const post = error instanceof FormPostError ? error : new FormPostError(CONTACT_MESSAGES.failed, 0);
      const blamed = CONTACT_FIELDS.filter((f) => post.fields[f]);
      if (blamed.length > 0) {
        setErrors(Object.fromEntries(blamed.map((f) => [f, post.fields[f]])));
        focusField(blamed[0]);
      } else {
        setFailure(post.message);
      }
    } finally {
      setSending(false);
    }
  };

  const field = (name: ContactField) => {
    const errorId = `contact-${name}-error`;
    const props = {
      id: `contact-${name}`,
      name,
      required: true,
      maxLength: CONTACT_MAX_LENGTH[name],
      value: values[name],
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? errorId : undefined,
      onChange: (event: { target: { value: string } }) =>
        setValues((v) => ({ ...v, [name]: event.target.value })),
      className: fieldClass,
    };
    return (
      <div key={name} className={name === 'message' ? 'sm:col-span-2' : undefined}>
        <label htmlFor={props.id} className="text-sm font-medium text-ink">
          {LABELS[name]} <span aria-hidden="true">*</span>
        </label>
        {name === 'message' ? (
          <textarea {...props} rows={6} />
        ) : (
          <input
            {...props}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={AUTOCOMPLETE[name] ?? 'off'}
          />
        )}
        {errors[name] && (
          <p id={errorId} className="mt-1 text-sm text-sale">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    // noValidate: the messages are ours (and the same as the server's), not the browser's bubbles.
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-describedby="contact-required"
      className="grid gap-5 sm:grid-cols-2"
    >
      <p id="contact-required" className="text-sm text-muted sm:col-span-2">
        All fields are required.
      </p>
      {CONTACT_FIELDS.map(field)}
      {failure && (
        <p role="alert" className="text-sm text-sale sm:col-span-2">
          {failure}
        </p>
      )}
      <div className="sm:col-span-2">
        {/* Disabled until hydrated: without JavaScript the form would send the text as a GET query. */}
        <button
          type="submit"
          disabled={!hydrated || sending}
          className="btn-solid min-w-40 disabled:opacity-70"
        >
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </div>
      <p role="status" className="sr-only">
        {sending ? 'Sending your message' : ''}
      </p>
    </form>
  );
}
