import { FREE_SHIPPING_BANNER } from '@/lib/constants';

/** Names the banner's landmark: all page content sits in one (axe's "region" rule; decision 0091). */
export const TOP_BANNER_LABEL = 'Delivery offer';

/** The spec's header banner; plain text, so it costs nothing on the client. */
export function TopBanner() {
  return (
    <section
      aria-label={TOP_BANNER_LABEL}
      className="bg-ink px-4 py-2 text-center text-xs font-medium tracking-[0.12em] text-white uppercase"
    >
      <p>{FREE_SHIPPING_BANNER}</p>
    </section>
  );
}
