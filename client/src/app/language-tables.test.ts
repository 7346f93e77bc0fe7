import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, languagePath, splitLanguagePath } from '../../../shared/i18n/languages.js';
import { matchPage } from './page-match.js';
import { routes, routesFor } from './routes.js';

const PATHS = [
  '/',
  '/How-it-works',
  '/how-it-works',
  '/stake',
  '/order/AbCdEf0123456789_-xYzW',
  '/order/short',
  '/order/',
  '/no/such/page',
  '/favicon.ico',
];

describe("one language's routes", () => {
  it.each(LANGUAGES)('route every %s path as the whole table does', (lang) => {
    for (const path of PATHS) {
      const pathname = languagePath(lang, path);
      expect(matchPage(routesFor(splitLanguagePath(pathname).lang), pathname), pathname).toEqual(
        matchPage(routes, pathname),
      );
    }
  });

  it('hold a single language each', () => {
    const pathsOf = (table: RouteObject[]): string[] =>
      table.flatMap((route) => [
        ...(route.path ? [route.path] : []),
        ...pathsOf(route.children ?? []),
      ]);
    const paths = pathsOf(routesFor('de'));
    expect(paths).toHaveLength(7);
    expect(paths.every((path) => path.startsWith('/de/'))).toBe(true);
    expect(matchPage(routesFor('en'), '/de/stake').notFound).toBe(true);
  });
});
