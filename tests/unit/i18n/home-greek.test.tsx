import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardRow } from '@/components/catalogue/card-row';
import { toCardProduct } from '@/lib/card-product';
import { GenderCollection } from '@/components/collection/gender-collection';
import { fallbackSlides, HeroCarousel } from '@/components/home/hero-carousel';
import { InstagramFeed } from '@/components/home/instagram-feed';
import { Newsletter } from '@/components/home/newsletter';
import { NewsletterConsent } from '@/components/home/newsletter-consent';
import { CategoryTiles } from '@/components/home/category-tiles';
import { FALLBACK_SLIDES } from '@/lib/carousel-fallback';
import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';
import { MESSAGES } from '@/messages';
import { WithTexts, textsWrapper } from '@/tests/helpers/client-texts';
import { makeProduct, menGroups } from '../components/fixtures';

const el = MESSAGES.el;

afterEach(() => document.body.replaceChildren());

describe('the home page in Greek', () => {
  it('the built-in slides speak Greek with the same images and links as in English', () => {
    const greek = fallbackSlides('el');
    expect(greek.map((s) => s.title)).toEqual(['Νέες αφίξεις', 'Ανδρική συλλογή', 'Γυναικεία συλλογή']);
    expect(greek.map((s) => [s.image, s.link])).toEqual(FALLBACK_SLIDES.map((s) => [s.image, s.link]));
    expect(fallbackSlides('en')).toEqual(FALLBACK_SLIDES);
  });

  it('the carousel region, its slides and its controls have Greek names', () => {
    render(<HeroCarousel slides={fallbackSlides('el')} texts={el.home.carousel} />);
    expect(screen.getByRole('region', { name: 'Προτάσεις' })).toBeTruthy();
    const labels = Array.from(document.querySelectorAll('[aria-roledescription="slide"]'), (g) =>
      g.getAttribute('aria-label'),
    );
    expect(labels).toEqual(['1 από 3', '2 από 3', '3 από 3']);
    expect(screen.getByRole('button', { name: 'Επόμενη διαφάνεια' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Μετάβαση στη διαφάνεια 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ΔΕΙΤΕ ΤΑ ΝΕΑ' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('a slide without its own button text says ΑΓΟΡΑΣΤΕ ΤΩΡΑ; the error state is Greek', () => {
    const [first] = FALLBACK_SLIDES;
    render(<HeroCarousel slides={[{ ...first, cta: '' }]} texts={el.home.carousel} />);
    expect(screen.getByRole('link', { name: 'ΑΓΟΡΑΣΤΕ ΤΩΡΑ' })).toBeTruthy();
    document.body.replaceChildren();
    render(<HeroCarousel slides={[]} texts={el.home.carousel} />);
    expect(screen.getByText('Η φόρτωση των διαφανειών απέτυχε')).toBeTruthy();
  });

  it('the category tiles and the Instagram section are Greek', () => {
    render(
      <CategoryTiles
        title={el.home.shopByCategory}
        tiles={[{ label: el.home.tiles.men, href: '/men', image: null }]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Αγορές ανά κατηγορία' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ΑΝΔΡΙΚΑ' })).toBeTruthy();
    render(<InstagramFeed feed={{ status: 'empty' }} texts={el.home.instagram} />);
    expect(screen.getByRole('heading', { name: 'ΑΚΟΛΟΥΘΗΣΤΕ ΜΑΣ ΣΤΟ INSTAGRAM' })).toBeTruthy();
    expect(screen.getByText('Δεν υπάρχουν εικόνες')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /Δείτε περισσότερα στο Instagram \(ανοίγει σε νέα καρτέλα\)/ }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/opens in a new tab|View More/);
  });

  it('the newsletter form, its thanks and its consent line are Greek; English keeps the stored wording', async () => {
    render(
      <WithTexts locale="el" namespaces={['newsletter']}>
        <Newsletter consent={<NewsletterConsent locale="el" />} onSubscribe={() => Promise.resolve()} />
      </WithTexts>,
    );
    expect(screen.getByRole('heading', { name: 'ΓΙΝΕΤΕ ΜΕΛΟΣ ΤΟΥ RUCK CLUB' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Πολιτική απορρήτου' })).toBeTruthy();
    expect(document.body.textContent).not.toContain(NEWSLETTER_CONSENT.text);
    fireEvent.change(screen.getByLabelText('Διεύθυνση email'), { target: { value: 'ana@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'ΕΓΓΡΑΦΗ' }));
    });
    expect(screen.getByRole('button', { name: 'ΕΥΧΑΡΙΣΤΟΥΜΕ' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(el.newsletter.client.checkInbox);
    expect(document.body.textContent).not.toMatch(/SUBSCRIBE|THANK YOU|Email address/);
    document.body.replaceChildren();
    render(<NewsletterConsent />);
    expect(document.body.textContent).toContain(NEWSLETTER_CONSENT.text);
  });

  it('a failed sign-up says so in Greek', async () => {
    render(
      <WithTexts locale="el" namespaces={['newsletter']}>
        <Newsletter consent={null} onSubscribe={() => Promise.reject(new Error('down'))} />
      </WithTexts>,
    );
    fireEvent.change(screen.getByLabelText('Διεύθυνση email'), { target: { value: 'ana@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'ΕΓΓΡΑΦΗ' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Κάτι πήγε στραβά. Παρακαλούμε δοκιμάστε ξανά.');
  });
});

describe('the /men and /women body in Greek', () => {
  it('Greek headings, category names, cards with Greek prices and the View All link', () => {
    render(
      <GenderCollection
        gender="men"
        title={el.home.gender.men.title}
        groups={menGroups}
        bestSellers={[makeProduct()]}
        locale="el"
      />,
      { wrapper: textsWrapper(['product'], 'el') },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ΑΝΔΡΙΚΗ ΣΥΛΛΟΓΗ');
    expect(screen.getByRole('heading', { name: 'Αγορές ανά κατηγορία' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ΜΠΛΟΥΖΑΚΙΑ' }).getAttribute('href')).toContain(
      '/products?type=101&gender=men',
    );
    expect(screen.getByRole('heading', { name: 'ΑΞΕΣΟΥΑΡ' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Δημοφιλή προϊόντα' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Δείτε όλα' })).toBeTruthy();
    expect(document.body.textContent).toContain('59,90');
    expect(document.body.textContent).not.toMatch(/Shop by Category|Featured best sellers|View All|€59\.90/);
  });
});

describe('a row of cards outside the listings in Greek', () => {
  it('Greek card words and prices, and a heading id of its own', () => {
    render(
      <CardRow
        title={el.product.alsoLike}
        products={[toCardProduct(makeProduct())]}
        locale="el"
        texts={el.catalogue.card}
      />,
      { wrapper: textsWrapper(['product'], 'el') },
    );
    const heading = screen.getByRole('heading', { name: el.product.alsoLike });
    expect(heading.id).toBe('μπορεί-επίσης-να-σας-αρέσουν-heading');
    expect(screen.getByRole('list', { name: el.product.alsoLike })).toBeTruthy();
    expect(document.body.textContent).toContain('59,90');
    expect(document.body.textContent).not.toMatch(/QUICK ADD|€59\.90/);
  });
});
