import { describe, it, expect } from 'vitest';
import { carouselLink, parseCarouselNotes, toCarouselSlide } from '@/server/erp/transforms/carousel';

describe('carousel slide (spec: subtitle and cta parsed from the notes text; link from the second notes field)', () => {
  it('parses subtitle and cta lines', () => {
    expect(parseCarouselNotes('subtitle: Light layers for long days\ncta: SHOP NOW')).toEqual({
      subtitle: 'Light layers for long days',
      cta: 'SHOP NOW',
    });
  });

  it('reads the keys in any case, keeps colons in the value, and ignores other lines', () => {
    expect(parseCarouselNotes('Intro line\r\nCTA:  Buy: now \r\nSubTitle:Summer')).toEqual({
      subtitle: 'Summer',
      cta: 'Buy: now',
    });
  });

  it('gives empty texts for missing notes', () => {
    expect(parseCarouselNotes(null)).toEqual({ subtitle: '', cta: '' });
    expect(parseCarouselNotes('no fields here')).toEqual({ subtitle: '', cta: '' });
  });

  it('accepts only a shop-relative link', () => {
    expect(carouselLink('/collections/new-arrivals')).toBe('/collections/new-arrivals');
    expect(carouselLink(' /men?type=1 ')).toBe('/men?type=1');
    for (const link of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'men',
      '/a b',
      '',
      null,
    ]) {
      expect(carouselLink(link)).toBe('/');
    }
  });

  it('maps a carousel row and its attachment to a slide', () => {
    const row = {
      $$position: 1,
      $$record: 1,
      name: 'New Season',
      '*notes': 'subtitle: Light layers for long days\ncta: SHOP NOW',
      '*notes2': '/collections/new-arrivals',
    };
    expect(toCarouselSlide(row, 'slide 1.jpg')).toEqual({
      id: 1,
      image: '/media/carousel/1/slide%201.jpg',
      title: 'New Season',
      subtitle: 'Light layers for long days',
      cta: 'SHOP NOW',
      link: '/collections/new-arrivals',
    });
  });
});
