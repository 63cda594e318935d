import { describe, expect, it } from 'vitest';
import { DEFAULT_OG_IMAGE, indexableMetadata, pageMetadata } from '@/lib/seo/page-metadata';
import { isPastLastPage } from '@/lib/listing/paginate';

describe('indexable page metadata', () => {
  it('states title, description, canonical and every og tag a preview reads', () => {
    expect(indexableMetadata({ path: '/brands', title: 'Brands', description: 'A to Z.' })).toEqual({
      title: 'Brands',
      description: 'A to Z.',
      alternates: { canonical: '/brands' },
      openGraph: {
        title: 'Brands',
        description: 'A to Z.',
        url: '/brands',
        type: 'website',
        images: [DEFAULT_OG_IMAGE],
      },
    });
  });

  it("uses the page's own picture when it has one", () => {
    const meta = indexableMetadata({ path: '/men/1', title: 'Jeans', description: 'd', image: '/media/1' });
    expect(meta.openGraph).toMatchObject({ images: ['/media/1'] });
  });

  it('lets a static page add fields (robots) without losing its og tags', () => {
    const meta = pageMetadata('/generate-images', 'Tool', 'Internal.', { robots: { index: false } });
    expect(meta.robots).toEqual({ index: false });
    expect(meta.openGraph).toMatchObject({ url: '/generate-images' });
  });
});

describe('page range', () => {
  it('answers 404 past the last page, never for page 1', () => {
    expect(isPastLastPage(1, 0)).toBe(false);
    expect(isPastLastPage(1, 1)).toBe(false);
    expect(isPastLastPage(3, 3)).toBe(false);
    expect(isPastLastPage(4, 3)).toBe(true);
    expect(isPastLastPage(999, 12)).toBe(true);
    expect(isPastLastPage(2, 0)).toBe(true);
  });
});
