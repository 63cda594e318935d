// @ts-check
// What `npm run orders:attention -- …` was asked to do, from its arguments (pure):
//   (nothing)                                          list the orders that need an operator
//   --mark-sent <id|RUCK-…> --erp-record <n> [--note "…"]   entered in the ERP by hand, as record n
//   --close <id|RUCK-…> --reason "…"                   refunded or cancelled outside the shop

export const USAGE = [
  'usage: npm run orders:attention',
  '       npm run orders:attention -- --mark-sent <order id or RUCK-…> --erp-record <number> [--note "…"]',
  '       npm run orders:attention -- --close <order id or RUCK-…> --reason "refunded at JCC on …"',
].join('\n');

/**
 * @typedef {{ kind: 'list' }
 *   | { kind: 'resolve', reference: string, resolution: import('../../server/orders/resolve-by-hand.mjs').Resolution, note: string }
 *   | { kind: 'usage', problem?: string }} OrderCommand
 */

/** @param {string[]} argv the arguments after the script's name @returns {OrderCommand} */
export function orderCommand(argv) {
  if (argv.length === 0) return { kind: 'list' };
  /** @type {Record<string, string>} */
  const flags = {};
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i];
    if (['-h', '--help'].includes(name)) return { kind: 'usage' };
    const known = ['--mark-sent', '--erp-record', '--note', '--close', '--reason'];
    if (!known.includes(name)) return { kind: 'usage', problem: `unknown argument ${name}` };
    const value = argv[++i];
    if (value === undefined || value.startsWith('--') || !value.trim())
      return { kind: 'usage', problem: `${name} needs a value` };
    flags[name] = value.trim();
  }
  const sent = flags['--mark-sent'];
  const close = flags['--close'];
  if (sent && close) return { kind: 'usage', problem: 'either --mark-sent or --close, not both' };
  if (sent) {
    const record = flags['--erp-record'];
    if (!record || !/^[1-9]\d{0,14}$/.test(record))
      return { kind: 'usage', problem: '--mark-sent needs --erp-record <the ERP record number>' };
    if (flags['--reason']) return { kind: 'usage', problem: '--reason goes with --close (use --note)' };
    return {
      kind: 'resolve',
      reference: sent,
      resolution: { state: 'sent', erpRecord: Number(record) },
      note: flags['--note'] ?? '',
    };
  }
  if (close) {
    if (!flags['--reason']) return { kind: 'usage', problem: '--close needs --reason "…" (what was done)' };
    if (flags['--erp-record'] || flags['--note'])
      return { kind: 'usage', problem: '--erp-record and --note go with --mark-sent' };
    return { kind: 'resolve', reference: close, resolution: { state: 'cancelled' }, note: flags['--reason'] };
  }
  return { kind: 'usage', problem: 'say --mark-sent or --close' };
}
