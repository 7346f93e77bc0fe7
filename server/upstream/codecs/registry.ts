import type { UpstreamProtocol } from '../../../shared/contract/names.js';
import { changenowCodec } from './changenow.codec.js';
import type { Codec } from './codec.js';
import { priceServiceCodec } from './price-service.codec.js';

/**
 * Every protocol's codec, by the name UPSTREAM_PROTOCOL takes. A new protocol is its codec, its
 * contract file in shared/contract/ and a line here (and in UPSTREAM_PROTOCOLS, which the type
 * below holds to this table).
 */
export const CODECS: Record<UpstreamProtocol, Codec> = {
  'price-service': priceServiceCodec,
  changenow: changenowCodec,
};
