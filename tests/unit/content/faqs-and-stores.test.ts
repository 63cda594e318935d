import { describe, expect, it } from 'vitest';
import { faqs } from '@/lib/content/faqs';
import { CYPRUS_ONLY, RETURN_WINDOW, STANDARD_SHIPPING_DAYS } from '@/lib/policy';
import { clothingStoreLd, faqPageLd } from '@/lib/seo/content-ld';
import { hoursText, site, storeMapHref, telHref } from '@/lib/site';

describe('FAQs', () => {
  it('has 8 questions', () => {
    expect(faqs()).toHaveLength(8);
    expect(new Set(faqs().map((f) => f.question)).size).toBe(8);
  });

  it("quotes the policy's values, never the spec's other readings", () => {
    const text = faqs()
      .map((f) => f.answer)
      .join('\n');
    expect(text).toContain(RETURN_WINDOW);
    expect(text).toContain(STANDARD_SHIPPING_DAYS);
    expect(text).toContain('€3.00');
    expect(text).toContain('€50.00');
    expect(text).toContain('within 1 hour');
    // Where the shop delivers, in the checkout's and /shipping's words (decision 0074).
    expect(text).toContain(CYPRUS_ONLY);
    expect(text).not.toMatch(/40 countries|7-14/);
    // Not the FAQ's 15 days, the product page's 30 days or its 3-5 day standard / 1-2 day express split.
    expect(text).not.toMatch(/15 (working )?days|30 days|express|takes 3-5/i);
  });

  it('is FAQPage structured data with every question and answer', () => {
    const ld = faqPageLd(faqs());
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(8);
    expect((ld.mainEntity as { acceptedAnswer: { text: string } }[])[3].acceptedAnswer.text).toBe(
      faqs()[3].answer,
    );
  });
});

describe('stores', () => {
  it('are three, each with the fields of the spec and its hours', () => {
    expect(site.stores).toHaveLength(3);
    for (const store of site.stores) {
      expect(Object.keys(store).sort()).toEqual([
        'address',
        'city',
        'hours',
        'id',
        'name',
        'phone',
        'state',
        'zipCode',
      ]);
      expect(store.hours.map(hoursText)).toEqual(['Mon-Sat 10:30-20:00', 'Sun 11:00-20:00']);
    }
  });

  it('link a map search and a dialable phone', () => {
    expect(storeMapHref(site.stores[0])).toBe(
      'https://www.google.com/maps/search/?api=1&query=28%20Anexartisias%20Street%2C%203036%20Limassol%2C%20Cyprus',
    );
    expect(telHref('+357 22 000 000')).toBe('tel:+35722000000');
  });

  it('are ClothingStore structured data with address and opening hours', () => {
    const ld = clothingStoreLd(site.stores[1], 'https://ruck.example');
    expect(ld).toMatchObject({
      '@type': 'ClothingStore',
      '@id': 'https://ruck.example/stores#nicosia',
      name: 'RUCK Nicosia',
      telephone: '+357 22 000 000',
      address: { addressLocality: 'Nicosia', postalCode: '1065', addressCountry: 'CY' },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '10:30',
          closes: '20:00',
        },
        { dayOfWeek: ['Sunday'], opens: '11:00', closes: '20:00' },
      ],
    });
  });
});
