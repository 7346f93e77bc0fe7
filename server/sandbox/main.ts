import { isIP } from 'node:net';
import { PROTOCOLS } from '../../shared/contract/protocols.js';
import { loadConfigOrExit } from '../config/load-config-or-exit.js';
import { SandboxDataFileError } from './order-file.js';
import { readSandboxArgs } from './sandbox-args.js';
import { startSandbox } from './sandbox.js';

// `npm run sandbox`: the simulated upstream on its own (every protocol's dialect), configured from
// the environment (and a demo's rival by its arguments: sandbox-args.ts). It runs the built code
// (npm run build first): no compiler in the runtime image.

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
}

async function main(): Promise<void> {
  const { sandbox: settings } = loadConfigOrExit(process.env);
  const args = readSandboxArgs(process.argv.slice(2));
  if ('problem' in args) {
    console.error(`SANDBOX: ${args.problem}`);
    process.exit(1);
  }
  const sandbox = { ...settings, host: settings.standaloneHost, ...args };

  let running;
  try {
    running = await startSandbox(sandbox);
  } catch (error) {
    if (error instanceof SandboxDataFileError) {
      console.error(error.message);
    } else {
      const code = (error as NodeJS.ErrnoException).code;
      const why = code === 'EADDRINUSE' ? 'the port is already in use' : (error as Error).message;
      console.error(`SANDBOX could not listen on ${sandbox.host}:${sandbox.port}: ${why}`);
    }
    process.exit(1);
  }

  // Before the banner: whoever waits for the banner may signal at once.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`SANDBOX: ${signal} received, closing`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('SANDBOX: close failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  const { anonymizingS, swappingS, finishingS } = sandbox.lifecycle;
  console.log(
    [
      '================================================================',
      ' SANDBOX price service: simulated swaps, NO REAL FUNDS MOVE',
      '================================================================',
      ` listening on   ${running.url}  (Contract 2: ${running.url}/api/token_price, ...)`,
      ...Object.values(PROTOCOLS).map(
        ({ contractName, sandboxPath }) =>
          ` ${contractName.padEnd(20)} ${running.url}/${sandboxPath}`,
      ),
      ` control API    ${running.url}/control/...`,
      ` orders file    ${sandbox.dataFile}`,
      ` lifecycle      after a deposit: ${anonymizingS}s anonymizing, ${swappingS}s swapping, ${finishingS}s finishing`,
      ` auto-deposit   ${sandbox.autoDepositAfterS > 0 ? `${sandbox.autoDepositAfterS}s after creation` : 'off (use the control API)'}`,
      ...(sandbox.marketMovePercent === 0
        ? []
        : [` market         moved ${sandbox.marketMovePercent}% from the reference prices`]),
    ].join('\n'),
  );
  if (!isLoopback(sandbox.host)) {
    console.warn(
      `WARNING: HOST=${sandbox.host} exposes the control API beyond this machine; ` +
        'anyone who can reach it can change order statuses.',
    );
  }
}

await main();
