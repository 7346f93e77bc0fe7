import type { UpstreamProtocol } from '../../shared/contract/protocols.js';
import { createChangenowApi } from './changenow-api.js';
import type { CreateDialect } from './dialect.js';
import { createLetsexchangeApi } from './letsexchange-api.js';
import { createPriceServiceApi } from './price-service-api.js';
import { createStealthexApi } from './stealthex-api.js';

/**
 * Every protocol's dialect in the sandbox, by its name in PROTOCOLS (shared/contract/protocols.ts),
 * which types this table: a protocol added there without its dialect here does not compile. The
 * sandbox serves each under its descriptor's sandboxPath.
 */
export const DIALECTS: Record<UpstreamProtocol, CreateDialect> = {
  'price-service': createPriceServiceApi,
  changenow: createChangenowApi,
  stealthex: createStealthexApi,
  letsexchange: createLetsexchangeApi,
};
