import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';

export interface ContentPageProps {
  /** The page's language: the trail's first step is in it (English when not given). */
  locale?: Locale;
  title: string;
  /** A line under the title (an intro, or 'Last updated …' on the legal pages). */
  lead?: ReactNode;
  children: ReactNode;
  /** Long-form text gets the prose styles; pages with their own layout (stores, contact) opt out. */
  prose?: boolean;
}

/** The frame every content page shares: breadcrumb, one h1, an optional lead, the body. */
export function ContentPage({ locale = 'en', title, lead, children, prose = true }: ContentPageProps) {
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
      <Breadcrumb
        label={MESSAGES[locale].content.breadcrumb}
        items={[{ label: MESSAGES[locale].content.home, href: '/' }, { label: title }]}
      />
      <h1 className="page-title mt-6">{title}</h1>
      {lead && <p className="mt-3 max-w-3xl text-sm text-muted">{lead}</p>}
      <div className={prose ? 'prose-content mt-8' : 'mt-8'}>{children}</div>
    </div>
  );
}
