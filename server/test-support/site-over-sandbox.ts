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
