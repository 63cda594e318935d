import { render, screen, within } from '@testing-library/react';
import { categoryFilterGroups } from '@/lib/listing/static-categories';
import { describe, expect, it, vi } from 'vitest';
import { ListingView } from '@/components/listing/listing-view';
import { colourHexes } from '@/lib/listing/colour-hex';
import { listingText } from '@/lib/listing/listing-texts';
import { variantIn } from '@/lib/listing/variant-texts';
import { LISTING_VARIANTS } from '@/lib/listing/variants';
import { listingLabel, listingPageTitle } from '@/lib/i18n/catalogue-names';
import { WithTexts } from '@/tests/helpers/client-texts';
import { q, resultFor, scope } from './helpers';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

// The listing page in Greek: the page is computed in English once; the view shows it in Greek.
function greekView(extra: Partial<Parameters<typeof ListingView>[0]> = {}) {
  const query = q();
  return render(
    <WithTexts locale="el" namespaces={['catalogue', 'search', 'common', 'layout', 'cart', 'product']}>
      <ListingView
        variant="products"
        pathname="/products"
        scope={{}}
        query={query}
        result={resultFor(query, LISTING_VARIANTS.products.bands, scope)}
        title="MEN'S JEANS"
        intro="Last sizes and past seasons at outlet prices: the deals change often, so check back soon."
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Men', href: '/men' }, { label: 'Jeans' }]}
        colourHexes={colourHexes(scope)}
        locale="el"
        {...extra}
      />
    </WithTexts>,
  );
}

describe('ListingView in Greek', () => {
  it('shows the title, trail, filter headings and grid label in Greek', () => {
    greekView();
    expect(screen.getByRole('heading', { level: 1, name: 'ΑΝΔΡΙΚΑ ΤΖΙΝ' })).toBeTruthy();
    expect(screen.getByText('Αρχική')).toBeTruthy();
    expect(screen.getByText('Άνδρες')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Προϊόντα' })).toBeTruthy();
    expect(screen.getAllByText('ΜΕΓΕΘΟΣ').length).toBeGreaterThan(0);
    expect(screen.getAllByText('ΧΡΩΜΑ').length).toBeGreaterThan(0);
    expect(screen.queryByText('COLOUR')).toBeNull();
    expect(screen.queryByText("MEN'S JEANS")).toBeNull();
    expect(screen.getByRole('option', { name: 'Τιμή: από χαμηλή σε υψηλή' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Βρέθηκαν 12 προϊόντα');
    expect(screen.getByRole('navigation', { name: 'Σελιδοποίηση' })).toBeTruthy();
    expect(screen.getByText('Η επιλογή ταξινόμησης ανανεώνει τα προϊόντα.')).toBeTruthy();
    expect(screen.queryByText('Choosing a sort reloads the products.')).toBeNull();
    // Cards: Greek prices and quick-add label, and the no-JavaScript link under /el.
    const quick = screen.getAllByRole('link', { name: /^Γρήγορη προσθήκη: / })[0];
    expect(quick.getAttribute('href')).toMatch(/^\/el\//);
    expect(screen.getAllByText(/^\d+,\d\d\s€$/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/^€\d/)).toBeNull();
  });
});

describe('ListingView filters in Greek', () => {
  it("names the spec's category lists, their options and the size groups in Greek", () => {
    greekView({ categoryGroups: categoryFilterGroups(null) });
    const filters = screen.getByRole('complementary');
    expect(within(filters).getByText('Ρούχα', { selector: 'h3' })).toBeTruthy();
    expect(within(filters).getAllByText('Μπλουζάκια').length).toBeGreaterThan(0);
    expect(within(filters).queryByText('T-Shirts')).toBeNull();
    expect(within(filters).queryByText('Apparel')).toBeNull();
    expect(filters.textContent).not.toMatch(/\b(Clothing|Waist|Shoes|Kids)\b/);
  });
});

describe('listing texts in Greek', () => {
  it('reads the English titles and crumbs back in Greek, brands and unknown names as they are', () => {
    expect(listingLabel("WOMEN'S TOPS & T-SHIRTS", 'el')).toBe('ΓΥΝΑΙΚΕΙΑ ΤΟΠ & ΜΠΛΟΥΖΑΚΙΑ');
    expect(listingLabel("MEN'S CLOTHING & ACCESSORIES", 'el')).toBe('ΑΝΔΡΙΚΑ ΡΟΥΧΑ & ΑΞΕΣΟΥΑΡ');
    expect(listingLabel('Search results for "τζιν"', 'el')).toBe('Αποτελέσματα αναζήτησης για «τζιν»');
    expect(listingLabel('NEW ARRIVALS', 'el')).toBe('ΝΕΕΣ ΑΦΙΞΕΙΣ');
    expect(listingLabel("LEVI'S", 'el')).toBe("LEVI'S");
    expect(listingLabel("MEN'S JEANS", 'en')).toBe("MEN'S JEANS");
    expect(listingPageTitle('OUTLET', 2, 'el')).toBe('OUTLET (σελίδα 2)');
    expect(listingPageTitle('OUTLET', 2, 'en')).toBe('OUTLET (page 2)');
  });

  it('gives every variant Greek texts and keeps English exact', () => {
    for (const id of Object.keys(LISTING_VARIANTS) as (keyof typeof LISTING_VARIANTS)[]) {
      expect(variantIn(id, 'en')).toBe(LISTING_VARIANTS[id]);
      const el = variantIn(id, 'el');
      expect(el.sortOptions.map((o) => o.key)).toEqual(LISTING_VARIANTS[id].sortOptions.map((o) => o.key));
      expect(el.filterGroups.every((g) => /[\u0370-\u03ff]/.test(g.label))).toBe(true);
      expect(/[\u0370-\u03ff]/.test(el.gridLabel)).toBe(true);
    }
    expect(listingText("MEN'S JEANS for men: clothing at RUCK.", 'el')).toBe(
      'ΑΝΔΡΙΚΑ ΤΖΙΝ για άνδρες: ρούχα στο RUCK.',
    );
    expect(listingText('Discover our most popular styles', 'en')).toBe('Discover our most popular styles');
  });
});
