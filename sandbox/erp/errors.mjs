// @ts-check
/** An error answered as `{"error": message}` with this HTTP status. */
export class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
