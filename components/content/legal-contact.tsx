import type { TraderDetails } from '@/lib/precontract/trader';
import { telHref } from '@/lib/site';

/** The 'Contact Us' block of the legal pages: the trader's name, address, email, phone, VAT number. */
export function LegalContact({ trader }: { trader: TraderDetails }) {
  return (
    <address className="mb-4 not-italic">
      {trader.legalName}
      <br />
      {trader.address}
      <br />
      Email: <a href={`mailto:${trader.email}`}>{trader.email}</a>
      <br />
      Phone: <a href={telHref(trader.phone)}>{trader.phone}</a>
      <br />
      VAT number: {trader.vatNumber}
    </address>
  );
}
