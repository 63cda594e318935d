import 'server-only';

const inspect = Symbol.for('nodejs.util.inspect.custom');

/**
 * SECRET: the ERP's stored password field (people.password), a `$scrypt$…` hash or, for accounts
 * the old client made, plain text. Opaque on purpose: logging it, serialising it (JSON) or putting
 * it in a template prints `[secret]`; only the password hasher calls `reveal()`. It is never part
 * of `Customer` and must never leave the server.
 */
export class StoredPasswordSecret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The stored text, for the password hasher only. */
  reveal(): string {
    return this.#value;
  }

  /** True when nothing usable is stored (blank, or the deleted-account marker). */
  get isUnset(): boolean {
    return this.#value === '' || this.#value === DELETED_MARKER;
  }

  toString(): string {
    return '[secret]';
  }

  toJSON(): string {
    return '[secret]';
  }

  [inspect](): string {
    return 'StoredPasswordSecret [secret]';
  }
}

/** What account deletion writes over the name, phone and password (spec §4). */
export const DELETED_MARKER = 'XXXXXX';
