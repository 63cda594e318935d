import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderDetail, OrderNotFound } from '@/components/account/order-detail';
import { OrderList } from '@/components/account/order-list';
import { OrdersError } from '@/components/account/orders-error';
import { RETURN_REFUSALS } from '@/lib/account/returns';
import { refusalText, returnInstructionsIn } from '@/lib/account/return-texts';
import { returnInstructions } from '@/lib/account/return-instructions';
import { orderStatusName } from '@/lib/orders/status-names';
import { MESSAGES } from '@/messages';
import { order } from './fixtures';

describe('the order history in Greek', () => {
  it('lists orders with Greek words, the Greek date, money and status', () => {
    render(
      <OrderList
        orders={[order(2, { status: 'Shipped', statusTone: 'shipped' })]}
        page={1}
        pageCount={2}
        total={21}
        locale="el"
      />,
    );
    expect(screen.getByRole('link', { name: 'Παραγγελία W000002' }).getAttribute('href')).toBe(
      '/account?tab=orders&order=2', // Link adds /el from the page's language
    );
    expect(screen.getByText('14 Νοε 2026')).toBeTruthy();
    expect(screen.getByText('45,90 €')).toBeTruthy();
    expect(screen.getByText('Απεστάλη').className).toContain('text-blue-800');
    expect(screen.getByText('21 παραγγελίες, πρώτα οι πιο πρόσφατες.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Σελίδες παραγγελιών' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Αναζήτηση παραγγελίας' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Order|newest|Shipped/);
  });

  it('shows an order in Greek, and a missing one and an error', () => {
    render(<OrderDetail order={order(5)} page={1} locale="el" />);
    expect(screen.getByRole('heading', { name: 'Παραγγελία W000005' })).toBeTruthy();
    expect(screen.getByText('Ποσότητα: 3 × 15,30 €')).toBeTruthy();
    expect(screen.getByText('Παραδόθηκε')).toBeTruthy();
    expect(screen.getByText('Χρώμα: Μαύρο · Μέγεθος: M', { exact: false }) ?? null).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Placed on|Total|Back to/);
    render(<OrderNotFound page={1} locale="el" />);
    expect(screen.getByText('Η παραγγελία δεν βρέθηκε')).toBeTruthy();
    render(
      <OrdersError error={MESSAGES.en.orders.problems.timeout} retryHref="/account?tab=orders" locale="el" />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Σφάλμα φόρτωσης παραγγελιών: η υπηρεσία παραγγελιών άργησε να απαντήσει. Δοκιμάστε ξανά.',
    );
  });

  it('names ERP statuses in one map, keeping unknown ones as the ERP wrote them', () => {
    expect(orderStatusName('Delivered', 'el')).toBe('Παραδόθηκε');
    expect(orderStatusName('processing', 'el')).toBe('Σε επεξεργασία');
    expect(orderStatusName('', 'el')).toBe('Άγνωστη');
    expect(orderStatusName('On hold', 'el')).toBe('On hold');
    expect(orderStatusName('Delivered', 'en')).toBe('Delivered');
  });

  it('keeps the English refusals and return steps the same words as before', () => {
    for (const reason of Object.values(RETURN_REFUSALS)) expect(refusalText(reason, 'en')).toBe(reason);
    expect(returnInstructionsIn('W1', 'en')).toEqual(returnInstructions('W1'));
    expect(refusalText(RETURN_REFUSALS.windowClosed, 'el')).toBe(
      'Η προθεσμία επιστροφής για αυτή την παραγγελία έληξε.',
    );
    expect(returnInstructionsIn('W1', 'el').join(' ')).toMatch(/^Συσκευάστε/);
  });
});
