/**
 * Why an upstream call failed. 'timeout' becomes 504; the rest 502 (spec section 8's unknown
 * failures: reply without message, unknown message, fetch failure, thrown error).
 */
export type UpstreamFailure =
  | 'timeout'
  | 'network'
  | 'http-status'
  | 'bad-json'
  | 'no-message'
  | 'unknown-message'
  | 'bad-reply'
  | 'circuit-open';

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    message: string,
    readonly endpoint: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}
