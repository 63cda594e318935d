// The sandbox ERP's account files: people/address (accounting), peopleitem/trans/transdet (pos),
// the writes ($TableInsert, $TableModify, $TableErase, $TableSoftErase), the POST $TableRead find,
// and the seeded demo customers.
import { scryptSync, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type Row, type TestSandbox } from './helpers';

let erp: TestSandbox;
beforeAll(async () => {
  erp = await startTestSandbox();
});
afterAll(() => erp?.stop());

const post = <T = unknown>(op: string, body: unknown) =>
  erp.json<T>(`/${op}`, { method: 'POST', body: JSON.stringify(body) });
const find = (email: string) =>
  post<Row>('$TableRead', {
    system: 'accounting',
    index: 'email',
    file: 'address',
    find: true,
    fields: [{ id: 'email', value: email }],
  });
const read = (system: string, file: string, record: number) =>
  erp.json<Row & { error?: string }>(`/$TableRead?system=${system}&file=${file}&record=${record}`);
const viewOf = (system: string, file: string, extra = '') =>
  erp.json<Row[]>(`/$TableGetView?system=${system}&file=${file}${extra}`).then((r) => r.body);

/** Everything a write could touch, to prove a refused request changed nothing. */
const snapshot = async () =>
  JSON.stringify(
    await Promise.all([
      viewOf('accounting', 'people'),
      viewOf('accounting', 'address'),
      viewOf('pos', 'peopleitem'),
      viewOf('pos', 'trans'),
      viewOf('pos', 'transdet'),
    ]),
  );

