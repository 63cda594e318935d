import { describe, expect, it } from 'vitest';
import { orderCommand } from '@/scripts/lib/order-commands.mjs';

describe('npm run orders:attention arguments', () => {
  it('lists with no arguments', () => {
    expect(orderCommand([])).toEqual({ kind: 'list' });
  });

  it('marks an order sent with the ERP record, and an optional note', () => {
    expect(orderCommand(['--mark-sent', 'RUCK-1', '--erp-record', '9042'])).toEqual({
      kind: 'resolve',
      reference: 'RUCK-1',
      resolution: { state: 'sent', erpRecord: 9042 },
      note: '',
    });
    expect(orderCommand(['--erp-record', '7', '--mark-sent', 'o-1', '--note', ' by Maria '])).toMatchObject({
      resolution: { state: 'sent', erpRecord: 7 },
      note: 'by Maria',
    });
  });

  it('closes an order with its reason', () => {
    expect(orderCommand(['--close', 'RUCK-1', '--reason', 'refunded at JCC'])).toEqual({
      kind: 'resolve',
      reference: 'RUCK-1',
      resolution: { state: 'cancelled' },
      note: 'refunded at JCC',
    });
  });

  it.each([
    [['--mark-sent', 'RUCK-1'], '--erp-record'],
    [['--mark-sent', 'RUCK-1', '--erp-record', 'W123'], '--erp-record'],
    [['--mark-sent', 'RUCK-1', '--erp-record', '0'], '--erp-record'],
    [['--close', 'RUCK-1'], '--reason'],
    [['--close', 'RUCK-1', '--reason', '  '], '--reason needs a value'],
    [['--close', 'RUCK-1', '--reason', 'x', '--erp-record', '5'], 'go with --mark-sent'],
    [['--mark-sent', 'a', '--close', 'b', '--erp-record', '1', '--reason', 'x'], 'not both'],
    [['--mark-sent'], '--mark-sent needs a value'],
    [['--mark-sent', '--erp-record', '5'], '--mark-sent needs a value'],
    [['--erp-record', '5'], 'say --mark-sent or --close'],
    [['--delete', 'RUCK-1'], 'unknown argument --delete'],
  ])('refuses %j, saying what is wrong', (argv, problem) => {
    const command = orderCommand(argv);
    expect(command.kind).toBe('usage');
    expect(command.kind === 'usage' && command.problem).toContain(problem);
  });

  it('answers --help with the usage and no problem', () => {
    expect(orderCommand(['--help'])).toEqual({ kind: 'usage' });
  });
});
