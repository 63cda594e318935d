import { hoursText, storeMapHref, telHref, type Store } from '@/lib/site';

/** One store: address, phone, opening hours and a map link; its id is the #anchor of its JSON-LD. */
export function StoreCard({ store }: { store: Store }) {
  const headingId = `store-${store.id}`;
  return (
    <article
      id={store.id}
      aria-labelledby={headingId}
      className="flex flex-col rounded-sm border border-line p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold tracking-wide text-ink">
        {store.name}
      </h2>
      <address className="mt-3 text-sm leading-6 text-neutral-700 not-italic">
        {store.address}
        <br />
        {store.zipCode} {store.city}, {store.state}
        <br />
        <a href={telHref(store.phone)} className="link mt-2">
          {store.phone}
        </a>
      </address>
      <h3 className="mt-5 text-xs font-semibold tracking-[0.16em] text-ink uppercase">Opening hours</h3>
      <ul className="mt-2 space-y-1 text-sm text-neutral-700">
        {store.hours.map((row) => (
          <li key={row.label}>{hoursText(row)}</li>
        ))}
      </ul>
      <a
        href={storeMapHref(store)}
        target="_blank"
        rel="noopener noreferrer"
        className="btn mt-6 self-start"
        aria-label={`View ${store.name} on the map (opens in a new tab)`}
      >
        View on map
      </a>
    </article>
  );
}
