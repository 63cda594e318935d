import { describe, expect, it, vi } from 'vitest';
import { CYPRUS_ONLY } from '@/lib/policy';
import { checkoutHandler } from '@/server/orders/checkout-route';
import { as, DEMO, errorOf, jsonRequest, limiter, ORIGIN } from '../../helpers/account-routes';
import { GATEWAY, orderDeps, orderInput } from './fakes';

/** The route for a guest, or for `user` signed in. */
function route(points = 1000, user: typeof DEMO | null = null) {
  const deps = orderDeps();
  const saveAddress = vi.fn(async () => {});
  const POST = checkoutHandler({
    user: as(user),
    limiter: limiter(points),
    origin: () => ORIGIN,
    orders: () => deps.place,
    viewToken: (id) => `token-${id}`,
    saveAddress,
    secureCookie: () => true,
  });
  return { POST, deps, saveAddress };
}

describe('POST /api/checkout', () => {
  it('answers the payment page, privately, with the guest’s view cookie', async () => {
    const { POST, deps } = route();
    const response = await POST(jsonRequest('POST', '/api/checkout', orderInput()));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as { orderId: string; redirectUrl: string };
    expect(body.redirectUrl.startsWith(`${GATEWAY}/pay`)).toBe(true);
    expect((await deps.store.get(body.orderId))?.state).toBe('pending');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`order_view=token-${body.orderId}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
  });

  it('takes the buyer from the session, never from the body, and saves their address when asked', async () => {
    const { POST, deps, saveAddress } = route(1000, DEMO);
    const input = orderInput({ saveAddress: true });
    const body = (await (await POST(jsonRequest('POST', '/api/checkout', input))).json()) as {
      orderId: string;
    };
    expect((await deps.store.get(body.orderId))?.userId).toBe(DEMO.userId);
    expect(saveAddress).toHaveBeenCalledWith(DEMO, input.details);
    const smuggled = await POST(jsonRequest('POST', '/api/checkout', { ...orderInput(), userId: 1 }));
    expect(smuggled.status).toBe(400);
  });

  it('refuses a body carrying a price', async () => {
    const { POST, deps } = route();
    const input = orderInput();
    const response = await POST(
      jsonRequest('POST', '/api/checkout', { ...input, lines: [{ ...input.lines[0], priceCents: 1 }] }),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('invalid');
    expect(deps.gateway.registerPayment).not.toHaveBeenCalled();
  });

  it('answers field messages for the form', async () => {
    const { POST } = route();
    const input = orderInput({ details: { ...orderInput().details, city: 'L' } });
    const error = await errorOf(await POST(jsonRequest('POST', '/api/checkout', input)));
    expect(error.fields).toEqual({ city: 'Please enter your city' });
  });

  it('refuses a courier to Greece posted past the page: a clear message on the country, nothing kept', async () => {
    const { POST, deps } = route();
    const input = orderInput({
      details: {
        ...orderInput().details,
        address: '1 Ermou Street',
        city: 'Athens',
        zipCode: '10563',
        country: 'Greece',
      },
    });
    const response = await POST(jsonRequest('POST', '/api/checkout', input));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'invalid', fields: { country: CYPRUS_ONLY } });
    expect(await deps.store.getByIdempotencyKey(input.idempotencyKey)).toBeNull();
    expect(deps.gateway.registerPayment).not.toHaveBeenCalled();
    // A state smuggled in for the courier's Cyprus rate is no field of the form: refused too.
    const withState = await POST(
      jsonRequest('POST', '/api/checkout', {
        ...orderInput(),
        details: { ...orderInput().details, state: 'Attica' },
      }),
    );
    expect(withState.status).toBe(400);
  });

  it('takes a pickup order without an address, keeps none and saves none to the account', async () => {
    const { POST, deps, saveAddress } = route(1000, DEMO);
    // An address left in the form from before the pickup was chosen is not kept either.
    const input = orderInput({
      details: { ...orderInput().details, country: 'Greece', city: 'Athens' },
      delivery: { method: 'pickup', pickupId: 9 },
      saveAddress: true,
    });
    const response = await POST(jsonRequest('POST', '/api/checkout', input));
    expect(response.status).toBe(200);
    const { orderId } = (await response.json()) as { orderId: string };
    const stored = await deps.store.get(orderId);
    expect(stored?.content.details).toMatchObject({ address: '', city: '', zipCode: '', country: '' });
    expect(stored?.content.delivery).toEqual({ method: 'pickup', id: 9, name: 'DAKA LIMASSOL' });
    expect(stored?.totalCents).toBe(3000);
    expect(saveAddress).not.toHaveBeenCalled();
  });

  it('answers total_changed with the server’s total', async () => {
    const { POST } = route();
    const response = await POST(jsonRequest('POST', '/api/checkout', orderInput({ confirmedTotalCents: 1 })));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: 'total_changed',
        message: 'The total has changed. Please review your order.',
        totalCents: 3300,
      },
    });
  });

  it('answers a repeated key with its order, and refuses it with a different request', async () => {
    const { POST, deps } = route();
    const input = orderInput();
    const first = (await (await POST(jsonRequest('POST', '/api/checkout', input))).json()) as object;
    const again = await POST(jsonRequest('POST', '/api/checkout', input));
    expect(await again.json()).toEqual(first);
    const changed = await POST(
      jsonRequest('POST', '/api/checkout', { ...input, lines: [{ ...input.lines[0], quantity: 3 }] }),
    );
    expect(changed.status).toBe(409);
    expect(await changed.json()).toEqual({
      error: {
        code: 'idempotency_conflict',
        message:
          'This checkout was already started with different details. Please reload the page and try again.',
      },
    });
    expect(changed.headers.get('set-cookie')).toBeNull();
    expect(deps.gateway.registerPayment).toHaveBeenCalledTimes(1);
  });

  it('refuses another origin, a non-JSON body and too many attempts', async () => {
    const { POST } = route(1);
    const foreign = await POST(
      jsonRequest('POST', '/api/checkout', orderInput(), { origin: 'https://evil.example' }),
    );
    expect(foreign.status).toBe(403);
    const text = await POST(
      new Request(`${ORIGIN}/api/checkout`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'text/plain' },
        body: '{}',
      }),
    );
    expect(text.status).toBe(415);
    // Refusals are not counted (a cross-site page cannot spend the allowance): the one attempt is left.
    expect((await POST(jsonRequest('POST', '/api/checkout', orderInput()))).status).toBe(200);
    expect((await POST(jsonRequest('POST', '/api/checkout', orderInput()))).status).toBe(429);
  });
});
