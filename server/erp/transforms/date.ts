import 'server-only';

// ERP dates are day-first (dd/mm/yyyy); the domain speaks ISO so dates sort and compare as text.

/** '12/03/2025' → '2025-03-12'; anything that is not a real calendar date → null. */
export function erpDateToIso(value: string | null | undefined): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/02 over into March; a roll-over means the input was not a date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}
