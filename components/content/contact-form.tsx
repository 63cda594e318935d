'use client';

import { useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { readPlace, type FormPlace } from '@/components/forms/form-handover';
import { useTexts } from '@/components/i18n/client-texts-context';
import { useHydrated } from '@/components/ui/use-hydrated';
import { CONTACT_FIELDS, type ContactField } from '@/lib/forms/contact';
import { ContactFormView } from './contact-form-view';

/** What the form logic starts from: the shopper's text and place, and whether a submit waited. */
export interface ContactHandover extends FormPlace<ContactField> {
  submit: boolean;
}
type LiveForm = ComponentType<{ handover: ContactHandover }>;

/**
 * The contact form: every field required (spec). It renders plain, without its logic, so the
 * page's first load stays as light as before react-hook-form (docs/decisions/0012). The shopper's
 * first focus, edit, press or submit fetches ./contact-form-live (react-hook-form on the shared
 * schema), which takes the form over in one frame with the text, focus and caret, and sends a
 * submit that came before it.
 */
export function ContactForm() {
  const t = useTexts('content');
  const hydrated = useHydrated();
  const [live, setLive] = useState<{ Form: LiveForm; handover: ContactHandover } | null>(null);
  const [failure, setFailure] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const wait = useRef({ loading: false, pressed: false, submit: false, Form: null as LiveForm | null });

  if (live) return <live.Form handover={live.handover} />;

  const handOver = () => {
    const { Form, pressed, submit } = wait.current;
    const form = formRef.current;
    // Mid-press, not yet: the press's click must reach the button it pressed, which the switch replaces.
    if (!Form || pressed || !form) return;
    const handover = { ...readPlace(form, CONTACT_FIELDS), submit };
    flushSync(() => setLive({ Form, handover }));
  };

  const load = () => {
    if (wait.current.loading) return;
    wait.current.loading = true;
    import('./contact-form-live').then(
      ({ LiveContactForm }) => {
        wait.current.Form = LiveContactForm;
        handOver();
      },
      () => {
        // Offline: the next touch tries again; a submit that waited says it was not sent.
        wait.current.loading = false;
        if (wait.current.submit) setFailure(t.failed);
        wait.current.submit = false;
      },
    );
  };

  const release = () => {
    wait.current.pressed = false;
    setTimeout(handOver); // after the click this release ends
  };

  return (
    <ContactFormView
      ref={formRef}
      enabled={hydrated}
      failure={failure}
      onFocus={load}
      onChange={load}
      onPointerDown={() => {
        wait.current.pressed = true;
        window.addEventListener('pointerup', release, { once: true });
        window.addEventListener('pointercancel', release, { once: true });
        load();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        wait.current.submit = true;
        setFailure('');
        load();
        handOver();
      }}
    />
  );
}
