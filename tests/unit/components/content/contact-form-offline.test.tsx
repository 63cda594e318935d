import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/content/contact-form';
import { textsWrapper } from '@/tests/helpers/client-texts';

// The contact form's logic is a chunk fetched on the first touch; offline, that fetch fails.
// The first load of the module fails here (its own file: a fresh module registry), later ones work.
const chunk = vi.hoisted(() => ({ fails: true }));
vi.mock('@/components/content/contact-form-live', async (importOriginal) => {
  if (chunk.fails) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
afterEach(() => vi.unstubAllGlobals());

describe('ContactForm when its logic cannot be fetched', () => {
  it('says the message was not sent, keeps the text, and loads the logic on the next touch', async () => {
    render(<ContactForm />, { wrapper: textsWrapper(['content']) });
    fireEvent.change(field('Name'), { target: { value: 'Ana' } });
    await act(async () => void fireEvent.submit(field('Name').form!));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your message could not be sent. Please try again.',
    );
    expect(field('Name').value).toBe('Ana');
    // Back online: the next submit fetches the logic, which checks the form.
    chunk.fails = false;
    const plain = field('Name');
    await act(async () => void fireEvent.submit(plain.form!));
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(field('Name')).not.toBe(plain);
    expect(field('Name').value).toBe('Ana');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
