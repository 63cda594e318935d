// Types for tests that use the strict sandbox's switches (strict.mjs is plain JavaScript, where
// each switch is described).

/** An operation's answer, as handlers.mjs types it. */
type OpResult = { status: number; json: string } | { status: number; body: Buffer; type: string };

export interface StrictSwitches {
  recordKeys: boolean;
  listedRecords: boolean;
  stringIds: boolean;
  commaDecimals: boolean;
  reportColumns: boolean;
  collectedRecord: boolean;
  blankOrderAck: boolean;
  bookRepeats: boolean;
  erpSizeLabels: boolean;
}

export const STRICT_OFF: Readonly<StrictSwitches>;

export function strictSwitches(
  option: boolean | Partial<StrictSwitches> | undefined,
  env: Record<string, string | undefined>,
): StrictSwitches;

export function createStrict(
  switches: StrictSwitches,
  db: { read(system: string, file: string, record: number): Record<string, unknown> | undefined },
): (op: string, p: URLSearchParams, result: OpResult) => OpResult;
