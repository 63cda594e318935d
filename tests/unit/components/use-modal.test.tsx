import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
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
