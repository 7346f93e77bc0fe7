import { CHANGENOW_PROTOCOL } from './changenow.js';
import { LETSEXCHANGE_PROTOCOL } from './letsexchange.js';
import type { ProtocolDescriptor } from './protocol-descriptor.js';
import { STEALTHEX_PROTOCOL } from './stealthex.js';
import { PRICE_SERVICE_PROTOCOL } from './upstream.js';

/**
 * Every upstream protocol the site speaks, by the name UPSTREAM_PROTOCOL and PROVIDERS take. A new
 * protocol is its contract file here (with its descriptor), its codec in server/upstream/codecs
 * (the codec table there is typed by this one, so the compiler asks for it) and its dialect in
 * the sandbox. Nothing else names protocols: config, the upstream check and the sandbox read the
 * descriptors.
 */
export const PROTOCOLS = {
  'price-service': PRICE_SERVICE_PROTOCOL,
  changenow: CHANGENOW_PROTOCOL,
  stealthex: STEALTHEX_PROTOCOL,
  letsexchange: LETSEXCHANGE_PROTOCOL,
} as const satisfies Record<string, ProtocolDescriptor>;

export type UpstreamProtocol = keyof typeof PROTOCOLS;

/** The protocol UPSTREAM_PROTOCOL and the upstream check take when none is named: the spec's. */
export const DEFAULT_PROTOCOL: UpstreamProtocol = 'price-service';
export const UPSTREAM_PROTOCOLS = Object.keys(PROTOCOLS) as [
  UpstreamProtocol,
  ...UpstreamProtocol[],
];

export const descriptorOf = (protocol: UpstreamProtocol): ProtocolDescriptor => PROTOCOLS[protocol];
