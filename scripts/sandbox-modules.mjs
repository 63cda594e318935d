// @ts-check
// Copies the packages the bundled sandboxes import (and everything they depend on, as
// package-lock.json resolves it) from node_modules/ to <target>/node_modules/, for the demo image
// (Dockerfile, target `demo`), whose standalone node_modules holds only what the shop's server
// traced. Usage: node scripts/sandbox-modules.mjs <target>
import { cpSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib/processes.mjs';

/** What sandbox/ imports from npm (tests/unit/tooling/sandbox-modules.test.ts keeps the list whole). */
export const SANDBOX_PACKAGES = ['better-sqlite3', 'mailparser', 'sharp', 'smtp-server'];

/**
 * Every lockfile path ('node_modules/a', 'node_modules/a/node_modules/b') the packages need, found
 * as Node finds them: in the dependant's own node_modules first, then in each folder above.
 * @param {Record<string, { dependencies?: Record<string, string>, optionalDependencies?: Record<string, string> }>} packages
 * @param {string[]} names
 */
export function closure(packages, names) {
  /** @type {Set<string>} */
  const found = new Set();
  /** @param {string} from @param {string} name */
  const locate = (from, name) => {
    for (let base = from; ; base = base.replace(/\/?node_modules\/(?:@[^/]+\/)?[^/]+$/, '')) {
      const path = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (packages[path]) return path;
      if (!base) return undefined;
    }
  };
  /** @param {string} from @param {string} name */
  const visit = (from, name) => {
    const path = locate(from, name);
    if (!path || found.has(path)) return; // an optional dependency for another platform is absent
    found.add(path);
    const { dependencies = {}, optionalDependencies = {} } = packages[path];
    for (const dep of Object.keys({ ...dependencies, ...optionalDependencies })) visit(path, dep);
  };
  for (const name of names) visit('', name);
  return [...found].sort();
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: node scripts/sandbox-modules.mjs <target>');
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  for (const path of closure(lock.packages, SANDBOX_PACKAGES)) {
    try {
      cpSync(join(root, path), join(target, path), { recursive: true });
    } catch (error) {
      // Optional dependencies for other platforms are in the lockfile but not installed.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    }
  }
}
