import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { languageAlternates, localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';

const OG_LOCALE: Record<Locale, string> = { en: 'en_CY', el: 'el_CY' };

/** The link preview's picture when a page has none of its own: the home page's first slide. */
export const DEFAULT_OG_IMAGE = '/hero/fallback-1.jpg';

export interface PageSeo {
  /** Path (resolved against metadataBase) or absolute URL of the page's canonical address. */
  path: string;
  title: string;
  description: string;
  /** The preview picture; DEFAULT_OG_IMAGE when absent. */
  image?: string;
}

/**
 * Title, description, canonical and the og tags a link preview reads (og:title, og:description,
 * og:url, og:image, og:type) for one indexable page. Next does not derive og:* from the title,
 * and a page's openGraph replaces its layout's whole, so every page states all of them.
 */
export function indexableMetadataIn(locale: Locale, { path, title, description, image }: PageSeo): Metadata {
  // `path` is the English address; the page's language gives its own (Greek under /el), and both
  // are named as alternates with the English one as x-default.
  const own = localePath(locale, path);
  return {
    title,
    description,
    alternates: { canonical: own, languages: languageAlternates(path) },
    openGraph: {
      title,
      description,
      url: own,
      type: 'website',
      locale: OG_LOCALE[locale],
      images: [image ?? DEFAULT_OG_IMAGE],
    },
  };
}

/** indexableMetadataIn the language of the page being rendered. */
export async function indexableMetadata(seo: PageSeo): Promise<Metadata> {
  return indexableMetadataIn(await getLocale(), seo);
}

// Metadata of a static page: its own title and description, a self canonical, and the same
// text for link previews.
export async function pageMetadata(
  path: string,
  title: string,
  description: string,
  extra: Metadata = {},
): Promise<Metadata> {
  return { ...(await indexableMetadata({ path, title, description })), ...extra };
}
