import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModalDialog, ModalTitle } from '@/components/ui/modal-dialog';
import { lockScroll, trapTab } from '@/components/listing/sheet-modal';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalDialog onClose={() => setOpen(false)} placement="" className="">
          <p>Panel</p>
          <ModalTitle>Title</ModalTitle>
          <button type="button">First</button>
          <input aria-label="Field" data-autofocus />
          <a href="#here" onClick={(event) => event.preventDefault()}>
            Somewhere
          </a>
        </ModalDialog>
      )}
    </>
  );
}

async function open() {
  render(<Opener />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Title' }) };
}

describe('ModalDialog (Headless UI)', () => {
  it('is a modal named by its title, focus on its data-autofocus element, the page scroll locked', async () => {
    const { dialog } = await open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Field' })));
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('closes on Escape, unlocks the scroll and gives focus back to the opener', async () => {
    const { opener } = await open();
    await act(async () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.documentElement.style.overflow).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes when a link inside is followed, not on a click on the panel itself', async () => {
    await open();
    await act(async () => fireEvent.click(screen.getByText('Panel')));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Somewhere' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

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
