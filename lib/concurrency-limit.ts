// At most `max` of the tasks given to the returned function run at once; the others wait their turn
// in arrival order. Used to keep scrypt from taking every libuv thread (server/account/password.ts).

export type Limited = <T>(task: () => Promise<T>) => Promise<T>;

export function concurrencyLimit(max: number): Limited {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a whole number from 1');
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((start) => waiting.push(start));
    else running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter (running stays the same), or is freed.
      if (waiting.length) waiting.shift()?.();
      else running--;
    }
  };
}
