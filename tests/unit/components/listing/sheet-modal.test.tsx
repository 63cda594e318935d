import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockScroll, trapTab } from '@/components/listing/sheet-modal';

describe('the phone filter sheet keeps focus inside', () => {
  it('Tab on the last control goes to the first, Shift+Tab on the first to the last', () => {
    render(
      <div data-testid="sheet">
        <button type="button">First</button>
        <button type="button">Last</button>
      </div>,
    );
    const sheet = screen.getByTestId('sheet');
    sheet.addEventListener('keydown', (event) => trapTab(sheet, event));
    const [first, last] = screen.getAllByRole('button');
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});

describe('the phone filter sheet locks the page scroll', () => {
  const root = document.documentElement;
  // jsdom lays nothing out: a 1024 px window whose root is 1009 px wide has a 15 px scrollbar.
  beforeEach(() => {
    Object.defineProperty(root, 'clientWidth', { configurable: true, value: 1009 });
    root.style.overflow = 'auto';
    root.style.paddingRight = '4px';
  });
  afterEach(() => {
    Reflect.deleteProperty(root, 'clientWidth');
    root.removeAttribute('style');
  });

  it('hides the overflow, pads by the scrollbar width, and restores both exactly on release', () => {
    const unlock = lockScroll();
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.paddingRight).toBe('19px');
    unlock();
    expect(root.style.overflow).toBe('auto');
    expect(root.style.paddingRight).toBe('4px');
  });

  it('adds no padding where the scrollbar takes no room (overlay scrollbars, phones)', () => {
    Object.defineProperty(root, 'clientWidth', { configurable: true, value: window.innerWidth });
    const unlock = lockScroll();
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.paddingRight).toBe('4px');
    unlock();
    expect(root.style.overflow).toBe('auto');
  });
});
