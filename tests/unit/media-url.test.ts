import { describe, it, expect } from 'vitest';
import { splitAttachments } from '@/server/erp/transforms/attachments';
import { mediaUrl } from '@/server/erp/transforms/media-url';

describe('media URLs are shop-relative, so the ERP address never reaches the browser', () => {
  it('builds /media/{file}/{record}/{attach}', () => {
    expect(mediaUrl('item', 5001, 'M10023_BLK_1.jpg')).toBe('/media/item/5001/M10023_BLK_1.jpg');
  });

  it('URL-encodes the attachment name', () => {
    expect(mediaUrl('carousel', 1, 'new season #1.jpg')).toBe('/media/carousel/1/new%20season%20%231.jpg');
    expect(mediaUrl('type', 2, '../x/y.jpg')).toBe('/media/type/2/..%2Fx%2Fy.jpg');
  });
});

describe('type record $$attachments (spec: form-feed separated list)', () => {
  it('splits on form feed', () => {
    expect(splitAttachments('type_1.jpg\ftype_1_b.jpg')).toEqual(['type_1.jpg', 'type_1_b.jpg']);
  });

  it('drops empty entries and handles a missing list', () => {
    expect(splitAttachments('\ftype_1.jpg\f\f ')).toEqual(['type_1.jpg']);
    expect(splitAttachments('')).toEqual([]);
    expect(splitAttachments(null)).toEqual([]);
    expect(splitAttachments(undefined)).toEqual([]);
  });
});
