import { describe, expect, it } from 'vitest';
import { DEFAULT_OG_IMAGE, indexableMetadataIn } from '@/lib/seo/page-metadata';
import { isPastLastPage } from '@/lib/listing/paginate';

describe('indexable page metadata', () => {
  it('states title, description, canonical and every og tag a preview reads', () => {
    expect(indexableMetadataIn('en', { path: '/brands', title: 'Brands', description: 'A to Z.' })).toEqual({
      title: 'Brands',
      description: 'A to Z.',
      alternates: {
        canonical: '/brands',
        languages: { en: '/brands', el: '/el/brands', 'x-default': '/brands' },
      },
      openGraph: {
        title: 'Brands',
        description: 'A to Z.',
        url: '/brands',
        type: 'website',
        locale: 'en_CY',
        images: [DEFAULT_OG_IMAGE],
      },
    });
  });

  it('gives a Greek page its own address as canonical and og:url, with the same alternates', () => {
    const meta = indexableMetadataIn('el', { path: '/brands', title: 'Μάρκες', description: 'Α-Ω.' });
    expect(meta.alternates).toEqual({
      canonical: '/el/brands',
      languages: { en: '/brands', el: '/el/brands', 'x-default': '/brands' },
    });
    expect(meta.openGraph).toMatchObject({ url: '/el/brands', locale: 'el_CY' });
  });

  it("uses the page's own picture when it has one", () => {
    const meta = indexableMetadataIn('en', {
      path: '/men/1',
      title: 'Jeans',
      description: 'd',
      image: '/media/1',
    });
    expect(meta.openGraph).toMatchObject({ images: ['/media/1'] });
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
