import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopBanner } from '@/components/layout/top-banner';

describe('TopBanner', () => {
  it('shows the free-shipping text exactly', () => {
    render(<TopBanner />);
    expect(screen.getByText('Free shipping on orders over €50')).toBeTruthy();
  });
});
