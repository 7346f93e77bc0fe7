import { descriptorOf, type UpstreamProtocol } from '../../shared/contract/protocols.js';
import type { Config } from '../config/config.js';
import type { LocatedProvider, ProviderSettings } from '../config/providers-setting.js';
import type { Logger } from '../logging/logger.js';
import { SandboxDataFileError } from '../sandbox/order-file.js';
import { startSandbox, type RunningSandbox } from '../sandbox/sandbox.js';

/** Where a running sandbox speaks `protocol`: at its descriptor's path (Contract 2 at its root). */
const dialectUrl = (sandbox: RunningSandbox, protocol: UpstreamProtocol) => {
  const { sandboxPath } = descriptorOf(protocol);
  return sandboxPath ? `${sandbox.url}/${sandboxPath}` : sandbox.url;
};

/** A provider at its URL: its own, else the embedded sandbox's dialect of its protocol. */
function locate(provider: ProviderSettings, sandbox: RunningSandbox | null): LocatedProvider {
  if (provider.url !== null) return { ...provider, url: provider.url };
  // never: startUpstream starts the sandbox whenever a provider has no URL
  if (!sandbox) throw new Error(`provider ${provider.name} has no URL and no sandbox runs`);
  return { ...provider, url: dialectUrl(sandbox, provider.protocol) };
}

/**
 * The upstream the site relays to: the configured one, else the embedded sandbox, started here;
 * with PROVIDERS, each provider at its URL, or at the embedded sandbox's dialect for one without
 * (the sandbox's two: PROVIDERS=sandbox, a first run). A sandbox that cannot start is one fatal
 * log line naming the file or port, and exit.
 */
export async function startUpstream(
  config: Config,
  logger: Logger,
): Promise<{ url: string; sandbox: RunningSandbox | null; providers: LocatedProvider[] | null }> {
  const played = config.providers?.filter(({ url }) => url === null) ?? [];
  const wanted = config.providers ? played.length > 0 : config.upstream.url === null;
  const sandbox = wanted ? await startSandboxOrExit(config, logger) : null;
  const providers = config.providers?.map((provider) => locate(provider, sandbox)) ?? null;
  if (sandbox && providers) {
    const names = played.map(({ name, protocol }) => `${name} (${protocol})`).join(' and ');
    logger.warn(
      { sandbox: sandbox.url, providers: played.map(({ name }) => name) },
      `SANDBOX MODE: the simulated upstream plays the providers ${names} (PROVIDERS=sandbox, or a first run with no upstream named). No real funds move.`,
    );
  } else if (sandbox) {
    logger.warn(
      { sandbox: sandbox.url, protocol: config.upstream.protocol },
      `SANDBOX MODE: UPSTREAM_PROTOCOL=${config.upstream.protocol} with no PRICE_SERVICE_URL and no UPSTREAM_API_KEY, relaying to the simulated upstream. No real funds move.`,
    );
  }
  const url = config.upstream.url ?? (sandbox ? dialectUrl(sandbox, config.upstream.protocol) : '');
  return { url, sandbox, providers };
}

/** The embedded sandbox, listening; one that cannot start is one fatal log line, and exit. */
async function startSandboxOrExit(config: Config, logger: Logger): Promise<RunningSandbox> {
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
  return sandbox;
}
