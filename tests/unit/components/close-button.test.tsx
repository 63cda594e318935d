// One close button for the cart drawer and the quick-add dialog: the same look and the shop's
// focus-ring style, each with its own accessible name.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CartDrawer from '@/components/cart/cart-drawer';
import QuickAddDialog from '@/components/product/quick-add-dialog';
import { cartTotals } from '@/lib/cart/cart';
import type { ProductOptions } from '@/lib/product-options';
import { textsWrapper } from '@/tests/helpers/client-texts';

const options: ProductOptions = {
  id: 501,
  name: 'Padded Bomber Jacket',
  href: '/men/102/product/501',
  priceCents: 9800,
  colours: [{ id: 1, code: 'BLK', name: 'BLACK', label: 'Black', hex: '#111' }],
  sizes: ['M'],
  imagesByColour: {},
  stock: { BLACK: { M: 4 } },
};

const closeButton = (name: string) => screen.getByRole('button', { name, hidden: true });

describe('CloseButton in the dialogs', () => {
  it("closes the cart drawer, named 'Close cart', with the focus-ring style", () => {
    const onClose = vi.fn();
    render(
      <CartDrawer
        items={[]}
        totals={cartTotals([])}
        onRemove={() => {}}
        onClose={onClose}
        returnFocus={{ current: null }}
      />,
      { wrapper: textsWrapper(['cart', 'product', 'common']) },
    );
    const button = closeButton('Close cart');
    expect(button.className).toContain('focus-ring');
    fireEvent.click(button);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("closes the quick-add dialog, named 'Close', with the same classes but its placement", () => {
    const onClose = vi.fn();
    render(
      <QuickAddDialog
        request={{ id: 501, fallback: options }}
        options={options}
        onClose={onClose}
        returnFocus={{ current: null }}
      />,
      { wrapper: textsWrapper(['cart', 'product', 'common']) },
    );
    const button = closeButton('Close');
    expect(button.className).toContain('focus-ring');
    expect(button.className).not.toContain('focus-visible:outline');
    fireEvent.click(button);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
