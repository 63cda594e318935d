// The strict sandbox ERP (sandbox/erp/strict.mjs): the same data as the default one, answered in
// the least agreeable reading of each open question of docs/erp-contract.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStrict, STRICT_OFF, strictSwitches } from '@/sandbox/erp/strict.mjs';
import { startTestSandbox, view, type TestSandbox } from './helpers';

type Loose = Record<string, unknown>;

let strict: TestSandbox;
let plain: TestSandbox;

beforeAll(async () => {
  [strict, plain] = await Promise.all([
    startTestSandbox({ strict: true }),
    startTestSandbox({ strict: false }),
  ]);
});
afterAll(() => Promise.all([strict?.stop(), plain?.stop()]));

const both = async <T = Loose[]>(path: string) =>
  [(await strict.json<T>(path)).body, (await plain.json<T>(path)).body] as const;

describe('strict answers (all switches on)', () => {
  it('item rows carry only $$record, type rows only $$position; ids and links as digit strings', async () => {
    const [items, plainItems] = await both(view('item'));
    expect(items).toHaveLength(plainItems.length);
    for (const [row, was] of items.map((r, i) => [r, plainItems[i]] as const)) {
      expect(row).not.toHaveProperty('$$position');
      expect(row.$$record).toBe(String(was.$$record));
      expect(row.$brand).toBe(String(was.$brand));
      expect(row.code).toBe(was.code);
    }
    const [types] = await both(view('type'));
    expect(types.every((r) => typeof r.$$position === 'string' && !('$$record' in r))).toBe(true);
  });

  it('money, discounts and quantities as comma text', async () => {
    const [items, plainItems] = await both(view('item'));
    const numberPriced = plainItems.findIndex((r) => typeof r.price === 'number');
    expect(items[numberPriced].price).toBe(
      (plainItems[numberPriced].price as number).toFixed(2).replace('.', ','),
    );
    const discounted = plainItems.findIndex((r) => (r.discount as number) > 0);
    expect(items[discounted].discount).toMatch(/^\d+,\d\d$/);
    const [lines] = await both(`${view('transdet')}&driving=trans&record=50001`);
    expect(lines.every((l) => /^-\d+,00$/.test(l.quantity as string))).toBe(true);
    const [stock, plainStock] = await both<Record<string, unknown>>(
      `/$PosGetStock?code=${plainItems[0].code as string}`,
    );
    expect(Object.keys(stock)).toEqual(Object.keys(plainStock));
    expect(Object.values(stock).every((q) => typeof q === 'string' && /^-?\d+,00$/.test(q))).toBe(true);
  });

  it('a single-record read is a one-element list; a miss keeps its error body', async () => {
    const read = '/$TableRead?system=pos&file=type&record=23';
    const { $$position, $$record: _, ...rest } = (await plain.json<Loose>(read)).body;
    expect((await strict.json(read)).body).toEqual([{ $$position: String($$position), ...rest }]);
    expect(await strict.json('/$TableRead?system=accounting&file=people&record=999999')).toEqual({
      status: 200,
      body: { error: 'Record not found' },
    });
    const find = (email: string) =>
      strict.json('/$TableRead', {
        method: 'POST',
        body: JSON.stringify({
          system: 'accounting',
          index: 'email',
          file: 'address',
          find: true,
          fields: [{ id: 'email', value: email }],
        }),
      });
    const found = (await find('demo@example.com')).body as Loose[];
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ $$position: '2001', $people: '1001', email: 'demo@example.com' });
    expect((await find('nobody@example.com')).body).toEqual([]);
  });

  it("trans's computed columns only through report + report_fields", async () => {
    const trans = `${view('trans')}&driving=people&record=1001`;
    const [bare] = await both(trans);
    expect(bare.every((r) => !('_total' in r))).toBe(true);
    const [onlyFields] = await both(`${trans}&fields=refer%20_total`);
    expect(onlyFields.every((r) => !('_total' in r))).toBe(true);
    const [reported, plainRows] = await both(`${trans}&report=default&report_fields=_total`);
    expect(reported.map((r) => r._total)).toEqual(plainRows.map((r) => r._total));
    const [read] = await both<Loose[]>(
      '/$TableRead?system=pos&file=trans&record=50001&report=default&report_fields=_total',
    );
    expect(read[0]).toMatchObject({ $$record: '50001', _total: plainRows[0]._total });
  });

  it('$collected is the record of the order that used the voucher; its value is in `value`', async () => {
    const voucher = (code: string) => `/$PosFindVoucher?CDFind=${code}&simple=true&location=01`;
    const [used, plainUsed] = await both<Loose[]>(voucher('USED20'));
    expect(plainUsed).toMatchObject({ $collected: '20,00', used: true });
    expect(used).toEqual([
      {
        $$record: '304',
        code: 'USED20',
        $collected: '50001',
        collected: 'W0050001',
        value: '20,00',
        expiry: '31/12/2030',
        used: true,
      },
    ]);
    const [unused] = await both<Loose[]>(voucher('WELCOME10'));
    expect(unused[0]).toMatchObject({ $collected: null, value: '10,00', used: false });
    expect(await strict.json(voucher('NOPE'))).toEqual({ status: 200, body: { error: 'Record not found' } });
  });

  it("a write's record comes back as a digit string", async () => {
    const { status, body } = await strict.json('/$TableInsert', {
      method: 'POST',
      body: JSON.stringify({
        system: 'pos',
        file: 'peopleitem',
        fields: [
          { id: 'people', value: 1002 },
          { id: 'item', value: 5003 },
        ],
      }),
    });
    expect(status).toBe(200);
    expect(body).toEqual({ record: expect.stringMatching(/^\d+$/) });
  });
});

