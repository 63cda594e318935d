import { describe, expect, it } from 'vitest';
import { softNavigationTarget } from '@/lib/soft-navigation';

const here = new URL('http://127.0.0.1:3000/outlet?page=2');
const click = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};
const a = (href: string, attrs: Record<string, string> = {}) => ({
  href: new URL(href, here).toString(),
  target: attrs.target ?? '',
  hasAttribute: (name: string) => name in attrs,
});

describe('which link clicks become client navigations', () => {
  it('in-app pages, with their query and hash', () => {
    expect(softNavigationTarget(click, a('/men/102/product/5'), here)).toBe('/men/102/product/5');
    expect(softNavigationTarget(click, a('/outlet?page=3'), here)).toBe('/outlet?page=3');
    expect(softNavigationTarget(click, a('/product/5#add'), here)).toBe('/product/5#add');
  });
  it('not when another handler took the click, or for new tabs and other buttons', () => {
    expect(softNavigationTarget({ ...click, defaultPrevented: true }, a('/men'), here)).toBeNull();
    expect(softNavigationTarget({ ...click, metaKey: true }, a('/men'), here)).toBeNull();
    expect(softNavigationTarget({ ...click, ctrlKey: true }, a('/men'), here)).toBeNull();
    expect(softNavigationTarget({ ...click, button: 1 }, a('/men'), here)).toBeNull();
    expect(softNavigationTarget(click, a('/men', { target: '_blank' }), here)).toBeNull();
    expect(softNavigationTarget(click, a('/men', { download: '' }), here)).toBeNull();
    expect(softNavigationTarget(click, a('/men', { 'data-native': '' }), here)).toBeNull();
  });
  it('not for other sites, mail links, files, route handlers or a jump within the page', () => {
    expect(softNavigationTarget(click, a('https://www.instagram.com/'), here)).toBeNull();
    expect(softNavigationTarget(click, { ...a('/'), href: 'mailto:support@ruck.example' }, here)).toBeNull();
    expect(softNavigationTarget(click, a('/sitemap.xml'), here)).toBeNull();
    expect(softNavigationTarget(click, a('/api/navigation'), here)).toBeNull();
    expect(softNavigationTarget(click, a('/outlet?page=2#main'), here)).toBeNull();
  });
});
