import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/content/contact-form';
import { textsWrapper } from '@/tests/helpers/client-texts';
import { Toaster } from '@/components/ui/toast';

// The contact form renders plain and fetches its logic (react-hook-form on the shared schema) on
// the shopper's first touch, then swaps it in with what was typed. The module's first load is
// counted and held until `arrive()`: the first test below is the one that loads it.
const logic = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { loaded: vi.fn(), arrived, arrive: () => arrive() };
});
vi.mock('@/components/content/contact-form-live', async (importOriginal) => {
  logic.loaded();
  await logic.arrived;
  return importOriginal();
});

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Send/ });
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
};
const submit = () => act(async () => void fireEvent.submit(field('Name').form!));
const messageOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;
/** The form logic took over: its inputs are new nodes. */
const takenOver = (before: HTMLElement) => waitFor(() => expect(field('Name')).not.toBe(before));
const complete = {
  Name: 'Ana',
  Email: 'ana@example.com',
  Subject: 'Sizes',
  Message: 'Is the M in blue back?',
};

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

describe('ContactForm before and at its first touch', () => {
  it('loads its logic on the first focus, keeping the text, focus and caret typed while it loads', async () => {
    render(<ContactForm />, { wrapper: textsWrapper(['content']) });
    const plain = field('Name');
    expect(logic.loaded).not.toHaveBeenCalled();
    // Focus starts the load; the shopper types on in the plain form meanwhile.
    act(() => plain.focus());
    await waitFor(() => expect(logic.loaded).toHaveBeenCalledTimes(1));
    fireEvent.change(field('Message'), { target: { value: 'Is the M back?' } });
    fireEvent.change(plain, { target: { value: 'Ana G' } });
    plain.setSelectionRange(1, 3);
    expect(field('Name')).toBe(plain);
    logic.arrive();
    await takenOver(plain);
    expect(field('Name').value).toBe('Ana G');
    expect(field('Message').value).toBe('Is the M back?');
    expect(document.activeElement).toBe(field('Name'));
    expect([field('Name').selectionStart, field('Name').selectionEnd]).toEqual([1, 3]);
    // The text is the form logic's own now: it is what a submit checks and sends.
    const fetchMock = respond(201, { ok: true });
    fill({ Email: 'ana@example.com', Subject: 'Sizes' });
    await submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toEqual({
      name: 'Ana G',
      email: 'ana@example.com',
      subject: 'Sizes',
      message: 'Is the M back?',
    });
    expect(logic.loaded).toHaveBeenCalledTimes(1);
  });

  it('has four required, labelled fields and a Send Message button', () => {
    render(<ContactForm />, { wrapper: textsWrapper(['content']) });
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label).required).toBe(true);
    expect(field('Email').type).toBe('email');
    expect(button().textContent).toBe('Send Message');
  });

  it('keeps a press on Send Message that came before the logic: the switch waits for its click', async () => {
    const fetchMock = respond(201, { ok: true });
    render(<ContactForm />, { wrapper: textsWrapper(['content']) });
    const plain = button();
    fireEvent.pointerDown(plain);
    // The logic is there, but the press is not over: the pressed button stays.
    await act(async () => void (await import('@/components/content/contact-form-live')));
    expect(button()).toBe(plain);
    fireEvent.pointerUp(window);
    fireEvent.click(plain);
    await waitFor(() => expect(messageOf('Name')).toBe('Please enter your name'));
    expect(document.activeElement).toBe(field('Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ContactForm with its logic', () => {
  it('names each missing field, ties the message to it and focuses the first, without posting', async () => {
    const fetchMock = respond(201, { ok: true });
    render(<ContactForm />, { wrapper: textsWrapper(['content']) });
    // A submit before the logic has loaded waits for it, then runs.
    await submit();
    await waitFor(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(messageOf('Name')).toBe('Please enter your name');
    expect(messageOf('Email')).toBe('Please enter your email address');
    expect(messageOf('Subject')).toBe('Please enter a subject');
    expect(messageOf('Message')).toBe('Please enter your message');
    expect(document.activeElement).toBe(field('Name'));
  });

  it("shows 'Please enter a valid email address' for a bad email and focuses the field", async () => {
    respond(201, { ok: true });
    render(<ContactForm />, { wrapper: textsWrapper(['content']) });
    fill({ ...complete, Email: 'ana@' });
    await submit();
    await waitFor(() => expect(messageOf('Email')).toBe('Please enter a valid email address'));
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('Email'));
    expect(field('Message').value).toBe('Is the M in blue back?');
  });

  it("reads 'Sending...' while posting, then resets and shows a success toast", async () => {
    let finish: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <>
        <ContactForm />
        <Toaster />
      </>,
      { wrapper: textsWrapper(['content']) },
    );
    fill(complete);
    await submit();
    expect(await screen.findByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    expect(field('Name').form!.querySelector('[role="status"]')!.textContent).toBe('Sending your message');
    expect(
      JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string),
    ).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Sizes',
      message: 'Is the M in blue back?',
    });
    await act(async () => finish(new Response('{"ok":true}', { status: 201 })));
    expect(button().textContent).toBe('Send Message');
    for (const label of Object.keys(complete)) expect(field(label).value).toBe('');
    expect((await screen.findByTestId('toast')).textContent).toBe(
      "Thank you for your message. We'll get back to you within one business day.",
    );
  });

  it("keeps the text and shows the server's message when sending fails", async () => {
    respond(429, {
      error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 1 minute.' },
    });
    render(<ContactForm />, { wrapper: textsWrapper(['content']) });
    fill(complete);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please try again in 1 minute.',
    );
    expect(field('Message').value).toBe('Is the M in blue back?');
    expect(button().disabled).toBe(false);
  });

  it("puts the server's field messages on their fields and focuses the first", async () => {
    respond(400, {
      error: {
        code: 'invalid',
        message: 'Please enter a subject',
        fields: { subject: 'Please enter a subject' },
      },
    });
    render(<ContactForm />, { wrapper: textsWrapper(['content']) });
    fill(complete);
    await submit();
    await waitFor(() => expect(messageOf('Subject')).toBe('Please enter a subject'));
    expect(document.activeElement).toBe(field('Subject'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the text with a generic message when the network is down', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    render(<ContactForm />, { wrapper: textsWrapper(['content']) });
    fill(complete);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your message could not be sent. Please try again.',
    );
    expect(field('Name').value).toBe('Ana');
  });
});
