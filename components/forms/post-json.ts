// The browser side of the shop's JSON endpoints: send JSON, and on failure throw the server's own
// message (`{ error: { code, message, fields? } }`), or `fallback` when there is none (network
// down, HTML error page).

export class FormPostError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The first message of each field the server refused (a 400 `invalid`). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'FormPostError';
  }
}

/** Sends `body` as JSON with `method` and resolves to the answer's JSON (null when it has none). */
export async function sendJson<T = unknown>(
  url: string,
  method: 'POST' | 'PUT' | 'DELETE',
  body: unknown,
  fallback: string,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new FormPostError(fallback, 0);
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return json as T;
  const error = (json as { error?: { message?: unknown; fields?: unknown } } | null)?.error;
  const message = typeof error?.message === 'string' ? error.message : fallback;
  const fields =
    error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : {};
  throw new FormPostError(message, response.status, fields);
}

export async function postJson(url: string, body: unknown, fallback: string): Promise<void> {
  await sendJson(url, 'POST', body, fallback);
}
