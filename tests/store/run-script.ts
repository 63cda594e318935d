import { execFileSync } from 'node:child_process';

/**
 * Runs an operator script (`scripts/<name>`) as `npm run` would, with `env` over the caller's
 * environment minus its DATABASE_URL (so a test never reaches the developer's database): its exit
 * code and its stdout plus stderr.
 */
export function runScript(name: string, env: Record<string, string>, args: string[] = []) {
  const { DATABASE_URL: _, ...inherited } = process.env;
  try {
    const out = execFileSync(process.execPath, [`scripts/${name}`, ...args], {
      env: { ...inherited, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, out };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: e.stdout + e.stderr };
  }
}
