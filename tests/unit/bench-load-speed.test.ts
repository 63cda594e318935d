import { describe, expect, it } from 'vitest';
import { speedVerdict } from '@/bench/load/machine-speed.mjs';

const probe = (scryptMs: number, scriptMs: number) => ({ scryptMs, scriptMs });

describe("the load report's machine-speed verdict (issue 28)", () => {
  it('voids a run when either idle probe moved more than 10 % between before and after', () => {
    expect(speedVerdict({ before: probe(50, 20), after: probe(54.9, 21.9) }, 6).void).toBe(false);
    expect(speedVerdict({ before: probe(50, 20), after: probe(50, 22.2) }, 6).void).toBe(true);
    expect(speedVerdict({ before: probe(50, 20), after: probe(44, 20) }, 6).void).toBe(true);
  });

  it('gives the CPU per request in units of the fixed script, so a slow moment does not look like a slower shop', () => {
    const quick = speedVerdict({ before: probe(35, 19.2), after: probe(35, 19.2) }, 5.79);
    const slow = speedVerdict({ before: probe(52.6, 42.3), after: probe(49.8, 42.4) }, 13.12);
    expect(quick.cpuPerScript).toBeCloseTo(0.302, 3);
    expect(slow.cpuPerScript).toBeCloseTo(0.31, 2);
  });
});
