import { render as rtlRender, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { withShownColours } from '@/lib/i18n/variant-names';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '@/components/catalogue/product-card';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { makeProduct, CARD_TEXTS } from './fixtures';
import { MESSAGES } from '@/messages';
import { WithTexts, textsWrapper } from '@/tests/helpers/client-texts';

// Cards' hearts and quick add read the product texts the root layout gives every page.
const render = (ui: React.ReactElement) => rtlRender(ui, { wrapper: textsWrapper(['product']) });

describe('ProductCard', () => {
  it('links by gender and category when both are known, else to /product/{id}', () => {
    const { unmount } = render(<ProductCard texts={CARD_TEXTS} product={makeProduct()} />);
    expect(screen.getAllByRole('link')[0].getAttribute('href')).toBe('/men/102/product/501');
    unmount();
    render(<ProductCard texts={CARD_TEXTS} product={makeProduct({ gender: null })} />);
    expect(screen.getAllByRole('link')[0].getAttribute('href')).toBe('/product/501');
  });

  it('shows one price when there is no sale', () => {
    render(<ProductCard texts={CARD_TEXTS} product={makeProduct()} />);
    expect(screen.getByText('€59.90')).toBeTruthy();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(/%$/)).toBeNull();
  });

  it('shows the sale price, the prior price struck and named, and the discount badge on sale', () => {
    render(
      <ProductCard
        texts={CARD_TEXTS}
        product={makeProduct({ hasSale: true, salePriceCents: 4490, discountPercentage: 25 })}
      />,
    );
    expect(screen.getByText('€44.90')).toBeTruthy();
    expect(document.querySelector('s')?.textContent).toBe('€59.90');
    expect(document.querySelector('s')?.parentElement?.textContent).toBe('Prior price €59.90');
    expect(screen.getByText('-25%')).toBeTruthy();
  });

  it('strikes the prior price the server found and measures the badge from it', () => {
    render(
      <ProductCard
        texts={CARD_TEXTS}
        product={makeProduct({
          hasSale: true,
          salePriceCents: 3990,
          discountPercentage: 33,
          priorPriceCents: 4490,
        })}
      />,
    );
    expect(document.querySelector('s')?.textContent).toBe('€44.90');
    // (44.90 - 39.90) / 44.90 = 11.1 %, rounded down; the ERP's 33 % is measured from €59.90.
    expect(screen.getByText('-11%')).toBeTruthy();
    expect(screen.queryByText('€59.90')).toBeNull();
  });

  it('announces no reduction when the prior price is not above the sale price', () => {
    render(
      <ProductCard
        texts={CARD_TEXTS}
        product={makeProduct({
          hasSale: true,
          salePriceCents: 3990,
          discountPercentage: 33,
          priorPriceCents: 3990,
        })}
      />,
    );
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(/%$/)).toBeNull();
  });

  it('does not strike a price when the sale price is not lower', () => {
    render(
      <ProductCard
        texts={CARD_TEXTS}
        product={makeProduct({ hasSale: true, salePriceCents: 5990, discountPercentage: 0 })}
      />,
    );
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(/^-\d+%$/)).toBeNull();
  });

  it('shows NEW only when asked and flagged', () => {
    const newArrival = makeProduct({
      flags: { featured: false, clearance: false, bestSeller: false, newArrival: true },
    });
    const { rerender } = render(<ProductCard texts={CARD_TEXTS} product={newArrival} />);
    expect(screen.queryByText('NEW')).toBeNull();
    rerender(<ProductCard texts={CARD_TEXTS} product={newArrival} showNewBadge />);
    expect(screen.getByText('NEW')).toBeTruthy();
  });

  it('names the main image after the product and loads it eagerly only with priority', () => {
    const { rerender } = render(<ProductCard texts={CARD_TEXTS} product={makeProduct()} />);
    const main = screen.getByRole('img', { name: 'Oxford Shirt' });
    expect(main.getAttribute('loading')).toBe('lazy');
    rerender(<ProductCard texts={CARD_TEXTS} product={makeProduct()} priority />);
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    // The hover image is decorative and always lazy.
    const hover = document.querySelectorAll('img')[1];
    expect(hover?.getAttribute('alt')).toBe('');
    expect(hover?.getAttribute('loading')).toBe('lazy');
  });

  it('shows up to four swatches with names and +N', () => {
    const colours = ['Black', 'Navy', 'White', 'Red', 'Green', 'Sand'].map((label, i) => ({
      id: i,
      code: label.slice(0, 3).toUpperCase(),
      name: label.toUpperCase(),
      label,
      hex: '#123456',
    }));
    render(<ProductCard texts={CARD_TEXTS} product={makeProduct({ colours })} />);
    expect(screen.getByText('Colours: Black, Navy, White, Red and 2 more')).toBeTruthy();
    expect(document.querySelectorAll('.card-dots > .swatch')).toHaveLength(4);
    expect(screen.getByText('+2').getAttribute('aria-hidden')).toBe('true');
  });

  it('reads in Greek on a Greek page: prices, the prior price, the colours the server named; the ERP names untranslated', () => {
    const colours = ['Black', 'Navy', 'White', 'Red', 'Green'].map((label, i) => ({
      id: i,
      code: label.slice(0, 3).toUpperCase(),
      name: label.toUpperCase(),
      label,
      hex: '#123456',
    }));
    render(
      <ProductCard
        product={withShownColours(
          makeProduct({ colours, hasSale: true, salePriceCents: 4490, discountPercentage: 25 }),
          'el',
        )}
        locale="el"
        texts={MESSAGES.el.catalogue.card}
      />,
    );
    expect(document.querySelector('s')?.parentElement?.textContent).toBe('Προηγούμενη τιμή 59,90\u00a0€');
    expect(screen.getByText('Χρώματα: Μαύρο, Μπλε σκούρο, Λευκό, Κόκκινο και 1 ακόμη')).toBeTruthy();
    expect(document.querySelector('h3')?.getAttribute('translate')).toBe('no');
    expect(document.body.textContent).not.toMatch(/Colours|Prior price/);
  });

  it('names every colour when there are four or fewer', () => {
    render(<ProductCard texts={CARD_TEXTS} product={makeProduct()} />);
    expect(screen.getByText('Colours: Black, Navy')).toBeTruthy();
    expect(screen.queryByText(/^\+\d/)).toBeNull();
  });

  it('keeps its markup short: one component class an element and no image widths a card never shows', () => {
    const product = makeProduct({
      hasSale: true,
      salePriceCents: 4490,
      discountPercentage: 25,
      flags: { featured: false, clearance: false, bestSeller: false, newArrival: true },
    });
    const html = renderToString(
      <WithTexts namespaces={['product']}>
        <ProductCard texts={CARD_TEXTS} product={product} showNewBadge />
      </WithTexts>,
    );
    const classes = [...html.matchAll(/class="([^"]*)"/g)].map((m) => m[1]);
    expect(classes).toContain('card-badges');
    expect(Math.max(...classes.map((c) => c.length))).toBeLessThanOrEqual(40);
    // The main image offered at 256 to 1080 w (a card is never wider than ~512 CSS px); the hover
    // image one 640 w file with no srcset (hovering screens show a card at most ~320 CSS px wide).
    expect(html.match(/ \d+w[,"]/g)?.map((w) => w.slice(1, -1))).toEqual([
      '256w',
      '384w',
      '640w',
      '828w',
      '1080w',
    ]);
    const hover = html.match(/<img [^>]*class="card-alt"[^>]*>/)?.[0] ?? '';
    expect(hover).toMatch(/src="[^"]*&amp;w=640&amp;q=75"/);
    expect(hover).not.toMatch(/srcset|sizes/i);
  });
});

describe('ProductGrid', () => {
  it('lists the products and prioritises only the leading cards', () => {
    const products = [1, 2, 3].map((id) => makeProduct({ id, name: `Item ${id}` }));
    render(<ProductGrid cardTexts={CARD_TEXTS} products={products} priorityCount={2} label="Bestsellers" />);
    const list = screen.getByRole('list', { name: 'Bestsellers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Item 2' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('img', { name: 'Item 3' }).getAttribute('loading')).toBe('lazy');
  });
});

describe('quick add entry point', () => {
  it('links to the product page add section, named after the product', () => {
    const product = makeProduct();
    render(<ProductCard texts={CARD_TEXTS} product={product} />);
    const quick = screen.getByRole('link', { name: `Quick add ${product.name}` });
    expect(quick.getAttribute('href')).toBe('/men/102/product/501#add');
  });
});
