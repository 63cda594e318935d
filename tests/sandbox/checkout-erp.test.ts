// The sandbox ERP's checkout: delivery methods (accounting deliverymethod), $PosFindVoucher and
// $PosProcessWeb (trans + transdet, idempotent on orderid), and the fault switch that fails orders.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOrders } from '@/server/erp/orders';
import { startTestSandbox, type Row, type TestSandbox } from './helpers';

let erp: TestSandbox;
let item: Row & { code: string };
beforeAll(async () => {
  erp = await startTestSandbox({ seedItems: 60 });
  vi.stubEnv('ERP_BASE_URL', erp.url);
  item = (await erp.json<(Row & { code: string })[]>('/$TableGetView?system=pos&file=item')).body[0];
}, 60_000);
afterAll(() => erp?.stop());

const setFaults = (body: unknown) =>
  erp.json('/__sandbox/faults', { method: 'POST', body: JSON.stringify(body) });
afterEach(async () => {
  await setFaults({});
});

const voucher = (code: string, extra = '&simple=true&location=01') =>
  erp.json<Record<string, unknown>>(`/$PosFindVoucher?CDFind=${encodeURIComponent(code)}${extra}`);
const post = (body: unknown) =>
  erp.json<{ record?: number; error?: string }>('/$PosProcessWeb', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const rows = (system: string, file: string) =>
  erp.json<Row[]>(`/$TableGetView?system=${system}&file=${file}`).then((r) => r.body);
const snapshot = async () =>
  JSON.stringify(
    await Promise.all([
      rows('pos', 'trans'),
      rows('pos', 'transdet'),
      rows('pos', 'voucher'),
      rows('accounting', 'people'),
    ]),
  );

let counter = 0;
const order = (over: Record<string, unknown> = {}) => ({
  documentid: 18,
  orderid: `TEST-${++counter}`,
  location: '1',
  orderdate: '23/11/2026',
  ordertime: '12:05',
  currency: 'EUR',
  paymentmethod: 'JCC',
  delivery: 'AKIS EXPRESS COURIER',
  note: 'Ring twice',
  customerdetails: {
    email: 'maria@example.com',
    phone: '+357 97 111222',
    addr1: '7 Ermou Street',
    postal: '6021',
    city: 'Larnaca',
  },
  orderitems: [
    { model: item.code, color: 'BLACK', size: 'M', qty: 2, total: '39,90' },
    { model: 'DELIVERY', color: '', size: '', qty: 1, total: '3,00' },
  ],
  ...over,
});
const MARIA = 1003;

describe('deliverymethod (system accounting)', () => {
  it('lists the courier, the three DAKA stores and a method the shop must filter out', async () => {
    const names = (await rows('accounting', 'deliverymethod')).map((r) => r.name);
    expect(names.filter((n) => String(n).includes('AKIS EXPRESS'))).toEqual(['AKIS EXPRESS COURIER']);
    expect(names.filter((n) => String(n).includes('DAKA'))).toHaveLength(3);
    expect(names.some((n) => !/AKIS EXPRESS|DAKA/.test(String(n)))).toBe(true);
  });

  it('is not in system pos', async () => {
    expect((await erp.json('/$TableGetView?system=pos&file=deliverymethod')).status).toBe(404);
  });
});

describe('GET $PosFindVoucher', () => {
  it.each([
    ['WELCOME10', '10,00', false, '31/12/2030'],
    ['big200', '200,00', false, '31/12/2030'],
    ['OLD5', '5,00', false, '31/12/2024'],
    ['USED20', '20,00', true, '31/12/2030'],
  ])('%s → $collected %s, used %s, expiry %s', async (code, collected, used, expiry) => {
    const { status, body } = await voucher(code);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: code.toUpperCase(), $collected: collected, used, expiry });
  });

  it('an unknown code, or another location, is the not-found answer', async () => {
    expect(await voucher('NOPE')).toEqual({ status: 200, body: { error: 'Record not found' } });
    expect((await voucher('WELCOME10', '&simple=true&location=02')).body).toEqual({
      error: 'Record not found',
    });
  });

  it('CDFind is required', async () => {
    expect((await erp.json('/$PosFindVoucher?simple=true')).status).toBe(400);
  });
});

