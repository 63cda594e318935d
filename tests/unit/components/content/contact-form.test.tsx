import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/content/contact-form';
import { Toaster } from '@/components/ui/toast';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
};
const submit = () => act(async () => fireEvent.submit(field('Name').form!));
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

describe('ContactForm', () => {
  it('has four required, labelled fields and a Send Message button', () => {
    render(<ContactForm />);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label).required).toBe(true);
    expect(field('Email').type).toBe('email');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('names each missing field, ties the message to it and focuses the first, without posting', async () => {
    const fetchMock = respond(201, { ok: true });
    render(<ContactForm />);
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field('Name').getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please enter your name',
    );
    expect(document.getElementById(field('Message').getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please enter your message',
    );
    expect(document.activeElement).toBe(field('Name'));
  });

  it("shows 'Please enter a valid email address' for a bad email", async () => {
    respond(201, { ok: true });
    render(<ContactForm />);
    fill({ ...complete, Email: 'ana@' });
    await submit();
    expect(screen.getByText('Please enter a valid email address').id).toBe(
      field('Email').getAttribute('aria-describedby'),
    );
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
    );
    fill(complete);
    await submit();
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    expect(
      JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string),
    ).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Sizes',
      message: 'Is the M in blue back?',
    });
    await act(async () => finish(new Response('{"ok":true}', { status: 201 })));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
    for (const label of Object.keys(complete)) expect(field(label).value).toBe('');
    expect((await screen.findByTestId('toast')).textContent).toBe(
      "Thank you for your message. We'll get back to you within one business day.",
    );
  });

  it("keeps the text and shows the server's message when sending fails", async () => {
    respond(429, {
      error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 1 minute.' },
    });
    render(<ContactForm />);
    fill(complete);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again in 1 minute.');
    expect(field('Message').value).toBe('Is the M in blue back?');
  });

  it('keeps the text with a generic message when the network is down', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    render(<ContactForm />);
    fill(complete);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Your message could not be sent. Please try again.');
    expect(field('Name').value).toBe('Ana');
  });
});
