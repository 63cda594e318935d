// The sandbox ERP's catalogue: row conventions of docs/erp-contract.md, the data rules the shop must
// cope with (every price form, both size forms, hidden subcategories…), filters and determinism.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, view, type Row, type TestSandbox } from './helpers';

let erp: TestSandbox;
let items: Row[];
let categories: Row[];

beforeAll(async () => {
  erp = await startTestSandbox();
  items = (await erp.json<Row[]>(view('item'))).body;
  categories = (await erp.json<Row[]>(view('category'))).body;
});
afterAll(() => erp?.stop());

const flagsOf = (r: Row) => String(r.secondary).split('|').filter(Boolean);

describe('row conventions', () => {
  it.each(['type', 'category', 'brand', 'color', 'itemcolor', 'item', 'design', 'carousel'])(
    '%s answers a bare array with $$position = $$record',
    async (file) => {
      const { status, body } = await erp.json<Row[]>(view(file));
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
      expect(body.length).toBeGreaterThan(0);
      for (const row of body) {
        expect(Number.isInteger(row.$$position)).toBe(true);
        expect(row.$$record).toBe(row.$$position);
      }
      const positions = body.map((r) => r.$$position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    },
  );

  it('serves the seed size and the types of the contract, brand at record 23', async () => {
    expect(items).toHaveLength(200);
    const types = (await erp.json<Row[]>(view('type'))).body;
    expect(types.map((t) => [t.$$record, t.name])).toEqual([
      [1, 'UOMO'],
      [2, 'DONNA'],
      [3, 'ACC UOMO'],
      [4, 'ACC DONNA'],
      [5, 'JUNIOR UOMO'],
      [6, 'JUNIOR DONNA'],
      [7, 'UOMMO'],
      [23, 'brand'],
    ]);
    expect(types[0]).not.toHaveProperty('$$attachments');
  });

  it('joins type attachments with form feeds when attachments=true', async () => {
    const types = (await erp.json<Row[]>(view('type', '&attachments=true'))).body;
    expect(types[0].$$attachments).toBe('type_1.jpg\ftype_1_b.jpg');
    expect(types.find((t) => t.$$record === 23)?.$$attachments).toBe('');
  });

  it('links carry display text and the record number; unset links are null', () => {
    const byRecord = new Map(categories.map((c) => [c.$$record, c]));
    const top = categories.filter((c) => c.$parent === null);
    const subs = categories.filter((c) => c.$parent !== null);
    expect(top.length).toBeGreaterThan(20);
    expect(top.every((c) => c.parent === null)).toBe(true);
    for (const sub of subs) expect(byRecord.get(sub.$parent as number)?.name).toBe(sub.parent);
    expect(items.some((i) => i.design === null && i.$design === null)).toBe(true);
  });

  it('item links point at the named brand, category and type', async () => {
    const brands = new Map((await erp.json<Row[]>(view('brand'))).body.map((b) => [b.$$record, b.name]));
    const cats = new Map(categories.map((c) => [c.$$record, c]));
    for (const item of items) {
      expect(brands.get(item.$brand as number)).toBe(item.brand);
      expect(cats.get(item.$category as number)?.name).toBe(item.category);
      expect(cats.get(item.$category as number)?.$type).toBe(item.$type);
    }
  });
});

describe('data rules', () => {
  it('has money as comma strings, dates as dd/mm/yyyy and stamps as yyyy-mm-dd hh:mm', () => {
    for (const item of items) {
      expect(item.webprice).toMatch(/^\d+,\d{2}$/);
      expect(item.date).toMatch(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/20\d\d$/);
      expect(item['@modify_stamp']).toMatch(/^20\d\d-\d\d-\d\d \d\d:\d\d$/);
    }
  });

  it('sends price in every form the contract lists', () => {
    const forms = new Set(
      items.map((i) => {
        const p = i.price;
        if (typeof p === 'number') return 'number';
        if (typeof p === 'object' && p !== null)
          return /^\d+,\d{2}$/.test(String((p as { $price: unknown }).$price)) ? 'object' : 'bad';
        return /^€\d+,\d{2}$/.test(String(p)) ? 'euro' : /^\d+,\d{2}$/.test(String(p)) ? 'comma' : 'bad';
      }),
    );
    expect([...forms].sort()).toEqual(['comma', 'euro', 'number', 'object']);
  });

  it('has discounts with a webprice, some with webprice 0,00', () => {
    const onSale = items.filter((i) => (i.discount as number) > 0);
    expect(onSale.length).toBeGreaterThan(items.length * 0.15);
    expect(onSale.some((i) => i.webprice === '0,00')).toBe(true);
    expect(onSale.some((i) => i.webprice !== '0,00')).toBe(true);
  });

  it('sends sizes as arrays and as tab-separated strings, with long forms, ages and one size', () => {
    const arrays = items.filter((i) => Array.isArray(i.sizes));
    const strings = items.filter((i) => typeof i.sizes === 'string');
    expect(arrays.length).toBeGreaterThan(0);
    expect(strings.some((i) => String(i.sizes).includes('\t'))).toBe(true);
    const labels = new Set(
      items.flatMap((i) => (Array.isArray(i.sizes) ? i.sizes : String(i.sizes).split('\t'))),
    );
    for (const l of ['Small', 'Medium', 'XXL', '0-0Y', '5 YEAR', '30']) expect(labels).toContain(l);
    expect(items.some((i) => (Array.isArray(i.sizes) ? i.sizes.length : String(i.sizes).length) === 0)).toBe(
      true,
    );
  });

  it('has hidden subcategories and kids category names ending in girls/boys', () => {
    expect(categories.filter((c) => c.webname === 'hide' && c.$parent !== null).length).toBeGreaterThan(2);
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['T-SHIRTS girls', 'JEANS boys', 'T-SHIRTS UOMMO', 'BAGS ACC DONNA']),
    );
  });

  it('writes notes with the three sections and images named code_COLOUR_n', () => {
    for (const item of items) {
      expect(item['*notes']).toMatch(/^Product Details: .+\nSize & Fit: .+\nComposition & Care: .+$/);
      for (const name of String(item['**image_names']).split('|'))
        expect(name).toMatch(new RegExp(`^${String(item.code)}_[A-Z0-9]+_\\d+\\.(jpg|webp)$`));
    }
    expect(items.some((i) => String(i['**image_names']).endsWith('.webp'))).toBe(true);
  });
});

