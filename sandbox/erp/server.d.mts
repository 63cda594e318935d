// Types for tests that start the sandbox ERP in-process (server.mjs is plain JavaScript).
import type { StrictSwitches } from './strict.mjs';

export interface FaultSettings {
  latencyMs: number | string;
  failRate: number;
  /** 503 by default; 200 answers a business refusal {"error"} (e.g. a rejected order). */
  failStatus?: 200 | 401 | 403 | 500 | 502 | 503 | 504;
  malformedRate: number;
  match: string;
}

export interface ErpSandboxOptions {
  /** 0 picks a free port; default SANDBOX_ERP_PORT or 4100. */
  port?: number;
  host?: string;
  /** SQLite file and image cache; relative paths are relative to the repo root. */
  dataDir?: string;
  seedItems?: number;
  seed?: number;
  stockForm?: 'map' | 'list';
  faults?: FaultSettings;
  quiet?: boolean;
  /** The only Session-Token accepted, others answered 401 (SANDBOX_ERP_SESSION_TOKEN); unset accepts any. */
  sessionToken?: string;
  /** true: every strict switch; some switches: those; default SANDBOX_ERP_STRICT (none when unset). */
  strict?: boolean | Partial<StrictSwitches>;
}

export interface ErpSandbox {
  url: string;
  port: number;
  items: number;
  close(): Promise<void>;
}

export function startErpSandbox(opts?: ErpSandboxOptions): Promise<ErpSandbox>;
