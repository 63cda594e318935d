// @ts-check
// The settings a shop process sees: its environment plus the .env files Next reads (.env.local,
// .env.production or .env.development, .env; a file never overrides the environment). The start
// scripts and the operator scripts load them here before deciding anything (which
// sandboxes to start, the port, the trusted proxies, which database), so a setting in .env.local
// means the same to them as to Next. Plain JavaScript: loaded under bare Node.
import nextEnv from '@next/env';

/**
 * Loads `dir`'s .env files into process.env (as Next does) and returns the combined environment.
 * Read afresh on each call, so a test may point it at a temporary folder.
 * @param {string} dir the project folder
 * @param {boolean} dev `next dev`'s files (.env.development*) instead of production's
 * @returns {Record<string, string | undefined>}
 */
export function loadShopEnv(dir, dev = false) {
  const quiet = { info() {}, error: console.error };
  return { ...nextEnv.loadEnvConfig(dir, dev, quiet, true).combinedEnv };
}
