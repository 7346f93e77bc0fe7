import { afterAll, beforeAll } from 'vitest';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import {
  startChangenowTestApp,
  startTestApp,
  startTestSandbox,
  type TestApp,
  type TestAppOptions,
} from './harness.js';
import { useStarted } from './use-started.js';

export interface SiteOverSandbox {
  sandbox: RunningSandbox;
  app: TestApp;
}

type StartApp = (sandbox: RunningSandbox, options: TestAppOptions) => Promise<TestApp>;

/**
 * For a test file: a sandbox and the site relaying to it (to its price-service side unless
 * `start` says otherwise), started before the file's tests and closed after them. The fields are
 * there from the first test on.
 */
export function useSiteOverSandbox(
  options: () => TestAppOptions | Promise<TestAppOptions> = () => ({}),
  start: StartApp = (sandbox, appOptions) => startTestApp(sandbox.url, appOptions),
): SiteOverSandbox {
  const site = {} as SiteOverSandbox;
  beforeAll(async () => {
    site.sandbox = await startTestSandbox();
    site.app = await start(site.sandbox, await options());
  });
  afterAll(async () => {
    await site.app?.close();
    await site.sandbox?.close();
  });
  return site;
}

/** The same, with the site speaking ChangeNOW's API v2 to the sandbox's provider side. */
export const useSiteOverChangenow = (
  options: () => TestAppOptions | Promise<TestAppOptions> = () => ({}),
) => useSiteOverSandbox(options, startChangenowTestApp);

/**
 * For a test file: a sandbox started before the file's tests and closed after them. Its url can
 * be read from the first beforeAll registered after this call on.
 */
export function useTestSandbox(): RunningSandbox {
  const running = useStarted('sandbox', startTestSandbox, (sandbox) => sandbox.close());
  return {
    get url() {
      return running().url;
    },
    close: () => running().close(),
  };
}
