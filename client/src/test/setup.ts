import en from '../lib/i18n/catalogues/en.js';
import enInfo from '../lib/i18n/catalogues/info/en.js';
import { registerCatalogue } from '../lib/i18n/i18n.js';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadContract } from '../lib/api/reply-schemas.js';

afterEach(() => cleanup());

// The reply schemas load on demand (a chunk of their own in the browser); a test that moves a fake
// clock gives a reply a few real turns to show, and a busy machine needs more than that to load a
// module the first time: loaded once here, before any test, as a page has it by its first reply.
beforeAll(() => loadContract());

// findBy* and waitFor poll until what they look for shows; 1 s (the default) is too short on a
// busy machine for a page loaded lazily. Only a failing test waits the whole 5 s.
configure({ asyncUtilTimeout: 5000 });

// The client project shares one jsdom and the loaded modules between a worker's files (isolate:
// false in vitest.config.ts: a third of the time). What a file stubs, spies on, fakes or stores
// ends with the file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has none of these; Swiper fills in a matchMedia answering {} when it loads, which can be
// while a later file runs (a lazy page a test navigated to). Every test starts without them.
const JSDOM_LACKS = ['matchMedia', 'requestIdleCallback', 'cancelIdleCallback'];
beforeEach(() => {
  for (const name of JSDOM_LACKS) Reflect.deleteProperty(globalThis, name);
});

// Components read their words from the catalogue of the page's language: English in tests.
registerCatalogue('en', { ...en, ...enInfo });
