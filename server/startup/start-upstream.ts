import { descriptorOf } from '../../shared/contract/protocols.js';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { SandboxDataFileError } from '../sandbox/order-file.js';
import { startSandbox, type RunningSandbox } from '../sandbox/sandbox.js';

/**
 * The upstream the site relays to: the configured one, else the embedded sandbox, started here;
 * a sandbox that cannot start is one fatal log line naming the file or port, and exit.
 */
export async function startUpstream(
  config: Config,
  logger: Logger,
): Promise<{ url: string; sandbox: RunningSandbox | null }> {
  if (config.upstream.url || config.providers) {
    return { url: config.upstream.url ?? '', sandbox: null };
  }
  let sandbox: RunningSandbox;
  try {
    sandbox = await startSandbox({
      host: config.sandbox.host,
      port: config.sandbox.port,
      dataFile: config.sandbox.dataFile,
      lifecycle: config.sandbox.lifecycle,
      autoDepositAfterS: config.sandbox.autoDepositAfterS,
    });
  } catch (error) {
    // One readable log line naming the file or port, not a stack: the operator knows what to fix.
    if (error instanceof SandboxDataFileError) {
      logger.fatal({ file: error.file, code: 'sandbox-data-file', kind: 'startup' }, error.message);
      process.exit(1);
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      const port = config.sandbox.port;
      logger.fatal(
        { port, code, kind: 'startup' },
        `cannot listen for the sandbox on port ${port} (${code === 'EADDRINUSE' ? 'already in use' : 'not allowed'}): set SANDBOX_PORT to a free port, or PRICE_SERVICE_URL`,
      );
      process.exit(1);
    }
    throw error;
  }
  logger.warn(
    { sandbox: sandbox.url, protocol: config.upstream.protocol },
    `SANDBOX MODE: UPSTREAM_PROTOCOL=${config.upstream.protocol} with no PRICE_SERVICE_URL and no UPSTREAM_API_KEY, relaying to the simulated upstream. No real funds move.`,
  );
  // The sandbox speaks every protocol, each at its descriptor's path (Contract 2 at its root).
  const { sandboxPath } = descriptorOf(config.upstream.protocol);
  return { url: sandboxPath ? `${sandbox.url}/${sandboxPath}` : sandbox.url, sandbox };
}
