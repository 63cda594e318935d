import { FREE_SHIPPING_BANNER } from '@/lib/constants';

/** The spec's header banner; plain text, so it costs nothing on the client. */
export function TopBanner() {
  return (
    <div className="bg-ink px-4 py-2 text-center text-xs font-medium tracking-[0.12em] text-white uppercase">
      <p>{FREE_SHIPPING_BANNER}</p>
    </div>
  );
}
