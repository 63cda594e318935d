import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '@/components/account/form-fields';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { addressSchema, profileSchema, type ProfileInput } from '@/lib/account/schemas';
import { withoutBlankOptionals } from '@/components/account/address-form';

// react-hook-form on a shared schema (profileSchema: names required, email normalised, phone
// optional), through the real TextField: what a shopper meets when submitting, fixing and saving.
// Validation is asynchronous (the resolver), so each step waits for its render.

const EMPTY = { firstName: '', lastName: '', email: '', phone: '' };

function ProfileHarness({ onValid }: { onValid: (data: ProfileInput) => unknown }) {
  const form = useSchemaForm(profileSchema, EMPTY);
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      {/* Email first on the page, last in the schema: focus follows the page. */}
      <TextField label="Email" {...form.field('email')} />
      <TextField label="First name" {...form.field('firstName')} />
      <TextField label="Last name" {...form.field('lastName')} />
      <TextField label="Phone" {...form.field('phone')} />
      <button type="submit">{form.formState.isSubmitting ? 'Saving...' : 'Save'}</button>
      <button
        type="button"
        onClick={() => form.setError('lastName', { message: 'Server says no' }, { shouldFocus: true })}
      >
        Server error
      </button>
      <button
        type="button"
        onClick={() => form.reset({ firstName: 'Eva', lastName: 'Ioannou', email: 'eva@example.com' })}
      >
        Reset
      </button>
      <output>{JSON.stringify(form.watch())}</output>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) =>
  act(async () => void fireEvent.change(input(label), { target: { value } }));
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: /^Sav/ })));
const messageOf = (label: string) => {
  const id = input(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function fillValid() {
  await type('Email', '  Ana@Example.COM ');
  await type('First name', ' Ana ');
  await type('Last name', 'Georgiou');
}

describe('useSchemaForm', () => {
  it("shows the schema's messages on an invalid submit and focuses the first invalid field on the page", async () => {
    const onValid = vi.fn();
    render(<ProfileHarness onValid={onValid} />);
    // What a screen reader reads on focus: the field must already carry its message then.
    let describedOnFocus: string | null = null;
    input('Email').addEventListener('focus', () => (describedOnFocus = messageOf('Email') ?? null));
    await save();
    expect(describedOnFocus).toBe('Please enter a valid email address');
    expect(messageOf('Email')).toBe('Please enter a valid email address');
    expect(messageOf('First name')).toBe('First name is required');
    expect(messageOf('Last name')).toBe('Last name is required');
    expect(messageOf('Phone')).toBeUndefined();
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Email'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('says nothing while the shopper types before a submit', async () => {
    render(<ProfileHarness onValid={vi.fn()} />);
    await type('Email', 'not-an-email');
    expect(messageOf('Email')).toBeUndefined();
  });

  it('after a failed submit, re-checks the edited field as the shopper types and drops its fixed message', async () => {
    render(<ProfileHarness onValid={vi.fn()} />);
    await save();
    await type('First name', 'A');
    expect(messageOf('First name')).toBeUndefined();
    // Only the edited field changes: the others keep their messages until they are fixed.
    expect(messageOf('Last name')).toBe('Last name is required');
    await type('First name', '  ');
    expect(messageOf('First name')).toBe('First name is required');
  });

  it("hands the schema's output (trimmed, email normalised, blank phone absent) to a valid submit", async () => {
    const onValid = vi.fn();
    render(<ProfileHarness onValid={onValid} />);
    await fillValid();
    await save();
    expect(onValid).toHaveBeenCalledWith({
      firstName: 'Ana',
      lastName: 'Georgiou',
      email: 'ana@example.com',
    });
  });

  it('is submitting while the async submit runs, and not after', async () => {
    let finish: () => void = () => {};
    render(<ProfileHarness onValid={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await fillValid();
    await save();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeTruthy();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('puts a message on a field with setError and focuses it when asked', async () => {
    render(<ProfileHarness onValid={vi.fn()} />);
    await fillValid();
    await save();
    await act(async () => screen.getByRole('button', { name: 'Server error' }).click());
    expect(messageOf('Last name')).toBe('Server says no');
    expect(document.activeElement).toBe(input('Last name'));
    // A server message goes like the schema's once the shopper edits the field.
    await type('Last name', 'Georgiou-Pavlou');
    expect(messageOf('Last name')).toBeUndefined();
  });

  it('reset shows the new values in the inputs and clears the messages', async () => {
    const onValid = vi.fn();
    render(<ProfileHarness onValid={onValid} />);
    await save();
    await act(async () => screen.getByRole('button', { name: 'Reset' }).click());
    expect(input('First name').value).toBe('Eva');
    expect(input('Email').value).toBe('eva@example.com');
    expect(input('Phone').value).toBe('');
    expect(messageOf('Email')).toBeUndefined();
    // Back to before the first submit: typing checks nothing until the next submit.
    await type('First name', '');
    expect(messageOf('First name')).toBeUndefined();
    await type('First name', 'Evi');
    await save();
    expect(onValid).toHaveBeenCalledWith({ firstName: 'Evi', lastName: 'Ioannou', email: 'eva@example.com' });
  });

  it('watch() re-renders the form with the current values', async () => {
    render(<ProfileHarness onValid={vi.fn()} />);
    await type('First name', 'An');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({ ...EMPTY, firstName: 'An' });
  });

  it('checks what prepare makes of the values (a blank optional left out)', async () => {
    const onValid = vi.fn();
    function AddressHarness() {
      const values = {
        address: '12 Makarios Ave',
        city: 'Nicosia',
        state: ' ',
        zip: '1065',
        country: '',
        phone: '',
      };
      const form = useSchemaForm(addressSchema, values, withoutBlankOptionals);
      return (
        <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
          <TextField label="State" {...form.field('state')} />
          <TextField label="Phone" {...form.field('phone')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<AddressHarness />);
    await save();
    expect(messageOf('State')).toBeUndefined();
    expect(messageOf('Phone')).toBe('Please enter a valid phone number');
    expect(document.activeElement).toBe(input('Phone'));
    await type('Phone', '99 123456');
    await save();
    expect(onValid).toHaveBeenCalledWith({
      address: '12 Makarios Ave',
      city: 'Nicosia',
      zip: '1065',
      phone: '99 123456',
    });
  });
});
