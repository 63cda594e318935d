import { act, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressForm } from '@/components/account/address-form';
import { respond, sent } from './helpers';
import { accountPageWrapper } from '@/tests/helpers/account-texts';

/** Renders with the account texts (English), as the root layout gives them. */
const render = (ui: React.ReactElement) => renderPlain(ui, { wrapper: accountPageWrapper() });

const initial = {
  address: '12 Makariou Avenue',
  city: 'Nicosia',
  state: '',
  zip: '1065',
  country: '',
  phone: '+357 22 123456',
};
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const submit = () => act(async () => fireEvent.submit(field('City').form!));

afterEach(() => vi.unstubAllGlobals());

describe('AddressForm', () => {
  it('leaves out a blank state and country and saves with PUT /api/account/address', async () => {
    const fetchMock = respond(200, { profile: {}, address: initial });
    render(<AddressForm initial={initial} />);
    await submit();
    expect(sent(fetchMock)).toEqual({
      url: '/api/account/address',
      method: 'PUT',
      body: { address: '12 Makariou Avenue', city: 'Nicosia', zip: '1065', phone: '+357 22 123456' },
    });
    expect(screen.getByRole('button', { name: 'Saved!' })).toBeTruthy();
  });

  it("shows the checkout's messages under the fields", async () => {
    const fetchMock = respond(200, {});
    render(<AddressForm initial={initial} />);
    fireEvent.change(field('Address'), { target: { value: '12' } });
    fireEvent.change(field('State'), { target: { value: 'N' } });
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    const message = (label: string) =>
      document.getElementById(field(label).getAttribute('aria-describedby')!)!.textContent;
    expect(message('Address')).toBe('Please enter your full address');
    expect(message('State')).toBe('Please enter your state/province');
  });
});
