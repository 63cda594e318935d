// The shop's database (orders, sign-in revocations, reset links, …) not answering: a page that
// needs it throws an error carrying this digest (Next keeps a thrown error's own digest, the one
// thing a client error boundary still sees in production) and app/error.tsx shows its text
// (messages/<language>/status.json `client.store`); a
// route handler answers 503 `{ error: { code: 'unavailable', message } }` with http.json's
// `storeUnavailable` (server/http/store-outage.ts).

export const STORE_UNAVAILABLE_DIGEST = 'STORE_UNAVAILABLE';
