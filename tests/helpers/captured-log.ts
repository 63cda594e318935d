import { beforeEach } from 'vitest';
import { redirectLog } from '@/server/log/logger';

// The shop's log lines, captured for a test instead of written to stdout (under Vitest they go
// nowhere otherwise). `const log = captureLog()` at the top of a file or of a describe block: from
// then on every line of the file's module graph (Vitest isolates each file's modules) is kept,
// and each test starts with none.
//
//   expect(log.find({ event: 'sign_in', outcome: 'failure' })).toMatchObject({ ip: '1.2.3.4' });
//   expect(log.text()).not.toContain('hunter22');

export type LogLine = Record<string, unknown> & { level: string; msg?: string; area?: string };

export interface CapturedLog {
  /** Every line so far, parsed. */
  lines(): LogLine[];
  /** The raw text written so far (to assert that a value never appears anywhere). */
  text(): string;
  /** The lines whose fields include all of `fields`. */
  filter(fields: Record<string, unknown>): LogLine[];
  /** The first line whose fields include all of `fields`. */
  find(fields: Record<string, unknown>): LogLine | undefined;
  /** The lines at `level` ('error', 'warn', …). */
  at(level: string): LogLine[];
  /** Forgets the lines so far. */
  clear(): void;
}

/** Captures the lines from now on; each test of the file (or describe block) starts with none. */
export function captureLog(): CapturedLog {
  let raw: string[] = [];
  redirectLog((line) => raw.push(line));
  beforeEach(() => {
    raw = [];
  });
  const lines = () => raw.map((line) => JSON.parse(line) as LogLine);
  const matches = (line: LogLine, fields: Record<string, unknown>) =>
    Object.entries(fields).every(([k, v]) => line[k] === v);
  const captured: CapturedLog = {
    lines,
    text: () => raw.join(''),
    filter: (fields) => lines().filter((line) => matches(line, fields)),
    find: (fields) => lines().find((line) => matches(line, fields)),
    at: (level) => lines().filter((line) => line.level === level),
    clear: () => {
      raw = [];
    },
  };
  return captured;
}
