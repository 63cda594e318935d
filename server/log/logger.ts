import 'server-only';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';

// The shop's one logger: pino, one JSON object a line on stdout, for the host to collect. No
// transport and no worker thread (pino is one of Next's default serverExternalPackages, so the
// built server loads it from node_modules as it is). Each area logs through its own child,
// `logFor('erp')`, which adds `"area":"erp"` to its lines instead of an '[erp]' prefix in the text.
//
// LOG_LEVEL (trace, debug, info, warn, error, fatal or silent) sets the level; default info.
// Under Vitest the lines go nowhere unless a test captures them (tests/helpers/captured-log.ts):
// the level stays the same, so a test sees exactly the lines production would write.
//
// The redaction below is a second safety net: no call site logs a secret on purpose, and any
// field of these names, at the top or one level down, is written as '[redacted]'.

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'cookie',
  'authorization',
  'secret',
  'email',
];

const LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);

function levelFrom(value: string | undefined): Level | 'silent' {
  const level = value?.trim().toLowerCase();
  return level && LEVELS.has(level) ? (level as Level | 'silent') : 'info';
}

const stdout = (line: string) => void process.stdout.write(line);
const standard: (line: string) => void = process.env.VITEST ? () => {} : stdout;

// A test's redirection is kept on globalThis, so it holds for modules a test loads afresh
// (vi.resetModules) as well as for those already loaded.
const REDIRECT = Symbol.for('ruck.log.redirect');
const holder = globalThis as { [REDIRECT]?: (line: string) => void };

/** Where every line goes: stdout, unless a test redirected it. */
const sink: DestinationStream = { write: (line) => (holder[REDIRECT] ?? standard)(line) };

export const log: Logger = pino(
  {
    level: levelFrom(process.env.LOG_LEVEL),
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.headers.${field}`]),
      censor: '[redacted]',
    },
  },
  sink,
);

/** The logger of one area of the shop: its lines carry `area`. */
export const logFor = (area: string): Logger => log.child({ area });

/**
 * Sends every line to `to` instead of stdout (tests); returns the function that puts stdout back.
 * Only for tests: production always writes to stdout.
 */
export function redirectLog(to: (line: string) => void): () => void {
  const before = holder[REDIRECT];
  holder[REDIRECT] = to;
  return () => {
    holder[REDIRECT] = before;
  };
}

/** An error's message as a field, `{ error: '…' }`: the message only, never its stack. */
export function errorFields(error: unknown): { error: string } {
  return { error: error instanceof Error ? error.message : String(error) };
}
