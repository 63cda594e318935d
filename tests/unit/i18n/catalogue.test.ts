import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/messages';

// The message catalogues' completeness (issue 31): the same keys in both languages, the same
// placeholders, Greek text in the Greek catalogue, and only plain placeholders in what client
// islands get (they fill them with lib/i18n/fill.ts, which knows no ICU plural or select).

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The ICU arguments a message names: {name}, {count, plural, …}, {kind, select, …}. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
}

/** Keys whose Greek text is rightly the same as the English (names, codes, symbols). */
// The Outlet is called so in Greek too (the page, its trail and the menus say the same word).
const SAME_IN_BOTH = new Set<string>([
  'layout.outlet',
  'layout.client.outlet',
  'layout.footer.links.outlet',
  'status.links.outlet',
]);

const en = leaves(MESSAGES.en);
const el = leaves(MESSAGES.el);

describe('the message catalogues', () => {
  it('have the same keys in English and Greek', () => {
    expect([...el.keys()].filter((k) => !en.has(k))).toEqual([]);
    expect([...en.keys()].filter((k) => !el.has(k))).toEqual([]);
  });

  it('give each message the same placeholders in both languages', () => {
    const mismatched = [...en].filter(
      ([key, text]) => argumentsOf(text).join() !== argumentsOf(el.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('have Greek words for every Greek message that has words', () => {
    const english = [...el].filter(
      ([key, text]) =>
        /[A-Za-z]{2}/.test(text.replace(/\{[^}]*\}/g, '')) &&
        !/[\u0370-\u03ff]/.test(text) &&
        !SAME_IN_BOTH.has(key),
    );
    expect(english.map(([key]) => key)).toEqual([]);
  });

  it('leave no message empty', () => {
    expect([...en, ...el].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('give client islands plain placeholders only', () => {
    const icu = [...en, ...el].filter(
      ([key, text]) => /(^|\.)client\./.test(key) && /\{\s*\w+\s*,/.test(text),
    );
    expect(icu.map(([key]) => key)).toEqual([]);
  });
});
