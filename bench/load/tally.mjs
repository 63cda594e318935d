// What one load run counts while its shoppers shop: every request's time under its route pattern,
// the errors by route and kind, the journeys, and the ids of the orders placed and paid. One tally
// per run, handed to the shoppers' fetch, the shoppers and the report.

/** @typedef {{ kind: string, times: number[], errors: number }} Route */

export function createTally() {
  return {
    /** @type {Map<string, Route>} route name → its times and errors */
    routes: new Map(),
    /** @type {Map<string, number>} "route: what went wrong" → count */
    errors: new Map(),
    counters: { journeys: 0, signIns: 0, checkouts: 0, placed: 0, paid: 0 },
    /** Order ids the shoppers placed, and those whose return landed on the confirmation page. */
    placedIds: new Set(),
    paidIds: new Set(),
    /** Off while accounts are registered and after the run: only the run itself is measured. */
    measuring: false,
    /** @param {string} route @param {string} what */
    noteError(route, what) {
      const key = `${route}: ${what}`;
      this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
      const r = this.routes.get(route);
      if (r) r.errors++;
    },
    /** @param {string} name @param {string} kind */
    route(name, kind) {
      if (!this.routes.has(name)) this.routes.set(name, { kind, times: [], errors: 0 });
      return /** @type {Route} */ (this.routes.get(name));
    },
    requestCount() {
      return [...this.routes.values()].reduce((a, r) => a + r.times.length, 0);
    },
    errorCount() {
      return [...this.errors.values()].reduce((a, b) => a + b, 0);
    },
  };
}

/** @typedef {ReturnType<typeof createTally>} Tally */
