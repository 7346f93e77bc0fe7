import { afterAll, beforeAll } from 'vitest';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import { startTestApp, startTestSandbox, type TestApp, type TestAppOptions } from './harness.js';

export interface SiteOverSandbox {
  sandbox: RunningSandbox;
  app: TestApp;
}

/**
 * For a test file: a sandbox and the site relaying to it, started before the file's tests and
 * closed after them. The fields are there from the first test on.
 */
export function useSiteOverSandbox(
  options: () => TestAppOptions | Promise<TestAppOptions> = () => ({}),
): SiteOverSandbox {
  const site = {} as SiteOverSandbox;
  beforeAll(async () => {
    site.sandbox = await startTestSandbox();
    site.app = await startTestApp(site.sandbox.url, await options());
  });
  afterAll(async () => {
    await site.app?.close();
    await site.sandbox?.close();
  });
  return site;
}

/**
 * For a test file: a sandbox started before the file's tests and closed after them. Its url can
 * be read from the first beforeAll registered after this call on.
 */
export function useTestSandbox(): RunningSandbox {
  let running: RunningSandbox | undefined;
  beforeAll(async () => {
    running = await startTestSandbox();
  });
  afterAll(() => running?.close());
  return {
    get url() {
      if (!running) throw new Error('The test sandbox starts in beforeAll.');
      return running.url;
    },
    close: async () => running?.close(),
  };
}
