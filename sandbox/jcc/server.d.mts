// Types for tests that start the sandbox JCC gateway in-process (server.mjs is plain JavaScript).
export interface JccFaults {
  down: boolean;
  latencyMs: number | string;
  malformed: boolean;
}

export interface JccSandboxOptions {
  /** 0 picks a free port; default SANDBOX_JCC_PORT or 4140. */
  port?: number;
  host?: string;
  /** Holds jcc.sqlite; ':memory:' keeps nothing. Default SANDBOX_JCC_DATA_DIR or sandbox/data/jcc. */
  dataDir?: string;
  /** Merchant API credentials; default SANDBOX_JCC_USERNAME / SANDBOX_JCC_PASSWORD or ruck-api / sandbox-password. */
  userName?: string;
  password?: string;
  /** Accepted instead of userName/password when set (SANDBOX_JCC_TOKEN). */
  token?: string;
  /** Where callbacks go (SANDBOX_JCC_CALLBACK_URL); unset sends none. */
  callbackUrl?: string;
  /** Adds an HMAC-SHA256 `checksum` to callbacks (SANDBOX_JCC_CALLBACK_SECRET). */
  callbackSecret?: string;
  /** GET (the fields in the query) or POST (a form body); default SANDBOX_JCC_CALLBACK_METHOD or GET. */
  callbackMethod?: 'GET' | 'POST';
  faults?: JccFaults;
}

export interface JccSandbox {
  /** http://host:port, where the hosted pages are. */
  url: string;
  port: number;
  /** `${url}/payment/rest/`: the shop's JCC_BASE_URL. */
  restUrl: string;
  close(): Promise<void>;
}

export function startJccSandbox(opts?: JccSandboxOptions): Promise<JccSandbox>;
