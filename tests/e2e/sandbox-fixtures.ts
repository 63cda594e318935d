import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sandboxURL } from '../../playwright.config';

// Test data in the e2e sandbox ERP. Vouchers are single-use and outlast a run, so each test that
// spends one makes its own; the demo customer's returnable order is re-dated to today through the
// ERP's own $TableModify, so it stays inside the return window however old the sandbox data is.

const SANDBOX_DB = join('sandbox', 'data-e2e', 'erp.sqlite');

/** A new unused voucher worth `cents`, as the ERP's back office would add it; its code. */
export function freshVoucher(cents: number): string {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const db = new Database(SANDBOX_DB);
  try {
    db.pragma('busy_timeout = 5000');
    const { n } = db
      .prepare("SELECT max(position) AS n FROM records WHERE system = 'pos' AND file = 'voucher'")
      .get() as { n: number };
    const position = n + 1;
    const collected = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    db.prepare("INSERT INTO records (system, file, position, data) VALUES ('pos', 'voucher', ?, ?)").run(
      position,
      JSON.stringify({
        $$position: position,
        $$record: position,
        code,
        $collected: collected,
        expiry: '31/12/2030',
        used: false,
        location: '01',
        trans: null,
        $trans: null,
      }),
    );
  } finally {
    db.close();
  }
  return code;
}

/** The demo customer's delivered order with a returnable and a final-sale line (sandbox seed). */
export const RETURNABLE_DEMO_ORDER = { record: 50023, refer: 'W0050023' };

/** Dates the returnable demo order today (Cyprus time is close enough: the window is 14 working days). */
export async function redateReturnableOrder(): Promise<void> {
  const now = new Date().toISOString();
  const res = await fetch(`${sandboxURL}/$TableModify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      system: 'pos',
      file: 'trans',
      record: RETURNABLE_DEMO_ORDER.record,
      contents: [{ id: '@create_stamp', value: `${now.slice(0, 10)} ${now.slice(11, 16)}` }],
    }),
  });
  if (!res.ok) throw new Error(`$TableModify trans ${RETURNABLE_DEMO_ORDER.record}: ${res.status}`);
}
