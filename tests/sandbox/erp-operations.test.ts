// The sandbox ERP's other operations ($TableRead, $TableAttachments, $TableImage, $PosGetStock),
// its error answers for bad input, and the transport details (gzip, HEAD, POST bodies).
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw, startTestSandbox, view, type Row, type TestSandbox } from './helpers';

let erp: TestSandbox;
let items: Row[];

beforeAll(async () => {
  erp = await startTestSandbox();
  items = (await erp.json<Row[]>(view('item'))).body;
});
afterAll(() => erp?.stop());

const image = async (query: string) => {
  const res = await fetch(`${erp.url}/$TableImage?system=pos&${query}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
};
const stockOf = async (query: string) =>
  (await erp.json<Record<string, number>>(`/$PosGetStock?${query}`)).body;

describe('$TableRead', () => {
  it('answers one object equal to the view row', async () => {
    const { status, body } = await erp.json<Row>(
      `/$TableRead?system=pos&file=item&record=${items[3].$$record}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual(items[3]);
  });

  it('works for other files too', async () => {
    const { body } = await erp.json<Row>('/$TableRead?system=pos&file=type&record=23');
    expect(body).toMatchObject({ $$record: 23, name: 'brand' });
  });

  it('answers 404 Record not found for an absent record', async () => {
    expect(await erp.json('/$TableRead?system=pos&file=item&record=4999')).toEqual({
      status: 404,
      body: { error: 'Record not found' },
    });
  });
});

describe('$TableAttachments and $TableImage', () => {
  it('lists an item attachments as {file} objects, starting with its images', async () => {
    const item = items[0];
    const { body } = await erp.json<{ file: string }[]>(
      `/$TableAttachments?system=pos&file=item&record=${item.$$record}`,
    );
    const names = String(item['**image_names']).split('|');
    expect(body.slice(0, names.length).map((a) => a.file)).toEqual(names);
  });

  it('returns a decodable 4:5 jpeg for an item', async () => {
    const item = items.find((i) => String(i['**image_names']).endsWith('.jpg'))!;
    const { status, type, bytes } = await image(`file=item&record=${item.$$record}`);
    expect([status, type]).toEqual([200, 'image/jpeg']);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect((meta.width ?? 0) * 5).toBe((meta.height ?? 0) * 4);
  });

  it('returns webp for a .webp attachment, chosen by name or 1-based index', async () => {
    const item = items.find((i) => String(i['**image_names']).includes('.webp'))!;
    const name = String(item['**image_names']).split('|')[0];
    const byName = await image(`file=item&record=${item.$$record}&attach=${name}`);
    const byIndex = await image(`file=item&record=${item.$$record}&attach=1`);
    expect(byName.type).toBe('image/webp');
    expect((await sharp(byName.bytes).metadata()).format).toBe('webp');
    expect(byIndex.bytes.equals(byName.bytes)).toBe(true);
  });

  it('serves type tiles and a wide carousel slide', async () => {
    const tile = await image('file=type&record=2&attach=2');
    expect(tile.status).toBe(200);
    const slide = await sharp((await image('file=carousel&record=1')).bytes).metadata();
    expect([slide.width, slide.height]).toEqual([1600, 700]);
  });

  it('answers 404 for an unknown attachment or one that is not an image', async () => {
    expect((await image(`file=item&record=${items[0].$$record}&attach=99`)).status).toBe(404);
    expect((await image('file=type&record=23')).status).toBe(404);
    for (const item of items) {
      const list = (
        await erp.json<{ file: string }[]>(`/$TableAttachments?system=pos&file=item&record=${item.$$record}`)
      ).body;
      const pdf = list.find((a) => a.file.endsWith('.pdf'));
      if (pdf)
        return expect((await image(`file=item&record=${item.$$record}&attach=${pdf.file}`)).status).toBe(404);
    }
    throw new Error('no item with a non-image attachment in the seed');
  });
});