describe('filters', () => {
  it.each(['Featured', 'Clearance', 'BestSeller', 'NewArrival'])(
    'secondary=%s keeps exactly the flagged items',
    async (flag) => {
      const expected = items.filter((i) => flagsOf(i).includes(flag)).map((i) => i.$$record);
      expect(expected.length).toBeGreaterThan(5);
      const { body } = await erp.json<Row[]>(view('item', `&secondary=${flag}`));
      expect(body.map((i) => i.$$record)).toEqual(expected);
    },
  );

  it.each([
    ['category', 'item'],
    ['brand', 'item'],
    ['type', 'item'],
    ['type', 'category'],
    ['parent', 'category'],
    ['item', 'itemcolor'],
  ])('driving=%s filters %s on the link', async (link, file) => {
    const all = file === 'item' ? items : (await erp.json<Row[]>(view(file))).body;
    const target = all.find((r) => r[`$${link}`] !== null)?.[`$${link}`] as number;
    const expected = all.filter((r) => r[`$${link}`] === target).map((r) => r.$$record);
    const { body } = await erp.json<Row[]>(view(file, `&driving=${link}&record=${target}`));
    expect(body.map((r) => r.$$record)).toEqual(expected);
    expect(expected.length).toBeLessThan(all.length);
  });

  it('brand file filtered by type 23 lists the brands', async () => {
    const { body } = await erp.json<Row[]>(view('brand', '&driving=type&record=23'));
    expect(body.length).toBeGreaterThanOrEqual(20);
    expect(body.every((b) => b.type === 'brand' && b.$type === 23 && typeof b.bookmark === 'string')).toBe(
      true,
    );
  });

  it('fields= keeps only the listed keys plus $$position/$$record, and follows links', async () => {
    const { body } = await erp.json<Row[]>(view('item', '&fields=code%20name%20brand.webname'));
    expect(Object.keys(body[0]).sort()).toEqual(['$$position', '$$record', 'brand.webname', 'code', 'name']);
    expect(body[0].code).toBe(items[0].code);
  });

  it('an unknown flag or a record with no rows gives []', async () => {
    expect((await erp.json(view('item', '&secondary=Nope'))).body).toEqual([]);
    expect((await erp.json(view('item', '&driving=brand&record=999'))).body).toEqual([]);
  });
});

describe('determinism', () => {
  it('the same seed gives the same catalogue, another seed a different one', async () => {
    const twin = await startTestSandbox();
    const other = await startTestSandbox({ seed: 7 });
    try {
      const text = async (s: TestSandbox) => (await fetch(s.url + view('item'))).text();
      const [a, b, c] = await Promise.all([text(erp), text(twin), text(other)]);
      expect(b).toBe(a);
      expect(c).not.toBe(a);
    } finally {
      await Promise.all([twin.stop(), other.stop()]);
    }
  });
});
