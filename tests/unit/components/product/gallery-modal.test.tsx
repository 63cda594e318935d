import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import GalleryModal from '@/components/product/gallery-modal';
import { WithTexts } from '@/tests/helpers/client-texts';

const renderInTexts = (ui: React.ReactNode) =>
  render(<WithTexts namespaces={['product', 'cart']}>{ui}</WithTexts>);

const images = ['/media/a.jpg', '/media/b.jpg', '/media/c.jpg'];

async function open(start = 0) {
  const onClose = vi.fn();
  renderInTexts(
    <GalleryModal
      name="Linen shirt"
      images={images}
      start={start}
      onClose={onClose}
      returnFocus={{ current: null }}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: `Linen shirt: image ${start + 1} of 3` });
  return { dialog, onClose };
}
const shown = () => screen.getByRole('img');
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('GalleryModal (swiper with its Zoom module)', () => {
  it('opens on the chosen image, with only that image in the accessibility tree', async () => {
    await open(1);
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(shown().getAttribute('alt')).toBe('Linen shirt, image 2 of 3');
  });

  // jsdom lays nothing out, so swiper sees one snap point: the steps between are the e2e's (product.spec).
  it('wraps round at both ends with the previous and next buttons', async () => {
    await open();
    await click('Previous image');
    await waitFor(() => expect(screen.getByText('3 / 3')).toBeTruthy());
    await click('Next image');
    await waitFor(() => expect(screen.getByText('1 / 3')).toBeTruthy());
    expect(shown().getAttribute('alt')).toBe('Linen shirt, image 1 of 3');
  });

  it('zooms in by steps of 2 up to 4 with + and the button, and back out with -', async () => {
    const { dialog } = await open();
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.keyDown(dialog, { key: '+' }));
    await waitFor(() => expect(shown().style.transform).toContain('scale(2)'));
    await click('Zoom in');
    await waitFor(() => expect(shown().style.transform).toContain('scale(4)'));
    // At 4 the button says so and does nothing, and keeps the keyboard's focus.
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    expect(zoomIn.getAttribute('aria-disabled')).toBe('true');
    zoomIn.focus();
    await click('Zoom in');
    expect(shown().style.transform).toContain('scale(4)');
    expect(document.activeElement).toBe(zoomIn);
    await act(async () => fireEvent.keyDown(dialog, { key: '-' }));
    await waitFor(() => expect(shown().style.transform).toContain('scale(2)'));
    await act(async () => fireEvent.keyDown(dialog, { key: '-' }));
    await waitFor(() => expect(shown().style.transform).toContain('scale(1)'));
    expect(zoomOut.getAttribute('aria-disabled')).toBe('true');
  });

  it('closes with its close button', async () => {
    const { onClose } = await open();
    await click('Close');
    expect(onClose).toHaveBeenCalled();
  });
});
