// Shared helpers for the sandbox ERP tests: a server on a free port with a throw-away data dir,
// and a raw HTTP client (fetch would hide gzip and HEAD details).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startErpSandbox, type ErpSandbox, type ErpSandboxOptions } from '../../sandbox/erp/server.mjs';

export type Row = Record<string, unknown> & { $$position: number; $$record: number };

/** A row's record number, under either key, as a number or digit string (the strict sandbox's forms). */
export const recordOf = (row: Record<string, unknown>): number => Number(row.$$position ?? row.$$record);

export interface TestSandbox extends ErpSandbox {
  dataDir: string;
  /** GET (or another method) and parse JSON; throws when the body is not JSON. */
  json<T = unknown>(pathAndQuery: string, init?: RequestInit): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'erp-sandbox-'));
}

export async function startTestSandbox(opts: ErpSandboxOptions = {}): Promise<TestSandbox> {
  const dataDir = opts.dataDir ?? tempDir();
  const server = await startErpSandbox({ port: 0, seedItems: 200, seed: 42, quiet: true, ...opts, dataDir });
  return {
    ...server,
    dataDir,
    async json<T>(pathAndQuery: string, init?: RequestInit) {
      const res = await fetch(server.url + pathAndQuery, init);
      const text = await res.text();
      return { status: res.status, body: JSON.parse(text) as T };
    },
    async stop() {
      await server.close();
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain node:http request: no automatic decompression, raw path (may hold bad encodings). */
export function raw(
  url: string,
  rawPath: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: rawPath, method: opts.method ?? 'GET', headers: opts.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** `$TableGetView` query string for a pos file. */
export const view = (file: string, extra = '') => `/$TableGetView?system=pos&file=${file}${extra}`;
