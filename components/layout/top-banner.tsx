/**
 * The spec's header banner; plain text, so it costs nothing on the client. Its landmark is named
 * (`label`): all page content sits in one (axe's "region" rule; decision 0091). The header gives
 * both texts in the page's language.
 */
export function TopBanner({ label, text }: { label: string; text: string }) {
  return (
    <section
      aria-label={label}
      className="bg-ink px-4 py-2 text-center text-xs font-medium tracking-[0.12em] text-white uppercase"
    >
      <p>{text}</p>
    </section>
  );
}
