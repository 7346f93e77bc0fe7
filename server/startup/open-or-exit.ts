import { readFile } from 'node:fs/promises';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { signerFromFile, signerFromPem, type Signer } from '../proof/signing-key.js';
import { openFileIdempotencyStore, type FileIdempotencyStore } from '../stores/idempotency-file.js';
import { openFileOrderMap, type FileOrderMap } from '../stores/order-map.js';
import type { RedisTls } from '../stores/redis-connections.js';
import type { Retention } from '../stores/retained-lines.js';

// What start-up opens from disk: the data files (without Redis), the signing key and Redis's CA.
// One it cannot use is one fatal log line naming the file and the setting to fix, and exit: the
// operator knows what to do, and the site never runs without what it must keep.

/**
 * Opens one of the site's data files, or says in one clear log line which file and setting to fix
 * (a directory in its place, no permission) and exits.
 */
export async function openOrExit<T>(
  file: string,
  what: string,
  logger: Logger,
  open: (file: string) => Promise<T>,
): Promise<T> {
  try {
    return await open(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
    logger.fatal(
      { file, code, kind: 'startup' },
      `cannot use the ${what} ${file} (${code}): fix or move it, or set DATA_DIR to another folder`,
    );
    process.exit(1);
  }
}

/**
 * The idempotency file. Lines it could not read are counted and kept beside it: said at start.
 */
export async function openIdempotencyFile(
  file: string,
  logger: Logger,
): Promise<FileIdempotencyStore> {
  const store = await openOrExit(file, 'idempotency file', logger, openFileIdempotencyStore);
  if (store.unreadableLines > 0) {
    logger.warn(
      { file, unreadable: store.unreadableLines, keptIn: store.corruptFile },
      'idempotency file: some lines could not be read; retries with their keys may make new orders. The lines are kept beside it.',
    );
  }
  return store;
}

/**
 * The signing key: SIGNING_KEY (config.ts checked it is Ed25519), else, where config
 * allows (development, SANDBOX=1), the one kept in DATA_DIR/signing-key.pem, made on first start.
 */
export async function loadSigner(config: Config, logger: Logger): Promise<Signer> {
  if (config.proof.signingKey) return signerFromPem(config.proof.signingKey);
  const file = config.proof.keyFile;
  try {
    const signer = await signerFromFile(file);
    // in production only SANDBOX=1 allows it: the line says so, not '(development)'
    logger.warn(
      { file, keyId: signer.keyId.slice(0, 16) },
      config.production
        ? 'signing with the key kept in DATA_DIR (SANDBOX=1: simulated orders only): set SIGNING_KEY before real orders'
        : 'signing with the key kept in DATA_DIR (development): set SIGNING_KEY in production',
    );
    return signer;
  } catch (error) {
    logger.fatal(
      { file, code: (error as NodeJS.ErrnoException).code ?? 'unknown', kind: 'startup' },
      `cannot use the signing key file ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

/** The order-id map's file; lines it could not read are said at start. */
export async function openOrderMapFile(
  file: string,
  retention: Retention,
  logger: Logger,
): Promise<FileOrderMap> {
  const map = await openOrExit(file, 'order map file', logger, (path) =>
    openFileOrderMap(path, retention),
  );
  if (map.unreadableLines > 0) {
    logger.warn(
      { file, unreadable: map.unreadableLines },
      'order map file: some lines could not be read; the orders they named cannot be looked up',
    );
  }
  return map;
}

/** REDIS_CA_FILE's CA, read once; a file it cannot read is one fatal line naming it. */
export async function redisTrust(config: Config, logger: Logger): Promise<RedisTls> {
  const file = config.redisCaFile;
  if (file === null) return {};
  const ca = await openOrExit(file, 'Redis CA file (REDIS_CA_FILE)', logger, (path) =>
    readFile(path, 'utf8'),
  );
  if (!ca.includes('-----BEGIN CERTIFICATE-----')) {
    logger.fatal(
      { file, code: 'not-pem', kind: 'config' },
      `REDIS_CA_FILE ${file} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`,
    );
    process.exit(1);
  }
  return { ca };
}