describe('$PosGetStock', () => {
  it('keys the map colour;size with the item colours and sizes', async () => {
    const item = items.find(
      (i) => i._colors !== '' && (Array.isArray(i.sizes) ? i.sizes.length > 0 : i.sizes !== ''),
    )!;
    const sizes = Array.isArray(item.sizes) ? item.sizes : String(item.sizes).split('\t');
    const expected = String(item._colors)
      .split('|')
      .flatMap((c) => sizes.map((s) => `${c};${s}`));
    const stock = await stockOf(`code=${String(item.code)}`);
    expect(Object.keys(stock)).toEqual(expected);
    expect(await stockOf(`record=${item.$$record}`)).toEqual(stock);
  });

  it('has zero and negative quantities, and {";": n} for items without variants', async () => {
    const all = await Promise.all(items.map((i) => stockOf(`record=${i.$$record}`)));
    const values = all.flatMap((s) => Object.values(s));
    expect(values).toContain(0);
    expect(values.some((v) => v < 0)).toBe(true);
    const plain = items.findIndex((i) => i._colors === '');
    expect(Object.keys(all[plain])).toEqual([';']);
  });

  it('answers the list form with stockForm list', async () => {
    const listErp = await startTestSandbox({ dataDir: erp.dataDir, stockForm: 'list' });
    try {
      const item = items.find((i) => i._colors !== '')!;
      const map = await stockOf(`code=${String(item.code)}`);
      const { body } = await listErp.json<{ colour: string; size: string; total_qty: number }[]>(
        `/$PosGetStock?code=${String(item.code)}`,
      );
      expect(body.map((r) => [`${r.colour};${r.size}`, r.total_qty])).toEqual(Object.entries(map));
    } finally {
      await listErp.close();
    }
  });

  it('answers 404 for an unknown code', async () => {
    expect((await erp.json('/$PosGetStock?code=NOPE1')).status).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    ['/$TableFrobnicate?system=pos&file=item', 404, 'Unknown operation $TableFrobnicate'],
    ['/$TableGetView?system=pos&file=nosuchfile', 404, 'Unknown file'],
    ['/$TableGetView?file=item', 400, 'Missing parameter "system"'],
    ['/$TableGetView?system=mars&file=item', 400, 'Unknown system'],
    ['/$TableGetView?system=pos', 400, 'Missing parameter "file"'],
    ['/$TableRead?system=pos&file=item', 400, 'Missing parameter "record"'],
    ['/$TableRead?system=pos&file=item&record=-3', 400, 'record must be'],
    ['/$TableGetView?system=pos&file=item&driving=brand', 400, 'needs record'],
    ['/$TableGetView?system=pos&file=item&driving=br%27and&record=1', 400, 'driving'],
    ['/$TableGetView?system=pos&file=item&driving=brand&record=abc', 400, 'record must be'],
    ['/$PosGetStock', 400, 'record'],
    ['/%E0%A4%A', 400, 'URL encoding'],
    ['/$TableRead?system=pos&file=item&record=%E0%A4%A', 400, 'record must be'],
  ])('%s → %i', async (path, status, message) => {
    const res = await raw(erp.url, path);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body.toString()).error).toContain(message);
  });

  it('survives garbage bodies and huge URLs, then still answers', async () => {
    const garbage = await raw(erp.url, '/$TableGetView', { method: 'POST', body: '{"system": pos' });
    expect([garbage.status, JSON.parse(garbage.body.toString()).error]).toEqual([
      400,
      'Request body is not valid JSON',
    ]);
    const huge = await raw(erp.url, `/$TableGetView?system=pos&file=item&fields=${'x'.repeat(100_000)}`);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect((await raw(erp.url, '/$TableGetView', { method: 'DELETE' })).status).toBe(405);
    expect((await erp.json('/__sandbox/health')).body).toEqual({ ok: true, items: 200 });
  });

  it('reads POST bodies as JSON whatever the content type, ignoring User/Session-Token', async () => {
    const res = await raw(erp.url, '/$TableRead', {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data',
        User: '*',
        'Session-Token': '00000000-0000-0000-0000-000000000000',
      },
      body: JSON.stringify({ system: 'pos', file: 'item', record: items[1].$$record }),
    });
    expect(JSON.parse(res.body.toString())).toEqual(items[1]);
  });
});

describe('transport', () => {
  it('gzips JSON when asked, and the content is the same', async () => {
    const plain = await raw(erp.url, view('item'));
    const zipped = await raw(erp.url, view('item'), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(zlib.gunzipSync(zipped.body).equals(plain.body)).toBe(true);
  });

  it('answers HEAD with headers only', async () => {
    const res = await raw(erp.url, view('brand'), { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(100);
    expect(res.body.length).toBe(0);
  });

  it('accepts and ignores __internal, compact and company', async () => {
    const { body } = await erp.json<Row[]>(view('brand', '&__internal=true&compact=true&company=X1'));
    expect(body).toEqual((await erp.json<Row[]>(view('brand'))).body);
  });
});
