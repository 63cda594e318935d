import { describe, expect, it } from 'vitest';
import { isSoftNavigation } from '@/lib/soft-navigation';

const plain = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const origin = 'http://127.0.0.1:3000';
const link = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
  target: extra.target ?? '',
  download: extra.download ?? false,
  url: new URL(href, origin),
  origin,
});

describe('isSoftNavigation: which link clicks the app router takes', () => {
  it('takes a plain left click on a same-origin link, with or without target _self', () => {
    expect(isSoftNavigation(plain, link('/outlet'))).toBe(true);
    expect(isSoftNavigation(plain, link('/product/5001#add', { target: '_self' }))).toBe(true);
  });

  it('leaves new tabs and windows to the browser: modifier keys, the middle button, a target', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(isSoftNavigation({ ...plain, [key]: true }, link('/outlet'))).toBe(false);
    expect(isSoftNavigation({ ...plain, button: 1 }, link('/outlet'))).toBe(false);
    expect(isSoftNavigation(plain, link('/outlet', { target: '_blank' }))).toBe(false);
  });

  it('leaves downloads, other origins and clicks a handler already took to the browser', () => {
    expect(isSoftNavigation(plain, link('/media/x.jpg', { download: true }))).toBe(false);
    expect(isSoftNavigation(plain, link('https://www.instagram.com/ruck'))).toBe(false);
    expect(isSoftNavigation({ ...plain, defaultPrevented: true }, link('/outlet'))).toBe(false);
  });
});