describe('POST $PosProcessWeb', () => {
  it('writes the order (Processing, lines negative) and it shows in the customer history', async () => {
    const before = await listOrders(MARIA);
    if (!before.ok) throw before.error;
    const { status, body } = await post(order());
    expect(status).toBe(200);
    const record = Number(body.record);
    const trans = await erp.json<Row>(`/$TableRead?system=pos&file=trans&record=${record}`);
    expect(trans.body).toMatchObject({
      $people: MARIA,
      status: 'Processing',
      _total: '42,90',
      date: '23/11/2026',
      time: '12:05',
      delivery: 'AKIS EXPRESS COURIER',
      '@create_stamp': expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    });
    const lines = await erp.json<Row[]>(
      `/$TableGetView?system=pos&file=transdet&driving=trans&record=${record}`,
    );
    expect(lines.body.map((l) => [l.item, l.quantity, l.total, l.price])).toEqual([
      [item.code, -2, '-39,90', '19,95'],
      ['DELIVERY', -1, '-3,00', '3,00'],
    ]);

    const after = await listOrders(MARIA);
    if (!after.ok) throw after.error;
    expect(after.data).toHaveLength(before.data.length + 1);
    expect(after.data[0]).toMatchObject({ id: record, status: 'Processing', totalCents: 4290 });
    expect(after.data[0].lines.map((l) => [l.code, l.quantity, l.totalCents])).toEqual([
      [item.code, 2, 3990],
      ['DELIVERY', 1, 300],
    ]);
  });

  it('a repeated orderid answers the same record and makes no second order', async () => {
    const body = order();
    const first = await post(body);
    const state = await snapshot();
    expect(await post(body)).toEqual(first);
    expect(await post({ ...body, note: 'changed' })).toEqual(first);
    expect(await snapshot()).toBe(state);
  });

  it('a voucher is marked used with its order; the discount is kept on the order', async () => {
    const { body } = await post(
      order({
        voucher: 'WELCOME10',
        orderitems: [
          { model: item.code, color: '', size: '', qty: 1, total: '19,95' },
          { model: 'DELIVERY', color: '', size: '', qty: 1, total: '3,00' },
          { model: 'VOUCHER', color: '', size: '', qty: 1, total: '-10,00' },
        ],
      }),
    );
    const trans = (await erp.json<Row>(`/$TableRead?system=pos&file=trans&record=${body.record}`)).body;
    expect(trans).toMatchObject({ _total: '12,95', voucher: 'WELCOME10', _voucher_discount: '10,00' });
    expect((await voucher('WELCOME10')).body).toMatchObject({ used: true });
    const again = await post(
      order({
        voucher: 'WELCOME10',
        orderitems: [
          { model: item.code, color: '', size: '', qty: 1, total: '19,95' },
          { model: 'VOUCHER', color: '', size: '', qty: 1, total: '-10,00' },
        ],
      }),
    );
    expect(again.body).toEqual({ error: 'Voucher already used' });
  });

  it.each([
    ['OLD5', '-5,00', 'Voucher expired'],
    ['USED20', '-20,00', 'Voucher already used'],
    ['NOPE', '-1,00', 'Voucher not found'],
    ['BIG200', '-250,00', 'Voucher line is larger than the voucher'],
  ])('voucher %s is refused with 200 {"error"} and nothing written', async (code, total, error) => {
    const state = await snapshot();
    const r = await post(
      order({
        voucher: code,
        orderitems: [
          { model: item.code, color: '', size: '', qty: 1, total: '300,00' },
          { model: 'VOUCHER', color: '', size: '', qty: 1, total },
        ],
      }),
    );
    expect(r).toEqual({ status: 200, body: { error } });
    expect(await snapshot()).toBe(state);
  });

  it('a guest gets a GUEST people record and no address (the email stays free to register)', async () => {
    const addresses = (await rows('accounting', 'address')).length;
    const { body } = await post(
      order({
        delivery: 'daka nicosia - 45 makariou iii avenue',
        orderitems: [{ model: item.code, color: '', size: '', qty: 1, total: '19,95' }],
        customerdetails: {
          name: 'Sofia',
          surname: 'Pavlou',
          email: 'maria@example.com',
          phone: '+357 99 000111',
          addr1: '3 Ledras Street',
          addr2: '',
          postal: '1011',
          city: 'Nicosia',
          state: '',
          country: 'Cyprus',
          guest: true,
        },
      }),
    );
    const trans = (await erp.json<Row>(`/$TableRead?system=pos&file=trans&record=${body.record}`)).body;
    expect(trans.$people).not.toBe(MARIA);
    const person = (
      await erp.json<Row>(`/$TableRead?system=accounting&file=people&record=${Number(trans.$people)}`)
    ).body;
    expect(person).toMatchObject({ name: 'Sofia', surname: 'Pavlou', group: 'GUEST' });
    expect((await rows('accounting', 'address')).length).toBe(addresses);
  });

  it.each([
    ['an unknown customer email', { customerdetails: { email: 'nobody@example.com' } }, 'Customer not found'],
    [
      'an unknown item',
      { orderitems: [{ model: 'NOPE1', color: '', size: '', qty: 1, total: '1,00' }] },
      'Unknown item "NOPE1"',
    ],
    ['an unknown delivery method', { delivery: 'PIGEON POST' }, 'Unknown delivery method "PIGEON POST"'],
  ])('%s is a 200 {"error"} with nothing written', async (_what, over, error) => {
    const state = await snapshot();
    expect(await post(order(over))).toEqual({ status: 200, body: { error } });
    expect(await snapshot()).toBe(state);
  });

  it.each([
    ['not JSON', '{"documentid":'],
    ['a list', [1]],
    ['documentid 17', { documentid: 17 }],
    ['location 01', { location: '01' }],
    ['a bad date', { orderdate: '31/02/2026' }],
    ['an ISO date', { orderdate: '2026-11-23' }],
    ['a bad time', { ordertime: '24:00' }],
    ['currency USD', { currency: 'USD' }],
    ['no orderid', { orderid: '' }],
    ['no customer', { customerdetails: null }],
    ['a bad email', { customerdetails: { email: 'nope' } }],
    ['a guest without a name', { customerdetails: { email: 'g@example.com', guest: true } }],
    ['no lines', { orderitems: [] }],
    ['qty 0', { orderitems: [{ model: 'X', color: '', size: '', qty: 0, total: '1,00' }] }],
    ['a bad total', { orderitems: [{ model: 'X', color: '', size: '', qty: 1, total: 'ten' }] }],
    ['a negative goods line', { orderitems: [{ model: 'X', color: '', size: '', qty: 1, total: '-1,00' }] }],
    [
      'a VOUCHER line without a code',
      { orderitems: [{ model: 'VOUCHER', color: '', size: '', qty: 1, total: '-1,00' }] },
    ],
  ])('%s is 400 {"error"} with nothing written', async (_what, over) => {
    const state = await snapshot();
    const body = typeof over === 'string' || Array.isArray(over) ? over : order(over);
    const r = await post(body);
    expect(r.status).toBe(400);
    expect(typeof r.body.error).toBe('string');
    expect(await snapshot()).toBe(state);
  });
});

describe('the fault switch on $PosProcessWeb', () => {
  it('failStatus 200 refuses every order with {"error"}; other operations are untouched', async () => {
    await setFaults({ failRate: 1, failStatus: 200, match: '$PosProcessWeb' });
    const state = await snapshot();
    expect(await post(order())).toEqual({
      status: 200,
      body: { error: 'Request refused (sandbox fault injection)' },
    });
    expect((await voucher('BIG200')).status).toBe(200);
    expect(await snapshot()).toBe(state);
  });

  it('failStatus 500 answers an outage', async () => {
    await setFaults({ failRate: 1, failStatus: 500, match: '$PosProcessWeb' });
    expect((await post(order())).status).toBe(500);
  });

  it('a failure ratio fails about that share of orders', async () => {
    await setFaults({ failRate: 0.5, failStatus: 200, match: '$PosProcessWeb' });
    const answers = await Promise.all(Array.from({ length: 40 }, () => post(order())));
    const failed = answers.filter((a) => a.body.error).length;
    expect(failed).toBeGreaterThan(5);
    expect(failed).toBeLessThan(35);
  });
});
