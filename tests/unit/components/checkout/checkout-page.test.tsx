import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lineKey, type CartItem } from '@/lib/cart/cart';
import type { CartQuote } from '@/lib/cart/quote';
import type { DetailsValues } from '@/components/checkout/checkout-draft';
import type { DeliveryOptions } from '@/lib/checkout/delivery';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/checkout-schema';
import { VOUCHER_MESSAGES } from '@/lib/checkout/voucher';
import { tee } from '../cart/helpers';
import { PAYMENT_RETURN_MESSAGES } from '@/lib/checkout/payment-messages';
import { CYPRUS_ONLY } from '@/lib/policy';

const leaveFor = vi.fn();
vi.mock('@/components/checkout/navigate', () => ({ leaveFor: (url: string) => leaveFor(url) }));

// Tee ×2 at €15: a €30 bag, below the €50 free-delivery threshold.
const quoteOf = (items: CartItem[]): CartQuote => ({
  lines: items.map((item) => ({
    key: lineKey(item),
    id: item.id,
    name: item.name,
    size: item.size,
    color: item.color,
    quantity: item.quantity,
    unitPriceCents: item.priceCents,
    originalPriceCents: null,
    lineTotalCents: item.priceCents * item.quantity,
    status: 'ok',
    reason: null,
    available: 10,
    previousPriceCents: null,
  })),
  totals: {
    count: items.length,
    subtotalCents: items.reduce((s, i) => s + i.priceCents * i.quantity, 0),
    shippingCents: 300,
    totalCents: 0,
    freeShippingRemainingCents: 0,
  },
});

const options: DeliveryOptions = {
  couriers: [{ id: 1, name: 'AKIS EXPRESS', kind: 'courier' }],
  pickups: [
    { id: 5, name: 'DAKA Nicosia', kind: 'pickup' },
    { id: 6, name: 'DAKA Limassol', kind: 'pickup' },
  ],
};

const EMPTY: DetailsValues = {
  email: '',
  phone: '',
  firstName: '',
  lastName: '',
  country: 'Cyprus',
  address: '',
  city: '',
  zipCode: '',
};

const HOURS = {
  5: ['Mon-Sat 10:30-20:00', 'Sun 11:00-20:00'],
  6: ['Mon-Sat 10:30-20:00', 'Sun 11:00-20:00'],
};

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
let checkoutAnswers: Answer[] = [];
let voucherAnswer: Answer = { status: 200, body: { voucher: { code: 'WELCOME10', valueCents: 1000 } } };
let fetchMock: ReturnType<typeof vi.fn>;
/** Changes the server's quote of the cart (a price or stock change since the cart). */
let adjustQuote: (quote: CartQuote) => CartQuote = (quote) => quote;

const reply = async (answer: Answer) => {
  const { status, body } = await answer;
  return new Response(JSON.stringify(body), { status });
};

