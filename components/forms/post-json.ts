// The browser side of the shop's form endpoints: POST JSON, and on failure throw the server's own
// message (`{ error: { message } }`), or `fallback` when there is none (network down, HTML error page).

export class FormPostError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The field the server blamed, when it named one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'FormPostError';
  }
}

export async function postJson(url: string, body: unknown, fallback: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new FormPostError(fallback, 0);
  }
  if (response.ok) return;
  const json = (await response.json().catch(() => null)) as {
    error?: { message?: unknown; field?: unknown };
  } | null;
  const message = typeof json?.error?.message === 'string' ? json.error.message : fallback;
  const field = typeof json?.error?.field === 'string' ? json.error.field : undefined;
  throw new FormPostError(message, response.status, field);
}
