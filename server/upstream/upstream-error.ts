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

/**
 * A reply that arrived whole (2xx, JSON) but that the protocol's schema refuses: a figure that is
 * no figure, a text past its bound. It is the provider's answer, judged by the gate like any
 * lie (gate.ts), where a failure to get an answer at all is the transport's.
 */
export class RefusedReplyError extends UpstreamError {
  constructor(
    endpoint: string,
    /** how the spec's failure kinds name it (Contract 2 tells a missing message apart) */
    kind: Extract<UpstreamFailure, 'bad-reply' | 'no-message' | 'unknown-message'> = 'bad-reply',
    message = `${endpoint} replied in an unexpected shape`,
  ) {
    super(kind, message, endpoint);
    this.name = 'RefusedReplyError';
  }
}