beforeEach(() => {
  checkoutAnswers = [];
  voucherAnswer = { status: 200, body: { voucher: { code: 'WELCOME10', valueCents: 1000 } } };
  leaveFor.mockReset();
  adjustQuote = (quote) => quote;
  sessionStorage.clear();
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/cart/quote') {
      const { lines } = JSON.parse(init!.body as string) as { lines: CartItem[] };
      return reply({ status: 200, body: adjustQuote(quoteOf(lines.map((l) => ({ ...tee, ...l })))) });
    }
    if (url === '/api/checkout/voucher') return reply(voucherAnswer);
    if (url === '/api/checkout') return reply(checkoutAnswers.shift() ?? { status: 500, body: {} });
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function renderCheckout(
  stored: CartItem[] = [tee],
  props: {
    payment?: 'declined' | 'unknown' | null;
    signedIn?: boolean;
    initialDetails?: DetailsValues;
    unavailable?: boolean;
    locale?: 'en' | 'el';
  } = {},
) {
  localStorage.clear();
  if (stored.length) localStorage.setItem('cart', JSON.stringify(stored));
  vi.resetModules();
  const { CheckoutPage } = await import('@/components/checkout/checkout-page');
  // Imported after the reset, so the page and the provider share one context module.
  const { WithTexts } = await import('@/tests/helpers/client-texts');
  return render(
    <WithTexts locale={props.locale ?? 'en'} namespaces={['checkout', 'cart', 'common']}>
      <CheckoutPage
        options={options}
        pickupHours={HOURS}
        signedIn={props.signedIn ?? false}
        initialDetails={props.initialDetails ?? EMPTY}
        payment={props.payment ?? null}
        unavailable={props.unavailable}
      />
    </WithTexts>,
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const valueOf = (term: string) => within(summary()).getByText(term).nextElementSibling?.textContent;
const pay = () => screen.getByRole('button', { name: /^Pay / });
const checkoutCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/checkout');

const VALID: Record<string, string> = {
  Email: 'ana@example.com',
  Phone: '99 123456',
  'First name': 'Ana',
  'Last name': 'Pavlou',
  Address: '1 Main Street',
  City: 'Nicosia',
  'Postal code': '1010',
};

function fillValid() {
  for (const [label, value] of Object.entries(VALID)) fireEvent.change(field(label), { target: { value } });
}

describe('checkout page', () => {
  it('says orders cannot be taken instead of showing the form while the ERP is unavailable', async () => {
    await renderCheckout([tee], { unavailable: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CHECKOUT_MESSAGES.unavailable);
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/checkout');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(checkoutCalls()).toEqual([]);
  });

  it('shows the spec messages on an empty submit and focuses the first invalid field', async () => {
    await renderCheckout();
    fireEvent.click(pay());
    const messages = [
      ['Email', 'Please enter a valid email address'],
      ['Phone', 'Please enter a valid phone number'],
      ['First name', 'First name must be at least 2 characters'],
      ['Last name', 'Last name must be at least 2 characters'],
      ['Address', 'Please enter your full address'],
      ['City', 'Please enter your city'],
      ['Postal code', 'Please enter a valid postal code'],
    ] as const;
    await screen.findByText(messages[0][1]);
    for (const [label, message] of messages) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    }
    fireEvent.change(field('Country'), { target: { value: '' } });
    fireEvent.click(pay());
    expect(await screen.findByText('Please select your country')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
    expect(checkoutCalls()).toHaveLength(0);
  });

  it('has no card fields and says the card is entered on JCC’s page', async () => {
    const { container } = await renderCheckout();
    expect(screen.queryByLabelText(/card/i)).toBeNull();
    expect(container.querySelector('[autocomplete^="cc-"]')).toBeNull();
    expect(screen.getByText(/card details on JCC’s secure payment page/)).toBeTruthy();
  });

  it('charges €3.00 for the courier below €50 and nothing for pickup', async () => {
    await renderCheckout([tee]);
    const delivery = screen.getByRole('group', { name: 'Delivery' });
    const courier = within(delivery).getByRole('radio', { name: /Courier delivery/ });
    expect(courier.closest('label')?.textContent).toContain('€3.00');
    await waitFor(() => expect(valueOf('Subtotal')).toBe('€30.00'));
    expect(valueOf('Delivery')).toBe('€3.00');
    expect(valueOf('Total')).toBe('€33.00');
    expect(pay().textContent).toBe('Pay €33.00');
    expect(screen.getByText('Prices include VAT.')).toBeTruthy();

    fireEvent.click(within(delivery).getByRole('radio', { name: /Pick up in store/ }));
    expect(valueOf('Delivery')).toBe('Free');
    expect(pay().textContent).toBe('Pay €30.00');
    const store = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Store' });
    expect([...store.options].map((o) => o.textContent)).toEqual(['RUCK Nicosia', 'RUCK Limassol']);
  });

  it('asks the country from a list, Cyprus first, and no state or province', async () => {
    await renderCheckout([tee]);
    const country = screen.getByRole<HTMLSelectElement>('combobox', { name: /^Country/ });
    expect(country.value).toBe('Cyprus');
    const names = [...country.options].map((o) => o.value);
    expect(names[0]).toBe('Cyprus');
    expect(names).toContain('Greece');
    expect(screen.queryByLabelText(/State|province/i)).toBeNull();
  });

  it('asks a store pickup for no address and shows the store’s hours and when it is ready', async () => {
    await renderCheckout([tee]);
    fireEvent.click(screen.getByRole('radio', { name: /Pick up in store/ }));
    for (const label of ['Address', 'City', 'Postal code', 'Country'])
      expect(screen.queryByLabelText(new RegExp(`^${label}`))).toBeNull();
    expect(screen.getByRole('group', { name: 'Contact details' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Save these details/ })).toBeNull();
    const store = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Store' });
    const info = document.getElementById(store.getAttribute('aria-describedby')!)!;
    expect(info.textContent).toBe(
      'In-store pickup is free, ready in 1-2 working days.Opening hours: Mon-Sat 10:30-20:00, Sun 11:00-20:00',
    );

    for (const [label, value] of Object.entries(VALID).slice(0, 4))
      fireEvent.change(field(label), { target: { value } });
    checkoutAnswers.push({ status: 200, body: { orderId: 79, redirectUrl: 'https://jcc.test/pay/79' } });
    fireEvent.click(pay());
    await waitFor(() => expect(checkoutCalls()).toHaveLength(1));
    const body = JSON.parse(checkoutCalls()[0][1]!.body as string) as Record<string, unknown>;
    expect(body.delivery).toEqual({ method: 'pickup', pickupId: 5 });
  });

  it('tells a shopper abroad that the courier goes to Cyprus only, quotes no Cyprus rate and refuses Pay', async () => {
    await renderCheckout([tee]);
    fillValid();
    fireEvent.change(field('Country'), { target: { value: 'Greece' } });
    const country = field('Country');
    expect(document.getElementById(country.getAttribute('aria-describedby')!)?.textContent).toBe(CYPRUS_ONLY);
    const courier = screen.getByRole('radio', { name: /Courier/ });
    expect(courier.closest('label')?.textContent).toContain('Cyprus only');
    await waitFor(() => expect(valueOf('Subtotal')).toBe('€30.00'));
    expect(valueOf('Delivery')).toBe('Cyprus only');
    expect(valueOf('Total')).toBe('€30.00');
    expect(pay().hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(pay().getAttribute('aria-describedby')!)?.textContent).toContain(
      CYPRUS_ONLY,
    );
    // The Cyprus courier's €3.00 appears nowhere for a Greek address.
    expect(document.body.textContent).not.toContain('€3.00');

    // Pickup in Cyprus is open to them; so is the courier to an address in Cyprus.
    fireEvent.click(screen.getByRole('radio', { name: /Pick up in store/ }));
    expect(pay().hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: /Courier/ }));
    fireEvent.change(field('Country'), { target: { value: 'Cyprus' } });
    expect(valueOf('Delivery')).toBe('€3.00');
    expect(pay().hasAttribute('disabled')).toBe(false);
  });

  it('folds the summary above Pay on phones: a button with aria-expanded and the server’s total', async () => {
    await renderCheckout([tee]);
    await waitFor(() => expect(pay().textContent).toBe('Pay €33.00'));
    const toggle = screen.getByRole('button', { name: 'Show order summary · €33.00' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('region', { name: 'Order Summary' })).toHaveLength(1);
    // Before Pay in the page's order (and so in the tab order).
    expect(toggle.compareDocumentPosition(pay()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide order summary · €33.00');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('list', { name: 'Items in your order' })).toBeTruthy();
    expect(within(panel).getByText('Delivery').nextElementSibling?.textContent).toBe('€3.00');
    expect(within(panel).getByText('Total').nextElementSibling?.textContent).toBe('€33.00');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('applies a voucher, and shows the refusal message for a bad one', async () => {
    await renderCheckout([tee]);
    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Voucher WELCOME10 applied: −€10.00')).toBeTruthy();
    expect(valueOf('Voucher (WELCOME10)')).toBe('−€10.00');
    await waitFor(() => expect(pay().textContent).toBe('Pay €23.00'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove voucher' }));
    voucherAnswer = {
      status: 400,
      body: { error: { code: 'invalid_voucher', message: VOUCHER_MESSAGES.expired } },
    };
    const input = screen.getByLabelText('Voucher code');
    fireEvent.change(input, { target: { value: 'OLD5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(VOUCHER_MESSAGES.expired);
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(pay().textContent).toBe('Pay €33.00');
  });

  it('sends the contract body once on a double click, without any price, then leaves for the gateway', async () => {
    let finish: (answer: { status: number; body: unknown }) => void = () => {};
    checkoutAnswers.push(new Promise((resolve) => (finish = resolve)));
    await renderCheckout([tee]);
    fillValid();
    fireEvent.change(screen.getByLabelText(/Order note/), { target: { value: ' Ring twice ' } });
    // Both clicks on the one button, as a double click lands (the form checks synchronously, so
    // the button may already read 'Sending…' by the second).
    const button = pay();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(checkoutCalls()).toHaveLength(1));
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    const body = JSON.parse(checkoutCalls()[0][1]!.body as string) as Record<string, unknown>;
    expect(body).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      lines: [{ id: 9, size: 'M', color: 'BLACK', quantity: 2 }],
      details: {
        email: 'ana@example.com',
        phone: '99 123456',
        firstName: 'Ana',
        lastName: 'Pavlou',
        address: '1 Main Street',
        city: 'Nicosia',
        zipCode: '1010',
        country: 'Cyprus',
      },
      delivery: { method: 'courier' },
      note: 'Ring twice',
    });
    expect(JSON.stringify(body)).not.toMatch(/price|cents|total/i);
    fireEvent.click(sending);
    await act(async () =>
      finish({ status: 200, body: { orderId: 77, redirectUrl: 'https://jcc.test/pay/77' } }),
    );
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://jcc.test/pay/77'));
    expect(checkoutCalls()).toHaveLength(1);
  });

  it('keeps the idempotency key for a retry of the same attempt and changes it after a change', async () => {
    const failed = { status: 503, body: { error: { code: 'unavailable', message: 'Try again later.' } } };
    checkoutAnswers.push(failed, failed, failed);
    await renderCheckout([tee]);
    fillValid();
    const keyOf = (n: number) =>
      (JSON.parse(checkoutCalls()[n][1]!.body as string) as { idempotencyKey: string }).idempotencyKey;
    fireEvent.click(pay());
    expect((await screen.findByRole('alert')).textContent).toBe('Try again later.');
    fireEvent.click(pay());
    await waitFor(() => expect(checkoutCalls()).toHaveLength(2));
    expect(keyOf(1)).toBe(keyOf(0));
    await waitFor(() => expect(pay().hasAttribute('disabled')).toBe(false));
    fireEvent.change(field('City'), { target: { value: 'Larnaca' } });
    fireEvent.click(pay());
    await waitFor(() => expect(checkoutCalls()).toHaveLength(3));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('shows a changed total and resends with confirmedTotalCents once the shopper confirms', async () => {
    checkoutAnswers.push(
      {
        status: 409,
        body: { error: { code: 'total_changed', message: 'The total has changed.', totalCents: 3600 } },
      },
      { status: 200, body: { orderId: 78, redirectUrl: 'https://jcc.test/pay/78' } },
    );
    await renderCheckout([tee]);
    fillValid();
    fireEvent.click(pay());
    expect(await screen.findByText('New total: €36.00')).toBeTruthy();
    expect(checkoutCalls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay €36.00' }));
    await waitFor(() => expect(checkoutCalls()).toHaveLength(2));
    const body = JSON.parse(checkoutCalls()[1][1]!.body as string) as Record<string, unknown>;
    expect(body.confirmedTotalCents).toBe(3600);
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://jcc.test/pay/78'));
  });

  it('puts the server’s field messages on the fields', async () => {
    checkoutAnswers.push({
      status: 400,
      body: {
        error: {
          code: 'invalid',
          message: VOUCHER_MESSAGES.used,
          fields: { voucher: VOUCHER_MESSAGES.used, zipCode: 'Please enter a valid postal code' },
        },
      },
    });
    await renderCheckout([tee]);
    fillValid();
    fireEvent.click(pay());
    expect(await screen.findByText(VOUCHER_MESSAGES.used)).toBeTruthy();
    expect(field('Postal code').getAttribute('aria-invalid')).toBe('true');
  });

  it('restores the typed form from sessionStorage and keeps it up to date', async () => {
    sessionStorage.setItem(
      'checkout-form',
      JSON.stringify({
        details: { ...EMPTY, email: 'ana@example.com', city: 'Paphos' },
        method: 'pickup',
        pickupId: 6,
        note: 'Gift',
        saveAddress: false,
        voucher: null,
      }),
    );
    await renderCheckout([tee]);
    expect(field('Email').value).toBe('ana@example.com');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Pick up in store/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Store' }).value).toBe('6');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Order note/).value).toBe('Gift');
    // The address typed before pickup was chosen comes back with the courier.
    expect(screen.queryByLabelText(/^City/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Courier/ }));
    expect(field('City').value).toBe('Paphos');
    expect(field('Country').value).toBe('Cyprus');

    fireEvent.change(field('First name'), { target: { value: 'Ana' } });
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('checkout-form')!).details.firstName).toBe('Ana'),
    );
    const { clearCheckoutDraft } = await import('@/components/checkout/checkout-draft');
    clearCheckoutDraft();
    expect(sessionStorage.getItem('checkout-form')).toBeNull();
  });

  it('prefills a signed-in customer and offers to save the details', async () => {
    await renderCheckout([tee], {
      signedIn: true,
      initialDetails: { ...EMPTY, email: 'eva@example.com', firstName: 'Eva' },
    });
    expect(field('Email').value).toBe('eva@example.com');
    expect(field('First name').value).toBe('Eva');
    expect(screen.getByRole('checkbox', { name: 'Save these details to my account' })).toBeTruthy();
  });

  it('says a declined or unknown payment left the bag and details in place', async () => {
    await renderCheckout([tee], { payment: 'declined' });
    expect(screen.getByRole('alert').textContent).toBe(PAYMENT_RETURN_MESSAGES.declined);
    await renderCheckout([tee], { payment: 'unknown' });
    expect(screen.getAllByRole('alert').at(-1)?.textContent).toBe(PAYMENT_RETURN_MESSAGES.unknown);
  });

  it('flags a line whose price or stock changed since the cart, and blocks Pay while short of stock', async () => {
    adjustQuote = (quote) => ({
      ...quote,
      lines: quote.lines.map((line) => ({
        ...line,
        status: 'insufficient_stock',
        available: 1,
        unitPriceCents: 1800,
        lineTotalCents: 1800,
        previousPriceCents: 1500,
      })),
      totals: { ...quote.totals, subtotalCents: 1800 },
    });
    await renderCheckout([tee]);
    const items = within(summary()).getByRole('list', { name: 'Items in your order' });
    expect(await within(items).findByText('Price updated: was €15.00, now €18.00')).toBeTruthy();
    expect(within(items).getByText('Only 1 left')).toBeTruthy();
    expect(within(items).getByText('Qty: 2')).toBeTruthy();
    expect(valueOf('Subtotal')).toBe('€18.00');
    expect(pay().hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(pay().getAttribute('aria-describedby')!)?.textContent).toMatch(
      /no longer available or have less stock/,
    );
  });

  it('shows the cart’s empty view and no form for an empty bag', async () => {
    await renderCheckout([]);
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });
});

describe('checkout page in Greek', () => {
  it('labels the form, shows Greek messages on an empty submit and the Greek money format', async () => {
    await renderCheckout([tee], { locale: 'el' });
    const payButton = screen.getByRole('button', { name: /^Πληρωμή / });
    expect(payButton.textContent).toMatch(/^Πληρωμή \d+,\d\d\s€$/);
    expect(screen.getByRole('group', { name: 'Επικοινωνία και διεύθυνση παράδοσης' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Παράδοση με courier/ })).toBeTruthy();
    expect(
      screen.getByText('Θα εισαγάγετε τα στοιχεία της κάρτας σας στην ασφαλή σελίδα πληρωμής της JCC.'),
    ).toBeTruthy();
    // The country list in Greek, Cyprus first; its values stay the ERP's names.
    const country = screen.getByLabelText<HTMLSelectElement>(/^Χώρα/);
    expect(country.options[0].textContent).toBe('Κύπρος');
    expect(country.options[0].value).toBe('Cyprus');
    expect([...country.options].find((o) => o.value === 'Greece')?.textContent).toBe('Ελλάδα');
    fireEvent.click(payButton);
    expect(await screen.findByText('Παρακαλούμε εισαγάγετε ένα έγκυρο email')).toBeTruthy();
    expect(screen.getByText('Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες')).toBeTruthy();
    expect(screen.getByText('Παρακαλούμε εισαγάγετε την πλήρη διεύθυνσή σας')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Order Summary|Delivery|Pay €/);
    expect(checkoutCalls()).toHaveLength(0);
  });

  it('says a declined payment left the bag in Greek', async () => {
    await renderCheckout([tee], { locale: 'el', payment: 'declined' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Η πληρωμή σας δεν ολοκληρώθηκε. Το καλάθι και τα στοιχεία σας είναι ακόμη εδώ: παρακαλούμε δοκιμάστε ξανά.',
    );
  });
});
