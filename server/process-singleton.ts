import 'server-only';

// Next bundles each page and route handler on its own, so one server module can be evaluated
// several times in one process (once per bundle that includes it, and again on a dev-server
// reload). A module-level `let` would then hold one copy per bundle: two SQLite connections, two
// Redis clients, two ERP breakers that each count only their own failures. globalThis is the one
// object every copy shares, so a process-wide value lives there, under its name.

export interface ProcessSingleton<T> {
  /** The process's value, built on first use. */
  (): T;
  /** Puts `value` in its place (tests: a fresh breaker, a closed database). */
  replace(value: T): T;
}

export function processSingleton<T>(name: string, create: () => T): ProcessSingleton<T> {
  const slots = globalThis as Record<string, unknown>;
  const get = () => (slots[name] ??= create()) as T;
  return Object.assign(get, { replace: (value: T) => ((slots[name] = value), value) });
}
