import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatus, statusClass } from '@/components/account/order-status';

describe('statusClass', () => {
  it('colours Delivered green, Shipped blue, Processing yellow and anything else red (spec §4)', () => {
    expect(statusClass('delivered')).toBe('bg-green-100 text-green-800');
    expect(statusClass('shipped')).toBe('bg-blue-100 text-blue-800');
    expect(statusClass('processing')).toBe('bg-yellow-100 text-yellow-800');
    expect(statusClass('other')).toBe('bg-red-100 text-red-800');
  });
});

describe('OrderStatus', () => {
  it('always shows the status text, so colour is not the only signal', () => {
    render(<OrderStatus status="Cancelled" tone="other" />);
    const badge = screen.getByText('Cancelled');
    expect(badge.className).toContain('text-red-800');
  });

  it("reads 'Unknown' when the ERP sent no status", () => {
    render(<OrderStatus status="" tone="other" />);
    expect(screen.getByText('Unknown')).toBeTruthy();
  });
});
