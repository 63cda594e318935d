'use client';

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { applyServerErrors } from '@/components/account/form-fields';
import { restorePlace } from '@/components/forms/form-handover';
import { postJson } from '@/components/forms/post-json';
import { useTexts } from '@/components/i18n/client-texts-context';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { showToast } from '@/components/ui/toast';
import { CONTACT_FIELDS, type ContactMessage } from '@/lib/forms/contact';
import { contactSchemaIn } from '@/lib/forms/contact-schema';
import type { ContactHandover } from './contact-form';
import { ContactFormView } from './contact-form-view';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form with its logic, loaded on the shopper's first touch (./contact-form): the
 * shared schema checks it (messages on the fields, focus on the first invalid one), then it posts
 * to /api/contact; 'Sending...' while it posts, then the form resets and a toast confirms. On
 * failure the text stays so nothing typed is lost.
 */
export function LiveContactForm({ handover }: { handover: ContactHandover }) {
  const t = useTexts('content');
  // The schema's messages in the page's language (the route answers in the same words).
  const schema = useMemo(() => contactSchemaIn(t.errors), [t.errors]);
  const { field, handleSubmit, setError, reset } = useSchemaForm(schema, handover.values);
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const resumed = useRef(false);

  // Before the first paint: the focus and caret the plain form had.
  useLayoutEffect(() => restorePlace(formRef.current!, handover), [handover]);
  // Once: the submit that came before the logic (a ref, as Strict Mode runs effects twice).
  useEffect(() => {
    if (!handover.submit || resumed.current) return;
    resumed.current = true;
    formRef.current!.requestSubmit();
  }, [handover]);

  const submit = handleSubmit(async (message) => {
    setSending(true);
    try {
      await postJson('/api/contact', message, t.failed);
      reset(EMPTY);
      showToast(t.sent);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, t.failed, CONTACT_FIELDS));
    } finally {
      setSending(false);
    }
  });

  return (
    <ContactFormView
      ref={formRef}
      enabled
      fields={{
        name: field('name'),
        email: field('email'),
        subject: field('subject'),
        message: field('message'),
      }}
      failure={failure}
      sending={sending}
      onSubmit={(event) => {
        if (sending) return event.preventDefault();
        setFailure('');
        void submit(event);
      }}
    />
  );
}