describe('the switches', () => {
  it('SANDBOX_ERP_STRICT: unset or 0 is none, 1 every switch, a list those named; the option wins', () => {
    const all = Object.fromEntries(Object.keys(STRICT_OFF).map((k) => [k, true]));
    expect(strictSwitches(undefined, {})).toEqual(STRICT_OFF);
    expect(strictSwitches(undefined, { SANDBOX_ERP_STRICT: '0' })).toEqual(STRICT_OFF);
    expect(strictSwitches(undefined, { SANDBOX_ERP_STRICT: '1' })).toEqual(all);
    expect(strictSwitches(undefined, { SANDBOX_ERP_STRICT: 'stringIds, listedRecords' })).toEqual({
      ...STRICT_OFF,
      stringIds: true,
      listedRecords: true,
    });
    expect(strictSwitches(false, { SANDBOX_ERP_STRICT: '1' })).toEqual(STRICT_OFF);
    expect(strictSwitches({ commaDecimals: true }, {})).toEqual({ ...STRICT_OFF, commaDecimals: true });
    expect(() => strictSwitches(undefined, { SANDBOX_ERP_STRICT: 'sloppy' })).toThrow(/Unknown keys: sloppy/);
    expect(() => strictSwitches({ sloppy: true } as never, {})).toThrow(/Unknown keys: sloppy/);
  });

  it('each switch changes only its own reading', () => {
    const db = { read: () => ({ $trans: 50001, trans: 'W0050001' }) } as never;
    const row = {
      $$position: 5,
      $$record: 5,
      $brand: 3,
      price: 59.9,
      discount: 30,
      _total: '1,00',
      $collected: '10,00',
    };
    const answer = (switch_: keyof typeof STRICT_OFF, op = '$TableRead', file = 'item', query = '') =>
      JSON.parse(
        (
          createStrict({ ...STRICT_OFF, [switch_]: true }, db)(
            op,
            new URLSearchParams(`file=${file}${query}`),
            { status: 200, json: JSON.stringify(row) },
          ) as { json: string }
        ).json,
      );
    expect(answer('recordKeys')).toEqual({ ...row, $$position: undefined, $$record: 5 });
    expect(answer('recordKeys', '$TableRead', 'type')).toEqual({ ...row, $$record: undefined });
    expect(answer('listedRecords')).toEqual([row]);
    expect(answer('listedRecords', '$TableGetView')).toEqual(row);
    expect(answer('stringIds')).toEqual({ ...row, $$position: '5', $$record: '5', $brand: '3' });
    expect(answer('commaDecimals')).toEqual({ ...row, price: '59,90', discount: '30,00' });
    const { _total: _, ...untotalled } = row;
    expect(answer('reportColumns', '$TableRead', 'trans')).toEqual(untotalled);
    expect(answer('reportColumns', '$TableRead', 'trans', '&report=default&report_fields=_total')).toEqual(
      row,
    );
    expect(answer('reportColumns')).toEqual(row);
    const { $collected: __, ...rest } = row;
    expect(answer('collectedRecord', '$PosFindVoucher')).toEqual({
      ...rest,
      $collected: 50001,
      collected: 'W0050001',
      value: '10,00',
    });
    expect(
      createStrict(STRICT_OFF, db)('$TableRead', new URLSearchParams(), { status: 200, json: '{"a":1}' }),
    ).toEqual({
      status: 200,
      json: '{"a":1}',
    });
  });
});
