import { getLocale, getTranslations } from 'next-intl/server';
import { fibreCompositionIn } from '@/lib/i18n/catalogue-names';
import { fibreComposition, needsEuResponsiblePerson, productIdentifier } from '@/lib/product-facts';
import type { Manufacturer, Product, SafetyContact } from '@/lib/types';

export interface ProductFactsProps {
  product: Pick<Product, 'code' | 'barcode' | 'warnings' | 'notes'>;
  manufacturer: Manufacturer | null;
}

function Contact({ contact }: { contact: SafetyContact }) {
  return (
    // The ERP's record of who makes it, as it sends it.
    <address className="not-italic" translate="no">
      {contact.name}
      {contact.address.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {contact.email && (
        <a href={`mailto:${contact.email}`} className="underline">
          {contact.email}
        </a>
      )}
    </address>
  );
}

/**
 * What the law asks a product page to show before purchase, always open (never in a collapsed
 * section, so a phone shows it without a tap): safety warnings, the fibre composition, the product
 * identifier and who makes it (GPSR 2023/988 Art. 19, Textile Regulation 1007/2011 Art. 16).
 * Server-rendered HTML, no script.
 */
export async function ProductFacts({ product, manufacturer }: ProductFactsProps) {
  const t = await getTranslations('product');
  // The fibres' names in the page's language (Regulation 1007/2011 Art. 16(3)); the shares as they are.
  const composition = fibreCompositionIn(fibreComposition(product.notes.compositionCare), await getLocale());
  const euResponsible =
    manufacturer && needsEuResponsiblePerson(manufacturer.country) && manufacturer.euResponsible;
  return (
    <section aria-labelledby="product-facts" className="mt-6 text-sm" data-testid="product-facts">
      <h2 id="product-facts" className="font-semibold tracking-[0.12em] uppercase">
        {t('productInformation')}
      </h2>
      {product.warnings.length > 0 && (
        <div role="note" aria-label={t('safetyWarning')} className="mt-3 border-l-4 border-sale pl-3">
          <p className="font-semibold">{t('safetyWarning')}</p>
          {product.warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {composition && (
          <>
            <dt className="text-muted">{t('composition')}</dt>
            <dd data-testid="composition">{composition}</dd>
          </>
        )}
        <dt className="text-muted">{t('productCode')}</dt>
        <dd>{productIdentifier(product.code, product.barcode)}</dd>
        {manufacturer && (
          <>
            <dt className="text-muted">{t('manufacturer')}</dt>
            <dd data-testid="manufacturer">
              <Contact contact={manufacturer} />
            </dd>
          </>
        )}
        {euResponsible && (
          <>
            <dt className="text-muted">{t('euResponsible')}</dt>
            <dd data-testid="eu-responsible-person">
              <Contact contact={euResponsible} />
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
