import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/components/catalogue/product-card';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { makeProduct, CARD_TEXTS } from '../fixtures';
import { stubFetch } from './helpers';
import { WithTexts } from '@/tests/helpers/client-texts';

const renderInTexts = (ui: React.ReactNode) =>
  render(<WithTexts namespaces={['product', 'cart']}>{ui}</WithTexts>);

afterEach(() => vi.unstubAllGlobals());

describe('the heart on a product card', () => {
  it('sits in the card, outside its link, and leaves the link and Quick Add as they were', () => {
    renderInTexts(<ProductCard texts={CARD_TEXTS} product={makeProduct()} />);
    const heart = screen.getByRole('button', { name: 'Add Oxford Shirt to wishlist' });
    expect(heart.closest('a')).toBeNull();
    expect(heart.parentElement?.tagName).toBe('ARTICLE');
    expect(heart.className).toBe('card-heart');
    const links = screen.getAllByRole('link');
    expect(links[0].getAttribute('href')).toBe('/men/102/product/501');
    expect(links[0].contains(screen.getByRole('img', { name: 'Oxford Shirt' }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Quick add Oxford Shirt' }).getAttribute('href')).toBe(
      '/men/102/product/501#add',
    );
  });

  it('is in the server HTML as an unpressed button', () => {
    const html = renderToString(
      <WithTexts namespaces={['product']}>
        <ProductCard texts={CARD_TEXTS} product={makeProduct()} />
      </WithTexts>,
    );
    expect(html).toContain('<button type="button" class="card-heart" aria-pressed="false"');
  });

  it("a grid's Quick Add still opens the dialog, and the heart does not", async () => {
    stubFetch({});
    renderInTexts(<ProductGrid cardTexts={CARD_TEXTS} products={[makeProduct({ name: 'Cotton Cap' })]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Cotton Cap to wishlist' }));
    expect(screen.queryByTestId('quick-add-dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Quick add Cotton Cap' }));
    expect(await screen.findByTestId('quick-add-dialog')).toBeTruthy();
  });
});
