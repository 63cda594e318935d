import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { telHref } from '@/lib/site';

// The tags the content and legal pages' messages use with next-intl's t.rich: <strong>, and links
// whose address the page gives (a shop page through Link, so it stays in the page's language).

export const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

/** A link to a shop page (its English path; Link adds /el on a Greek page). */
export const linkTo = (href: string, className?: string) =>
  function ShopLink(chunks: ReactNode) {
    return (
      <Link href={href} className={className}>
        {chunks}
      </Link>
    );
  };

export const mailTo = (email: string) =>
  function MailLink(chunks: ReactNode) {
    return <a href={`mailto:${email}`}>{chunks}</a>;
  };

export const telTo = (phone: string) =>
  function TelLink(chunks: ReactNode) {
    return <a href={telHref(phone)}>{chunks}</a>;
  };
