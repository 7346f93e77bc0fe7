import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import {
  openFileDocumentStore,
  type DocumentStore,
  type FileDocumentStore,
} from '../stores/document-store.js';
import type { FileIdempotencyStore } from '../stores/idempotency-file.js';
import type { IdempotencyStore } from '../stores/idempotency-store.js';
import type { FileOrderMap, OrderMap } from '../stores/order-map.js';
import { createRedisDocumentStore } from '../stores/redis-documents.js';
import { createRedisIdempotencyStore } from '../stores/redis-idempotency.js';
import { createRedisOrderMap } from '../stores/redis-order-map.js';
import type { SharedStore } from '../stores/redis.js';
import { UNENDED_MAX_MS, type Retention } from '../stores/retained-lines.js';
import { openIdempotencyFile, openOrderMapFile, openOrExit } from './open-or-exit.js';

/** Where the site keeps what it owes its visitors: in Redis when there is one, else in files. */
export interface SiteStores {
  idempotency: IdempotencyStore;
  /** with a provider: our order ids and the provider's; none with the price service */
  orderMap: OrderMap | undefined;
  documents: DocumentStore;
  /** what the site keeps about an order goes this long after the order ended */
  retention: Retention;
  /** the files among them (no Redis): swept for retention by this process, closed at the stop */
  files: {
    idempotency: FileIdempotencyStore | null;
    orderMap: FileOrderMap | null;
    documents: FileDocumentStore | null;
  };
}

/**
 * Opens the stores: the Idempotency-Keys' answers (a retry after a restart still gets its first
 * reply), with a provider the order map, and the signed documents.
 */
export async function openStores(
  config: Config,
  redis: SharedStore | null,
  /** a provider upstream: the site mints its own order ids and maps them to the provider's */
  mapsOrders: boolean,
  logger: Logger,
): Promise<SiteStores> {
  const retention: Retention = { afterEndMs: config.proof.retentionMs, unendedMs: UNENDED_MAX_MS };
  if (redis) {
    return {
      idempotency: createRedisIdempotencyStore(redis),
      orderMap: mapsOrders ? createRedisOrderMap(redis, retention) : undefined,
      documents: createRedisDocumentStore(redis, retention),
      retention,
      files: { idempotency: null, orderMap: null, documents: null },
    };
  }
  const idempotency = await openIdempotencyFile(config.idempotencyFile, logger);
  const orderMap = mapsOrders
    ? await openOrderMapFile(config.orderMapFile, retention, logger)
    : null;
  const documents = await openOrExit(config.proof.documentsFile, 'documents file', logger, (file) =>
    openFileDocumentStore(file, retention),
  );
  return {
    idempotency,
    orderMap: orderMap ?? undefined,
    documents,
    retention,
    files: { idempotency, orderMap, documents },
  };
}
