import type { ErrorCode } from '../../shared/contract/api.js';

/** An error that becomes a reply in the shared error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, 'BAD_REQUEST', message);
