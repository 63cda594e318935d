import { site, telHref } from '@/lib/site';

/** The 'Contact Us' block of the legal pages: postal address in Limassol, support email, phone. */
export function LegalContact() {
  const { address } = site;
  return (
    <address className="mb-4 not-italic">
      {site.legalName}
      <br />
      {address.street}, {address.zip} {address.city}, {address.country}
      <br />
      Email: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
      <br />
      Phone: <a href={telHref(site.phone)}>{site.phone}</a>
    </address>
  );
}
