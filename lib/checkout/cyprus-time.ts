// The shop's clock: the ERP's order date and time, and a voucher's last day, are Cyprus time
// (Europe/Nicosia: EET, EEST in summer), whatever the server's own time zone.
import { SHOP_TIME_ZONE } from '@/lib/constants';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock fields of an instant in Cyprus. */
export function cyprusClock(at: Date): {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
} {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute };
}

/** 'dd/mm/yyyy' and 'hh:mm' in Cyprus: the $PosProcessWeb orderdate and ordertime. */
export function erpOrderDateTime(at: Date): { orderdate: string; ordertime: string } {
  const c = cyprusClock(at);
  return { orderdate: `${c.day}/${c.month}/${c.year}`, ordertime: `${c.hour}:${c.minute}` };
}

/** Today's date in Cyprus, 'yyyy-mm-dd'. */
export function cyprusToday(at: Date): string {
  const c = cyprusClock(at);
  return `${c.year}-${c.month}-${c.day}`;
}
