import { hiddenFields, type ListingLocation } from './listing-links';

/** The rest of the listing state for a GET form, so submitting it changes only its own fields. */
export function HiddenFields({ at, omit }: { at: ListingLocation; omit: readonly string[] }) {
  return (
    <>
      {hiddenFields(at, omit).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
