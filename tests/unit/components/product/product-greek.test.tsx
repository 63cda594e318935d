import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductPurchase } from '@/components/product/product-purchase';
import QuickAddDialog from '@/components/product/quick-add-dialog';
import { ShareButton } from '@/components/product/share-button';
import { Toaster } from '@/components/ui/toast';
import { WithTexts } from '@/tests/helpers/client-texts';

// The product page's pickers and the quick-add dialog in Greek: every label, the toasts and the
// stock line come from the product texts; the ERP's name, colours and sizes stay as they are.
const options = {
  id: 501,
  name: 'Slim Jeans',
  href: '/men/102/product/501',
  priceCents: 5990,
  colours: [
    { id: 1, code: 'BLK', name: 'BLACK', label: 'Black', hex: '#111' },
    { id: 2, code: 'NAV', name: 'NAVY', label: 'Navy', hex: '#123' },
  ],
  sizes: ['S', 'M', 'L'],
  imagesByColour: { BLK: ['/media/item/501/A_BLK_1.jpg'], NAV: ['/media/item/501/A_NAV_1.jpg'] },
  stock: { BLACK: { S: 0, M: 2, L: 9 }, NAVY: { S: 5, M: 0, L: 0 } },
};

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const inGreek = (ui: React.ReactNode) =>
  render(
    <WithTexts locale="el" namespaces={['product', 'cart']}>
      {ui}
      <Toaster />
    </WithTexts>,
  );

async function toastText() {
  await act(() => vi.dynamicImportSettled());
  return screen.getByTestId('toast').textContent;
}

describe('the product pickers in Greek', () => {
  it('labels, the missing-size toast, the stock line and the added toast', async () => {
    inGreek(<ProductPurchase options={options} sizeGuideHref="#size-guide" />);
    expect(screen.getByRole('group', { name: 'Χρώμα: Black' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Οδηγός μεγεθών' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^S/ }).parentElement?.textContent).toBe('S (εξαντλήθηκε)');
    expect(screen.getByRole('combobox', { name: 'Ποσότητα' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ΠΡΟΣΘΗΚΗ ΣΤΟ ΚΑΛΑΘΙ' }));
    expect(await toastText()).toBe('Παρακαλούμε επιλέξτε μέγεθος');
    const row = screen.getByRole('group', { name: 'Μέγεθος' });
    expect(row.textContent).toContain('Παρακαλούμε επιλέξτε μέγεθος');
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.getByText('Απομένουν μόνο 2')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'ΠΡΟΣΘΗΚΗ ΣΤΟ ΚΑΛΑΘΙ' }));
    expect(await toastText()).toBe('Προστέθηκε στο καλάθι: Slim Jeans');
    expect(document.body.textContent).not.toMatch(/ADD TO BAG|Quantity|Size guide|Added to cart/);
  });

  it('the quick-add dialog: price, problem and link', async () => {
    inGreek(
      <QuickAddDialog
        request={{ id: 501, fallback: options }}
        options={{ ...options, sizes: ['M', 'L'], stock: { BLACK: { M: 2, L: 9 } } }}
        onClose={() => {}}
        returnFocus={{ current: null }}
      />,
    );
    expect(screen.getByText('59,90\u00a0€', { normalizer: (s) => s })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Κλείσιμο', hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ΠΡΟΣΘΗΚΗ ΣΤΟ ΚΑΛΑΘΙ', hidden: true }));
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe(
      'Απαιτείται μέγεθοςΠαρακαλούμε επιλέξτε μέγεθος πριν από την προσθήκη στο καλάθι.',
    );
    expect(screen.getByRole('link', { name: 'Δείτε όλες τις λεπτομέρειες', hidden: true })).toBeTruthy();
  });

  it('the share button says its name in Greek', () => {
    inGreek(<ShareButton title="Slim Jeans" href="/product/501" />);
    expect(screen.getByRole('button', { name: 'Κοινοποίηση' })).toBeTruthy();
  });
});
