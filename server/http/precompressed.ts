import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { RequestHandler } from 'express';

/** The copies `npm run build` writes beside each script and stylesheet, best first. */
const CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/** Every file under `dir` as a URL path (`/assets/x.js`); dot folders (the manifest) left out. */
function urlPathsUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? urlPathsUnder(join(dir, entry.name), path) : [path];
  });
}

/**
 * The codings an Accept-Encoding header takes (a q of 0 refuses one; `*` takes the rest). Only
 * names and q-values matter here, so a hand read is enough and cheaper than negotiating.
 */
export function acceptedCodings(header: string | undefined): Set<string> {
  const taken = new Set<string>();
  const refused = new Set<string>();
  let star = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const target = weight > 0 ? taken : refused;
    if (name === '*') star = weight > 0;
    else target.add(name);
  }
  if (star) for (const { coding } of CODINGS) if (!refused.has(coding)) taken.add(coding);
  return taken;
}

/**
 * Sends the build's precompressed copy of a file (brotli where the browser takes it, else gzip)
 * in place of compressing it on every request. The file list is read once: the build never
 * changes while the server runs. Mounted in front of the static file server, which then serves
 * the copy with its caching, ETag and ranges; the type stays the original file's.
 */
export function precompressed(clientDir: string): RequestHandler {
  const files = new Set(urlPathsUnder(clientDir));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path;
    const copies = CODINGS.filter(({ suffix }) => files.has(`${path}${suffix}`));
    if (copies.length === 0) return next();
    // a cache in between keeps one copy per coding
    res.vary('Accept-Encoding');
    const taken = acceptedCodings(req.headers['accept-encoding']);
    const copy = copies.find(({ coding }) => taken.has(coding));
    if (copy === undefined) return next();
    res.type(extname(path));
    res.setHeader('Content-Encoding', copy.coding);
    req.url = `${path}${copy.suffix}${req.url.slice(path.length)}`;
    next();
  };
}
