import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ModalDialog, ModalTitle } from '@/components/ui/modal-dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalDialog onClose={() => setOpen(false)} returnFocus={button} placement="" className="">
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

/** `focus`: whether the press focuses the button (Safari's does not). */
async function open({ focus = true } = {}) {
  render(<Opener />);
  const opener = screen.getByRole('button', { name: 'Open' });
  if (focus) opener.focus();
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

  it('gives focus back to the button that opened it when the press did not focus it (Safari)', async () => {
    const { opener } = await open({ focus: false });
    await act(async () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes when a link inside is followed, not on a click on the panel itself', async () => {
    await open();
    await act(async () => fireEvent.click(screen.getByText('Panel')));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Somewhere' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open when a link inside is opened in a new tab or window', async () => {
    await open();
    const link = screen.getByRole('link', { name: 'Somewhere' });
    await act(async () => fireEvent.click(link, { ctrlKey: true }));
    await act(async () => fireEvent.click(link, { button: 1 }));
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });
});
