import { createHash } from 'node:crypto';
import type { PageData, RenderResult } from '../../shared/contract/render.js';
import { PAGE_DATA_ELEMENT_ID } from '../../shared/contract/render.js';
import type { RuntimeConfig } from '../../shared/contract/api.js';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../../shared/contract/names.js';

/** The part of Vite's build manifest we read: which CSS and chunks a module needs. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** JSON that cannot close the script element it sits in. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * Head tags for lazy page modules: their stylesheets (so the page paints styled, with no shift
 * when the script arrives) and their chunks as modulepreloads, asked for with the entry's in the
 * wave after the HTML (so hydration does not wait on a chain of imports); /boot.js runs them
 * after the first paint. The
 * entry's own CSS and script are in the template already. The manifest never changes while the
 * server runs, so the entry's files are found once and each page's tags are built once.
 */
export function pageLinker(manifest: Manifest): (modules: string[]) => string {
  // what the entry brings itself (its CSS, its script and the chunks it imports statically)
  const entryFiles = new Set<string>();
  const addEntry = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || entryFiles.has(chunk.file)) return;
    entryFiles.add(chunk.file);
    for (const css of chunk.css ?? []) entryFiles.add(css);
    for (const imported of chunk.imports ?? []) addEntry(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addEntry(key);

  const byModules = new Map<string, string>();
  const linksFor = (modules: string[]) => {
    const css = new Set<string>();
    const js = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || entryFiles.has(chunk.file) || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) if (!entryFiles.has(file)) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of modules) visit(key);
    const href = (file: string) => escapeAttribute(`/${file}`);
    return [
      ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
      ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
    ].join('');
  };
  return (modules) => {
    // a handful of pages, so a handful of keys
    const key = modules.join('\n');
    let links = byModules.get(key);
    if (links === undefined) {
      links = linksFor(modules);
      byModules.set(key, links);
    }
    return links;
  };
}

const CONFIG_BLOCK = new RegExp(
  `(<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">)[\\s\\S]*?(</script>)`,
);

/** The runtime config written into the template once at start (one image, many deployments). */
export function withRuntimeConfig(template: string, config: RuntimeConfig): string {
  return template.replace(
    CONFIG_BLOCK,
    (_match, open: string, close: string) => `${open}${scriptSafeJson(config)}${close}`,
  );
}

/** One page: the rendered app in #root, its head links and the page-data block. */
export function fillTemplate(
  template: string,
  links: (modules: string[]) => string,
  page: Extract<RenderResult, { kind: 'page' }>,
  data: PageData,
): string {
  const dataBlock = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
  // Functions as replacements: nothing in the values is read as a `$` pattern.
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, open: string, close: string) =>
        `${open}${escapeAttribute(page.description)}${close}`,
    )
    .replace('<!--app-data-->', () => dataBlock)
    .replace('<!--app-head-->', () => page.head + links(page.modules))
    .replace('<!--app-html-->', () => page.html);
}

/** A built stylesheet's link as Vite writes it ('/assets/index-CJW6053y.css'). */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w-]+\.css)">/g;

/**
 * The entry's stylesheets (what the first render of every page needs) written into the template
 * as <style>: the first paint then needs the HTML alone, where a linked sheet shared the link
 * with the scripts of the same wave. The CSP allows exactly these by hash (`hashes`); a sheet
 * that could close its element stays a link.
 */
export function inlineEntryStyles(
  template: string,
  readAsset: (path: string) => string,
): { template: string; hashes: string[] } {
  const hashes: string[] = [];
  const inlined = template.replace(ENTRY_STYLESHEET, (link, path: string) => {
    const css = readAsset(path);
    if (/<\/style/i.test(css)) return link;
    hashes.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    return `<style>${css}</style>`;
  });
  return { template: inlined, hashes };
}
