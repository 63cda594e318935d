import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from '@/components/layout/footer';
import { WithTexts } from '@/tests/helpers/client-texts';
import { site } from '@/lib/site';
import { setTestLocale } from '@/tests/stubs/next-intl-server';

describe('Footer', () => {
  afterEach(() => setTestLocale('en'));

  it('links the customer support and information pages', async () => {
    render(await Footer({ year: 2025 }));
    const expected: Record<string, string> = {
      Contact: '/contact',
      FAQs: '/faqs',
      'Shipping & Returns': '/shipping',
      'Store Locator': '/stores',
      'Order Status': '/order-status',
      'Withdraw from contract here': '/withdraw',
      'About Us': '/about-us',
      Sustainability: '/sustainability',
      'Privacy Policy': '/privacy-policy',
      'Terms & Conditions': '/terms-conditions',
      Accessibility: '/accessibility',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByRole('navigation', { name: 'CUSTOMER SUPPORT' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'INFORMATION' })).toBeTruthy();
  });

  it("leads to the shop's listings, the whole range (/products) among them", async () => {
    render(await Footer({ year: 2025 }));
    const shop = within(screen.getByRole('navigation', { name: 'SHOP' }));
    expect(shop.getByRole('link', { name: 'Shop All' }).getAttribute('href')).toBe('/products');
    expect(shop.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/collections/new-arrivals',
      '/men',
      '/women',
      '/outlet',
      '/products',
    ]);
  });

  it('shows the about text, address, phone and support email', async () => {
    render(await Footer({ year: 2025 }));
    expect(screen.getByText(/backed by a wholesale clothing company/)).toBeTruthy();
    expect(screen.getByText(site.address.street, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: site.phone }).getAttribute('href')).toBe('tel:+35725000000');
    expect(screen.getByRole('link', { name: site.supportEmail }).getAttribute('href')).toBe(
      `mailto:${site.supportEmail}`,
    );
  });

  it('opens social links safely and names the payment cards', async () => {
    render(await Footer({ year: 2025 }));
    for (const { name, href } of site.social) {
      const link = screen.getByRole('link', { name: new RegExp(name) });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    const cards = screen.getByRole('list', { name: 'Accepted payment cards' });
    for (const card of ['Visa', 'Mastercard', 'Maestro']) {
      expect(within(cards).getByRole('img', { name: card })).toBeTruthy();
    }
    expect(screen.getByText(`© 2025 ${site.legalName}. All rights reserved.`)).toBeTruthy();
  });

  it('speaks Greek on a Greek page, its links going to the Greek pages', async () => {
    setTestLocale('el');
    render(
      <WithTexts locale="el" namespaces={[]}>
        {await Footer({ year: 2025 })}
      </WithTexts>,
    );
    expect(screen.getByRole('navigation', { name: 'ΕΞΥΠΗΡΕΤΗΣΗ ΠΕΛΑΤΩΝ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Υπαναχώρηση από τη σύμβαση εδώ' }).getAttribute('href')).toBe(
      '/el/withdraw',
    );
    expect(screen.getByText('© 2025 Ruck Fashion Ltd. Με την επιφύλαξη παντός δικαιώματος.')).toBeTruthy();
    expect(screen.queryByText(/All rights reserved/)).toBeNull();
    expect(screen.getByText(/Οδός Ανεξαρτησίας 28/)).toBeTruthy();
  });
});
