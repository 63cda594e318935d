import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrecontractInfo } from '@/components/checkout/precontract-info';
import { traderDetails } from '@/lib/precontract/trader';
import { WithTexts } from '@/tests/helpers/client-texts';

// The pre-contract information above Pay, in the page's language.

const TRADER = traderDetails({ legalName: 'Ruck Trading Ltd', vatNumber: 'CY10293847Q' });
const SITE = 'https://ruck.example';

describe('PrecontractInfo', () => {
  it('is in English on an English page', () => {
    render(
      <WithTexts namespaces={['checkout']}>
        <PrecontractInfo trader={TRADER} origin={SITE} />
      </WithTexts>,
    );
    expect(screen.getByRole('heading', { name: 'Before you pay' })).toBeTruthy();
    expect(screen.getByText('Ruck Trading Ltd (trading as RUCK)')).toBeTruthy();
    expect(
      screen.getByText(/Courier delivery in Cyprus: €3\.00, free on orders of €50\.00 or more\./),
    ).toBeTruthy();
    expect(screen.getByText('Model withdrawal form')).toBeTruthy();
  });

  it('is in Greek on a Greek page: the trader, prices, the withdrawal right and the model form', () => {
    render(
      <WithTexts locale="el" namespaces={['checkout']}>
        <PrecontractInfo trader={TRADER} origin={SITE} locale="el" />
      </WithTexts>,
    );
    expect(screen.getByRole('heading', { name: 'Πριν πληρώσετε' })).toBeTruthy();
    expect(screen.getByText('Πωλητής')).toBeTruthy();
    expect(screen.getByText('Ruck Trading Ltd (με τον διακριτικό τίτλο RUCK)')).toBeTruthy();
    expect(
      screen.getByText(/Παράδοση με courier στην Κύπρο: 3,00\s€, δωρεάν για παραγγελίες 50,00\s€ και άνω\./),
    ).toBeTruthy();
    expect(screen.getAllByText(new RegExp(`online στο ${SITE}/el/withdraw`)).length).toBeGreaterThan(0);
    expect(screen.getByText('Υπόδειγμα εντύπου υπαναχώρησης')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Επικοινωνήστε μαζί μας' }).getAttribute('href')).toBe(
      '/el/contact',
    );
    expect(document.body.textContent).not.toMatch(/Before you pay|Seller|Model withdrawal form|Contact us/);
  });
});
