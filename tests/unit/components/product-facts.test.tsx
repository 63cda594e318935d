import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setTestLocale } from '@/tests/stubs/next-intl-server';
import { ProductFacts } from '@/components/product/product-facts';
import type { Manufacturer } from '@/lib/types';
import { makeProduct } from './fixtures';

const euRep = { name: 'Ruck Fashion Ltd', address: ['3036 Limassol'], email: 'compliance@ruck.example' };
const maker = (country: string): Manufacturer => ({
  name: 'Blue Harbor Inc.',
  address: ['410 Harbor Drive', 'United States'],
  email: 'safety@blueharbor.example',
  country,
  euResponsible: euRep,
});

describe('ProductFacts', () => {
  const kidsHoodie = makeProduct({
    code: 'KB10001',
    barcode: '5200000050011',
    warnings: ['Warning: contains cords. Not suitable for children under 7.'],
    notes: { details: '', sizeFit: '', compositionCare: '80% Cotton, 20% Polyester. Machine wash at 30°C.' },
  });

  it('shows warnings, composition, identifier, maker and EU responsible person, none of it collapsed', async () => {
    const { container } = render(await ProductFacts({ product: kidsHoodie, manufacturer: maker('US') }));
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getByRole('note', { name: 'Safety warning' }).textContent).toContain('contains cords');
    expect(screen.getByTestId('composition').textContent).toBe('80% Cotton, 20% Polyester.');
    expect(screen.getByText('KB10001 (EAN 5200000050011)')).toBeTruthy();
    const makerBlock = within(screen.getByTestId('manufacturer'));
    expect(makerBlock.getByText('410 Harbor Drive')).toBeTruthy();
    expect(makerBlock.getByRole('link', { name: 'safety@blueharbor.example' }).getAttribute('href')).toBe(
      'mailto:safety@blueharbor.example',
    );
    expect(screen.getByTestId('eu-responsible-person').textContent).toContain('Ruck Fashion Ltd');
  });

  it('names no EU responsible person for an EU maker, and no warning or maker when there is none', async () => {
    render(await ProductFacts({ product: makeProduct(), manufacturer: maker('IT') }));
    expect(screen.queryByTestId('eu-responsible-person')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('leaves the maker out when the ERP names none', async () => {
    render(await ProductFacts({ product: makeProduct(), manufacturer: null }));
    expect(screen.queryByTestId('manufacturer')).toBeNull();
    expect(screen.getByText('M-501')).toBeTruthy();
  });
});

describe('ProductFacts in Greek', () => {
  afterEach(() => setTestLocale('en'));

  it('labels the facts in Greek and leaves the ERP data as it is', async () => {
    setTestLocale('el');
    render(await ProductFacts({ product: makeProduct(), manufacturer: maker('IT') }));
    expect(screen.getByRole('heading', { name: 'Πληροφορίες προϊόντος' })).toBeTruthy();
    expect(screen.getByText('Κωδικός προϊόντος')).toBeTruthy();
    expect(screen.getByText('Κατασκευαστής')).toBeTruthy();
    expect(screen.queryByText('Product code')).toBeNull();
  });
});
