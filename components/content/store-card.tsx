import type { StoreTexts } from '@/lib/content/store-texts';
import { storeMapHref, telHref, type Store } from '@/lib/site';

export interface StoreCardLabels {
  openingHours: string;
  viewOnMap: string;
  /** 'View RUCK Limassol on the map (opens in a new tab)'. */
  viewOnMapLabel: string;
}

/**
 * One store: address, phone, opening hours and a map link; its id is the #anchor of its JSON-LD.
 * `texts` are its name, address and hours in the page's language; the map search keeps the
 * registered (English) address, which map services know.
 */
export function StoreCard({
  store,
  texts,
  labels,
}: {
  store: Store;
  texts: StoreTexts;
  labels: StoreCardLabels;
}) {
  const headingId = `store-${store.id}`;
  return (
    <article
      id={store.id}
      aria-labelledby={headingId}
      className="flex flex-col rounded-sm border border-line p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold tracking-wide text-ink">
        {texts.name}
      </h2>
      <address className="mt-3 text-sm leading-6 text-neutral-700 not-italic">
        {texts.address}
        <br />
        {store.zipCode} {texts.city}, {texts.district}
        <br />
        <a href={telHref(store.phone)} className="link mt-2">
          {store.phone}
        </a>
      </address>
      <h3 className="mt-5 text-xs font-semibold tracking-[0.16em] text-ink uppercase">
        {labels.openingHours}
      </h3>
      <ul className="mt-2 space-y-1 text-sm text-neutral-700">
        {texts.hours.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <a
        href={storeMapHref(store)}
        target="_blank"
        rel="noopener noreferrer"
        className="btn mt-6 self-start"
        aria-label={labels.viewOnMapLabel}
      >
        {labels.viewOnMap}
      </a>
    </article>
  );
}
