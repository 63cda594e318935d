import { describe, expect, it } from 'vitest';
import { SHOP_BROWSER_STORAGE, SHOP_COOKIES } from '@/lib/privacy/cookies';
import { storedItemText, storedKey } from '@/lib/privacy/cookies-in';
import { MESSAGES } from '@/messages';

// The privacy page's cookie and storage list in Greek: lib/privacy/cookies.ts stays the English
// list (the cookie tests read it); every entry on it has a Greek purpose and lifetime in
// messages/el/legal.json, and the English catalogue repeats the list's own words.

const GREEK = /[\u0370-\u03ff]/;
const ALL = [...SHOP_COOKIES, ...SHOP_BROWSER_STORAGE];

describe('the cookie and storage list in Greek', () => {
  it.each(ALL.map((item) => [item.name, item] as const))(
    'gives %s a Greek purpose and lifetime',
    (_, item) => {
      const greek = storedItemText(item, 'el');
      expect(MESSAGES.el.legal.stored).toHaveProperty(storedKey(item.name));
      expect(greek.purpose).toMatch(GREEK);
      expect(greek.lifetime).toMatch(GREEK);
      expect(greek.purpose).not.toBe(item.purpose);
      expect(greek.lifetime).not.toBe(item.lifetime);
    },
  );

  it('includes the language cookie', () => {
    const lang = SHOP_COOKIES.find((c) => c.name === 'lang')!;
    expect(storedItemText(lang, 'el')).toEqual({
      name: 'lang',
      purpose: MESSAGES.el.legal.stored.lang.purpose,
      lifetime: '1 έτος',
    });
  });

  it('keeps the English list exactly as it is, and the English catalogue in its words', () => {
    for (const item of ALL) {
      expect(storedItemText(item, 'en')).toBe(item);
      const en = MESSAGES.en.legal.stored[storedKey(item.name) as keyof typeof MESSAGES.en.legal.stored];
      expect(en).toEqual({ purpose: item.purpose, lifetime: item.lifetime });
    }
  });

  it('has no Greek text for an entry the list does not have', () => {
    expect(Object.keys(MESSAGES.el.legal.stored).sort()).toEqual(ALL.map((i) => storedKey(i.name)).sort());
  });

  it("names the order toast's variable part in Greek", () => {
    const toast = SHOP_BROWSER_STORAGE.find((i) => i.name.startsWith('order-toast'))!;
    expect(storedItemText(toast, 'el').name).toBe('order-toast:{αριθμός παραγγελίας}');
  });
});
