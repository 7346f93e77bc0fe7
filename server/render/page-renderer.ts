import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RuntimeConfig } from '../../shared/contract/api.js';
import type { PageData, PageMatch, ServerEntry } from '../../shared/contract/render.js';
import {
  fillTemplate,
  inlineEntryStyles,
  pageLinker,
  withRuntimeConfig,
  type Manifest,
} from './page-template.js';

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; linkHeader: string };

export interface PageRenderer {
  /** `origin`: the site's configured public origin (PUBLIC_ORIGIN) for full hreflang URLs; null: paths */
  render(url: string, data: PageData, origin?: string | null): Promise<RenderedPage>;
  /** where a path lands in the client's route table (the server keeps no list of its own) */
  match(pathname: string): PageMatch;
  /** CSP sources of the styles written into every page (`'sha256-...'`); none when absent */
  styleHashes?: readonly string[];
}

/** Where `npm run build` puts the browser build and the server entry. */
export interface BuildDirs {
  /** dist/client: index.html, assets, .vite/manifest.json */
  clientDir: string;
  /** dist/ssr: entry-server.js */
  ssrDir: string;
}

/**
 * Loads the built server entry, the HTML template and the manifest once, at start. null when the
 * site is not built (the entry point then refuses to start).
 */
export async function loadPageRenderer(
  dirs: BuildDirs,
  config: RuntimeConfig,
): Promise<PageRenderer | null> {
  const templatePath = join(dirs.clientDir, 'index.html');
  const manifestPath = join(dirs.clientDir, '.vite', 'manifest.json');
  const entryPath = join(dirs.ssrDir, 'entry-server.js');
  if (![templatePath, manifestPath, entryPath].every((path) => existsSync(path))) return null;
  const styled = inlineEntryStyles(readFileSync(templatePath, 'utf8'), (path) =>
    readFileSync(join(dirs.clientDir, path), 'utf8'),
  );
  const template = withRuntimeConfig(styled.template, config);
  const links = pageLinker(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  return {
    match: (pathname) => entry.matchPage(pathname),
    styleHashes: styled.hashes,
    async render(url, data, origin = null) {
      const result = await entry.render({ url, config, data, origin });
      if (result.kind === 'redirect') return result;
      return {
        kind: 'page',
        status: result.status,
        html: fillTemplate(template, links, result, data),
        linkHeader: result.linkHeader,
      };
    },
  };
}
