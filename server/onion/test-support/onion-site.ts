import { startTestApp, type TestApp, type TestAppOptions } from '../../test-support/harness.js';
import { createOnionServer } from '../onion-server.js';
import { closeServer, listenOnLoopback, portOf } from './tor-client.js';

export interface OnionSite {
  app: TestApp;
  /** the listener for tor: what tor would connect to, PROXY line first */
  port: number;
  close(): Promise<void>;
}

/**
 * The site relaying to `upstreamUrl` with the listener for tor in front of it, as ONION_PORT
 * wires one, on loopback; closed together.
 */
export async function startOnionSite(
  upstreamUrl: string,
  appOptions: TestAppOptions = {},
  onion: { requestTimeoutMs?: number; proxyLineTimeoutMs?: number } = {},
): Promise<OnionSite> {
  const app = await startTestApp(upstreamUrl, appOptions);
  const server = await listenOnLoopback(
    createOnionServer(app.handler, {
      requestTimeoutMs: onion.requestTimeoutMs ?? 30_000,
      proxyLineTimeoutMs: onion.proxyLineTimeoutMs,
    }),
  );
  return {
    app,
    port: portOf(server),
    async close() {
      await closeServer(server);
      await app.close();
    },
  };
}
