// Working days are Monday to Friday. Public holidays are not taken out
// (docs/decisions/0033-one-policy-for-shipping-and-returns.md): a window counted this way ends on
// or before the day one skipping holidays would, never after the policy's own day.

const DAY_MS = 86_400_000;

const toUtc = (isoDate: string): Date | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === isoDate ? date : null;
};

/** 'yyyy-mm-dd' plus `count` working days, skipping Saturdays and Sundays; null when not a date. */
export function addWorkingDays(isoDate: string, count: number): string | null {
  const date = toUtc(isoDate);
  if (!date) return null;
  let time = date.getTime();
  for (let left = count; left > 0;) {
    time += DAY_MS;
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(time).toISOString().slice(0, 10);
}
