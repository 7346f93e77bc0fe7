import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAllDocuments } from 'yaml';

// What `kubectl kustomize` printed for each overlay, recorded by ../write-reference.sh with the
// checksums of the manifests it read, so the tests can use real kustomize output on machines
// without kubectl and notice a manifest edited after the recording.

export const REPO = new URL('../../../', import.meta.url).pathname;
export const MANIFESTS = 'deploy/kubernetes';
export const OVERLAYS = [
  'production',
  'sandbox-demo',
  'managed-sentinel',
  'managed-redis',
] as const;
export const RECORD_COMMAND = 'tooling/kustomize/write-reference.sh';
const RECORDING_DIR = new URL('./kustomize-reference/', import.meta.url).pathname;

export interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> } & Record<
    string,
    unknown
  >;
  [field: string]: unknown;
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every YAML document of a file or text that is not empty, as plain objects. */
export function parseDocuments(text: string, source: string): Record<string, unknown>[] {
  return parseAllDocuments(text).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(`${source}: ${document.errors[0]!.message}`);
    const value: unknown = document.toJS();
    if (value === null || value === undefined) return [];
    if (!isMapping(value)) throw new Error(`${source}: a document is not a mapping`);
    return [value];
  });
}

export const readDocuments = (path: string) => parseDocuments(readFileSync(path, 'utf8'), path);

/** The objects kubectl kustomize printed for an overlay. */
export const recordedOutput = (overlay: (typeof OVERLAYS)[number]) =>
  readDocuments(join(RECORDING_DIR, `${overlay}.yaml`)) as Resource[];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** `sha256sum` lines for every file under deploy/kubernetes, as write-reference.sh writes them. */
export function manifestChecksums(): string {
  return filesUnder(join(REPO, MANIFESTS))
    .map((path) => relative(REPO, path))
    .sort()
    .map((path) => {
      const digest = createHash('sha256')
        .update(readFileSync(join(REPO, path)))
        .digest('hex');
      return `${digest}  ${path}\n`;
    })
    .join('');
}

/** The checksums of the manifests the recording was made from. */
export const recordedChecksums = () => readFileSync(join(RECORDING_DIR, 'inputs.sha256'), 'utf8');
