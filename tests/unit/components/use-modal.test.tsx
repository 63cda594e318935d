import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useModal } from '@/components/ui/use-modal';

function Dialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref);
  return (
    <dialog ref={ref} aria-label="Test">
      <button type="button">First</button>
      <button type="button">Last</button>
    </dialog>
  );
}

describe('modal dialogs keep focus inside', () => {
  it('Tab on the last control goes to the first, Shift+Tab on the first to the last', () => {
    render(<Dialog />);
    const [first, last] = screen.getAllByRole('button');
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('gives focus back to the opener when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(<Dialog />);
    screen.getAllByRole('button')[0].focus();
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});

describe('an open modal locks the page scroll', () => {
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

  const Dialogs = ({ first, second }: { first: boolean; second: boolean }) => (
    <>
      {first && <Dialog />}
      {second && <Dialog />}
    </>
  );

  it('hides the overflow, pads by the scrollbar width, and restores both exactly on close', () => {
    const { rerender } = render(<Dialogs first second={false} />);
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.paddingRight).toBe('19px');
    rerender(<Dialogs first={false} second={false} />);
    expect(root.style.overflow).toBe('auto');
    expect(root.style.paddingRight).toBe('4px');
  });

  it('stays locked while any of two stacked modals is open', () => {
    const { rerender } = render(<Dialogs first second={false} />);
    rerender(<Dialogs first second />);
    rerender(<Dialogs first={false} second />);
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.paddingRight).toBe('19px');
    rerender(<Dialogs first={false} second={false} />);
    expect(root.style.overflow).toBe('auto');
    expect(root.style.paddingRight).toBe('4px');
  });

  it('adds no padding where the scrollbar takes no room (overlay scrollbars, phones)', () => {
    Object.defineProperty(root, 'clientWidth', { configurable: true, value: window.innerWidth });
    const { unmount } = render(<Dialogs first second={false} />);
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.paddingRight).toBe('4px');
    unmount();
    expect(root.style.overflow).toBe('auto');
  });
});
