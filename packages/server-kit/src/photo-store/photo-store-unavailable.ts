/**
 * The photo store refused, did not answer in time, or failed (a 5xx): not the database, not the request. The API
 * answers it 503 in the photo store's own words.
 */
export class PhotoStoreUnavailableError extends Error {
  constructor(where: string, timeoutMs: number, cause: unknown) {
    const reason =
      cause instanceof Error && (cause.name === 'AbortError' || cause.name === 'TimeoutError')
        ? `did not answer within ${timeoutMs / 1000} s`
        : `failed: ${cause instanceof Error ? cause.message : String(cause)}`;
    super(`The photo store (${where}) ${reason}`, { cause });
    this.name = 'PhotoStoreUnavailableError';
  }
}
