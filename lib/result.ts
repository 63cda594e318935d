// One shape for an answer that can fail, in lib/ and server/ alike: the data on success, a typed
// error otherwise. Callers test `ok`, and TypeScript narrows to the side they have.
export type Result<T, E> = { ok: true; data: T } | { ok: false; error: E };
