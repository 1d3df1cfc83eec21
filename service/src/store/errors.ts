/**
 * The store's one error the API answers differently (503 instead of 500). Its own module, so the
 * error handling of the service can know it without loading a database driver (pg, node:sqlite).
 */

/** The store cannot be reached right now (database down, connection lost): answer 503, retry later. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('feedback store unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}
