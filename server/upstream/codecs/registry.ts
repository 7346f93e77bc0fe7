import type { UpstreamProtocol } from '../../../shared/contract/protocols.js';
import { changenowCodec } from './changenow.codec.js';
import type { Codec } from './codec.js';
import { letsexchangeCodec } from './letsexchange.codec.js';
import { priceServiceCodec } from './price-service.codec.js';
import { stealthexCodec } from './stealthex.codec.js';

/**
 * Every protocol's codec, by its name in PROTOCOLS (shared/contract/protocols.ts), which types
 * this table: a protocol added there without its codec here does not compile.
 */
export const CODECS: Record<UpstreamProtocol, Codec> = {
  'price-service': priceServiceCodec,
  changenow: changenowCodec,
  stealthex: stealthexCodec,
  letsexchange: letsexchangeCodec,
};
