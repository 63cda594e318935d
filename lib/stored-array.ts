// What the browser's storage holds is untrusted: it may be corrupt, hand-edited or written by an
// older version. Readers start from a plain array, or nothing.

/** The stored JSON as an array; [] for anything that is not one. */
export function storedArray(json: string | null): unknown[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
