// @ts-check
// The sandbox ERP: a stand-alone HTTP server speaking the '$'-API of docs/erp-contract.md.
//   node sandbox/erp/server.mjs   (env: see the contract's "Sandbox switches")
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDb, resolveDataDir, SCHEMA_VERSION } from './db.mjs';
import { createFaults, faultsFromEnv } from './faults.mjs';
import { createHandlers } from './handlers.mjs';
import { createRequestListener } from './http.mjs';
import { createImageStore } from './images.mjs';
import { defaultSeed, defaultSeedItems, seedDatabase } from './seed.mjs';
import { strictSwitches } from './strict.mjs';

/**
 * Starts the sandbox; seeds the database when it is empty (or from an older schema).
 * @param {{port?: number, host?: string, dataDir?: string, seedItems?: number, seed?: number,
 *   stockForm?: 'map' | 'list', faults?: import('./faults.mjs').FaultSettings, quiet?: boolean,
 *   sessionToken?: string, strict?: boolean | Partial<import('./strict.mjs').StrictSwitches>}} [opts]
 * @returns {Promise<{url: string, port: number, items: number, close: () => Promise<void>}>}
 */
export async function startErpSandbox(opts = {}) {
  const env = process.env;
  const port = opts.port ?? Number(env.SANDBOX_ERP_PORT || 4100);
  const host = opts.host ?? '127.0.0.1';
  const dataDir = resolveDataDir(opts.dataDir);
  const db = openDb(dataDir);
  if (db.count('pos', 'item') === 0 || db.meta('schema') !== SCHEMA_VERSION) {
    const { items, ms } = seedDatabase(db, {
      items: opts.seedItems ?? defaultSeedItems(),
      seed: opts.seed ?? defaultSeed(),
    });
    if (!opts.quiet)
      console.log(`sandbox ERP: seeded ${items} items in ${ms} ms into ${path.join(dataDir, 'erp.sqlite')}`);
  }
  const stockForm = opts.stockForm ?? (env.SANDBOX_STOCK_FORM === 'list' ? 'list' : 'map');
  let items = db.count('pos', 'item');
  let itemsGeneration = db.generation;
  const itemCount = () =>
    itemsGeneration === db.generation
      ? items
      : ((itemsGeneration = db.generation), (items = db.count('pos', 'item')));
  const handle = createHandlers(db, {
    images: createImageStore(db, dataDir),
    stockForm: () => stockForm,
    strict: strictSwitches(opts.strict, env),
  });
  const faults = createFaults(opts.faults ?? faultsFromEnv(env));
  const sessionToken = opts.sessionToken ?? (env.SANDBOX_ERP_SESSION_TOKEN || undefined);
  const server = http.createServer(
    { requestTimeout: 60000 },
    createRequestListener({ handle, faults, itemCount, sessionToken }),
  );
  server.on('clientError', (_err, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  let closing;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    items,
    close: () =>
      (closing ??= new Promise((resolve) => {
        server.close(() => {
          db.close();
          resolve(undefined);
        });
        server.closeAllConnections();
      })),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const sandbox = await startErpSandbox();
  console.log(`sandbox ERP listening on ${sandbox.url} (${sandbox.items} items)`);
  const stop = () => sandbox.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