/** Verifies a `$scrypt$ln=14,r=8,p=1$salt$key` hash the way the shop's hasher will. */
function verifyScrypt(stored: string, password: string): boolean {
  const m = /^\$scrypt\$ln=14,r=8,p=1\$([A-Za-z0-9+/]{22})\$([A-Za-z0-9+/]{43})$/.exec(stored);
  if (!m) return false;
  const salt = Buffer.from(m[1], 'base64');
  const key = Buffer.from(m[2], 'base64');
  expect([salt.length, key.length]).toEqual([16, 32]);
  const derived = scryptSync(password, salt, 32, { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return timingSafeEqual(derived, key);
}

describe('seeded demo customers', () => {
  it('finds demo@example.com (any case) with its people link, and its password is a verifiable scrypt hash', async () => {
    const { status, body } = await find('  Demo@Example.COM ');
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: 'demo@example.com', $$position: expect.any(Number) });
    const people = (await read('accounting', 'people', Number(body.$people))).body;
    expect(people).toMatchObject({ name: expect.any(String), surname: expect.any(String) });
    expect(body.people).toBe(`${String(people.name)} ${String(people.surname)}`);
    expect(verifyScrypt(String(people.password), 'demo1234')).toBe(true);
    expect(verifyScrypt(String(people.password), 'demo12345')).toBe(false);
  });

  it('stores legacy@example.com with a plain-text password', async () => {
    const { body } = await find('legacy@example.com');
    const people = (await read('accounting', 'people', Number(body.$people))).body;
    expect(people.password).toBe('legacy123');
  });

  it('gives the demo customer ≥ 25 orders in every status, with negative lines on real items', async () => {
    const demo = Number((await find('demo@example.com')).body.$people);
    const orders = await viewOf('pos', 'trans', `&driving=people&record=${demo}`);
    expect(orders.length).toBeGreaterThanOrEqual(25);
    expect(orders.every((o) => o.$people === demo)).toBe(true);
    for (const s of ['Delivered', 'Shipped', 'Processing', 'Cancelled'])
      expect(orders.some((o) => o.status === s)).toBe(true);
    const o = orders[0];
    expect(o.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(o['@create_stamp']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(o._total).toMatch(/^\d+,\d{2}$/);
    const lines = await viewOf('pos', 'transdet', `&driving=trans&record=${o.$$position}`);
    expect(lines.length).toBeGreaterThan(0);
    let sum = 0;
    for (const line of lines) {
      expect(line.$trans).toBe(o.$$position);
      expect(Number(line.quantity)).toBeLessThan(0);
      const item = await read('pos', 'item', Number(line.$item));
      expect([item.status, item.body.code]).toEqual([200, line.item]);
      sum += Math.round(Number(String(line.total).replace(',', '.')) * 100);
    }
    expect(-sum).toBe(Math.round(Number(String(o._total).replace(',', '.')) * 100));
  });

  it('gives the demo customer a Delivered order from 4 days ago with a returnable and a final-sale line', async () => {
    const demo = Number((await find('demo@example.com')).body.$people);
    const orders = await viewOf('pos', 'trans', `&driving=people&record=${demo}`);
    const fourDaysAgo = new Date(Date.now() - 4 * 86_400_000).toISOString().slice(0, 10);
    const recent = orders.filter((o) => String(o['@create_stamp']).startsWith(fourDaysAgo));
    expect(recent.map((o) => o.status)).toEqual(['Delivered']);
    expect(orders.filter((o) => String(o['@create_stamp']).slice(0, 10) > fourDaysAgo).length).toBe(5);
    const lines = await viewOf('pos', 'transdet', `&driving=trans&record=${recent[0].$$position}`);
    const finalSale = await Promise.all(
      lines.map(async (line) => {
        const item = (await read('pos', 'item', Number(line.$item))).body;
        return String(item.secondary).includes('Clearance') || /swim/i.test(String(item.category));
      }),
    );
    expect(finalSale).toContain(true);
    expect(finalSale).toContain(false);
  });

  it('lists all of a person’s lines with driving=trans.people and follows dotted fields', async () => {
    const demo = Number((await find('demo@example.com')).body.$people);
    const orders = await viewOf('pos', 'trans', `&driving=people&record=${demo}`);
    const lines = await viewOf(
      'pos',
      'transdet',
      `&driving=trans.people&from=${demo}&fields=$trans item.name quantity`,
    );
    const ids = new Set(orders.map((o) => o.$$position));
    expect(lines.length).toBeGreaterThanOrEqual(orders.length);
    expect(lines.every((l) => ids.has(Number(l.$trans)) && typeof l['item.name'] === 'string')).toBe(true);
  });

  it('gives the demo customer favourites as people + item links', async () => {
    const demo = Number((await find('demo@example.com')).body.$people);
    const favs = await viewOf('pos', 'peopleitem', `&driving=people&record=${demo}`);
    expect(favs.length).toBeGreaterThanOrEqual(2);
    expect(favs.every((f) => f.$people === demo && typeof f.$item === 'number')).toBe(true);
  });

  it('is deterministic: the same seed gives the same customers', async () => {
    const other = await startTestSandbox();
    try {
      const a = await viewOf('accounting', 'people');
      const b = (await other.json<Row[]>('/$TableGetView?system=accounting&file=people')).body;
      expect(b).toEqual(a);
    } finally {
      await other.stop();
    }
  });
});

describe('reads', () => {
  it('answers a missing account record 200 {"error":"Record not found"}', async () => {
    expect(await read('accounting', 'people', 999_999)).toEqual({
      status: 200,
      body: { error: 'Record not found' },
    });
  });

  it('answers a find without a match with [] (nothing)', async () => {
    expect(await find('nobody@example.com')).toEqual({ status: 200, body: [] });
  });
});

describe('writes', () => {
  it('$TableInsert creates people and address records, readable and in views', async () => {
    const p = await post<{ record: number }>('$TableInsert', {
      system: 'accounting',
      file: 'people',
      fields: [
        { id: 'name', value: 'Nikos' },
        { id: 'surname', value: 'Ioannou' },
        { id: 'password', value: 'h' },
      ],
    });
    expect(p.status).toBe(200);
    const a = await post<{ record: number }>('$TableInsert', {
      system: 'accounting',
      file: 'address',
      fields: [
        { id: 'people', value: p.body.record },
        { id: 'email', value: 'nikos@example.com' },
      ],
    });
    expect((await read('accounting', 'people', p.body.record)).body).toMatchObject({ name: 'Nikos' });
    expect((await find('nikos@example.com')).body).toMatchObject({
      $$position: a.body.record,
      $people: p.body.record,
      people: 'Nikos Ioannou',
    });
  });

  it('$TableModify changes fields (contents or fields), and record 0 creates', async () => {
    const created = await post<{ record: number }>('$TableModify', {
      system: 'accounting',
      file: 'people',
      record: 0,
      contents: [{ id: 'name', value: 'Temp' }],
    });
    const record = created.body.record;
    expect(created.status).toBe(200);
    expect(
      await post('$TableModify', {
        system: 'accounting',
        file: 'people',
        record,
        fields: [{ id: 'phone', value: '+357 22 000000' }],
      }),
    ).toEqual({ status: 200, body: { record } });
    expect((await read('accounting', 'people', record)).body).toMatchObject({
      name: 'Temp',
      phone: '+357 22 000000',
    });
  });

  it('adds and erases a favourite; a second erase is a 404', async () => {
    const demo = Number((await find('demo@example.com')).body.$people);
    const item = (await viewOf('pos', 'item'))[5];
    const added = await post<{ record: number }>('$TableInsert', {
      system: 'pos',
      file: 'peopleitem',
      fields: [
        { id: 'people', value: demo },
        { id: 'item', value: item.$$position },
      ],
    });
    expect((await read('pos', 'peopleitem', added.body.record)).body).toMatchObject({
      $people: demo,
      $item: item.$$position,
      item: item.code,
    });
    const erase = `/$TableErase?system=pos&file=peopleitem&record=${added.body.record}`;
    expect(await erp.json(erase)).toEqual({ status: 200, body: { record: added.body.record } });
    expect((await read('pos', 'peopleitem', added.body.record)).body).toEqual({ error: 'Record not found' });
    expect((await erp.json(erase)).status).toBe(404);
  });

  it('$TableSoftErase hides a person from reads, views and modifies', async () => {
    const { body } = await post<{ record: number }>('$TableInsert', {
      system: 'accounting',
      file: 'people',
      fields: [{ id: 'name', value: 'Gone' }],
    });
    const q = `system=accounting&file=people&record=${body.record}`;
    expect(await erp.json(`/$TableSoftErase?${q}&soft=true`)).toEqual({
      status: 200,
      body: { record: body.record },
    });
    expect((await read('accounting', 'people', body.record)).body).toEqual({ error: 'Record not found' });
    expect((await viewOf('accounting', 'people')).some((r) => r.$$position === body.record)).toBe(false);
    const modify = await post('$TableModify', {
      system: 'accounting',
      file: 'people',
      record: body.record,
      contents: [{ id: 'name', value: 'Back' }],
    });
    expect(modify.status).toBe(404);
  });
});

describe('bad requests get a 4xx {"error"} and change nothing', () => {
  const cases: [string, string, unknown][] = [
    ['unknown file', '$TableInsert', { system: 'accounting', file: 'nope', fields: [{ id: 'a', value: 1 }] }],
    ['read-only file', '$TableInsert', { system: 'pos', file: 'item', fields: [{ id: 'name', value: 'x' }] }],
    ['missing fields', '$TableInsert', { system: 'accounting', file: 'people' }],
    [
      'missing required field',
      '$TableInsert',
      { system: 'pos', file: 'peopleitem', fields: [{ id: 'people', value: 1001 }] },
    ],
    [
      'unknown field',
      '$TableInsert',
      { system: 'accounting', file: 'people', fields: [{ id: 'nope', value: 'x' }] },
    ],
    [
      'text as a number',
      '$TableInsert',
      { system: 'accounting', file: 'people', fields: [{ id: 'name', value: 5 }] },
    ],
    [
      'link as text',
      '$TableInsert',
      { system: 'accounting', file: 'address', fields: [{ id: 'people', value: '1001' }] },
    ],
    [
      'link to no record',
      '$TableInsert',
      {
        system: 'pos',
        file: 'peopleitem',
        fields: [
          { id: 'people', value: 1001 },
          { id: 'item', value: 4 },
        ],
      },
    ],
    [
      'duplicate favourite',
      '$TableInsert',
      {
        system: 'pos',
        file: 'peopleitem',
        fields: [
          { id: 'people', value: 1001 },
          { id: 'item', value: -1 },
        ],
      },
    ],
    [
      'duplicate email',
      '$TableInsert',
      {
        system: 'accounting',
        file: 'address',
        fields: [
          { id: 'people', value: 1001 },
          { id: 'email', value: 'LEGACY@example.com' },
        ],
      },
    ],
    [
      'bad date',
      '$TableModify',
      { system: 'pos', file: 'trans', record: 50001, contents: [{ id: 'date', value: '2026-02-30' }] },
    ],
    [
      'modify of an unknown record',
      '$TableModify',
      { system: 'accounting', file: 'people', record: 999_999, contents: [{ id: 'name', value: 'x' }] },
    ],
    [
      'record as text',
      '$TableModify',
      { system: 'accounting', file: 'people', record: '1001', contents: [{ id: 'name', value: 'x' }] },
    ],
    [
      'one good field and one bad',
      '$TableModify',
      {
        system: 'accounting',
        file: 'people',
        record: 1001,
        contents: [
          { id: 'name', value: 'x' },
          { id: 'phone', value: 7 },
        ],
      },
    ],
    [
      'find without a value',
      '$TableRead',
      { system: 'accounting', index: 'email', file: 'address', find: true, fields: [] },
    ],
  ];

  it.each(cases)('%s', async (_name, op, body) => {
    const before = await snapshot();
    const favs = await viewOf('pos', 'peopleitem', '&driving=people&record=1001');
    // The duplicate favourite case uses an item the demo customer already has.
    const b = JSON.parse(JSON.stringify(body).replace('"value":-1', `"value":${Number(favs[0].$item)}`));
    const { status, body: answer } = await post<{ error: string }>(op, b);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(answer.error).toEqual(expect.any(String));
    expect(await snapshot()).toBe(before);
  });

  it('refuses erase/soft-erase of unknown records, read-only files and writes without a body', async () => {
    const before = await snapshot();
    for (const path of [
      '/$TableErase?system=accounting&file=people&record=999999',
      '/$TableSoftErase?system=accounting&file=people&record=999999&soft=true',
      '/$TableSoftErase?system=accounting&file=people&record=1001&soft=false',
      '/$TableErase?system=pos&file=item&record=5001',
      '/$TableErase?system=accounting&file=people',
      '/$TableInsert?system=accounting&file=people',
    ]) {
      const { status, body } = await erp.json<{ error: string }>(path);
      expect([path, status >= 400 && status < 500, typeof body.error]).toEqual([path, true, 'string']);
    }
    expect(await snapshot()).toBe(before);
  });
});
