import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

// A renderer for the subset of kustomize this repository uses, so tests can check what
// `kubectl apply -k` would send without a kustomize binary (Debian ships none, so CI has none);
// it is held to a real kustomize's output by kustomize-reference.test.ts. Supported:
// resources (files and directories), namespace, labels (pairs, includeSelectors,
// includeTemplates), commonLabels, images (newName, newTag, digest) and patches /
// patchesStrategicMerge as strategic merges of a resource named by the patch's kind and name.
// Anything else in a kustomization.yaml is refused rather than silently ignored.

export interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> } & Record<
    string,
    unknown
  >;
  [field: string]: unknown;
}

type Json = Record<string, unknown>;

interface LabelSet {
  pairs: Record<string, string>;
  includeSelectors?: boolean;
  includeTemplates?: boolean;
}

interface ImageRule {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  labels?: LabelSet[];
  commonLabels?: Record<string, string>;
  images?: ImageRule[];
  patches?: { path?: string; patch?: string }[];
  patchesStrategicMerge?: string[];
}

const KNOWN_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'commonLabels',
  'images',
  'patches',
  'patchesStrategicMerge',
]);

/** Kinds that live outside any namespace: the namespace transformer leaves them alone. */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'PersistentVolume',
  'StorageClass',
  'IngressClass',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
]);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every YAML document in a file, without the empty ones. */
export function readDocuments(path: string): Json[] {
  return parseAllDocuments(readFileSync(path, 'utf8')).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(`${path}: ${document.errors[0]!.message}`);
    const value: unknown = document.toJS();
    if (value === null || value === undefined) return [];
    if (!isObject(value)) throw new Error(`${path}: a document is not a mapping`);
    return [value];
  });
}

function asResource(value: Json, source: string): Resource {
  const metadata = value.metadata;
  if (
    typeof value.apiVersion !== 'string' ||
    typeof value.kind !== 'string' ||
    !isObject(metadata) ||
    typeof metadata.name !== 'string'
  ) {
    throw new Error(`${source}: every resource needs apiVersion, kind and metadata.name`);
  }
  return value as Resource;
}

/** Strategic merge: maps merge key by key, lists of named items merge by name, null deletes. */
export function strategicMerge(base: unknown, patch: unknown): unknown {
  if (isObject(base) && isObject(patch)) {
    const merged: Json = { ...base };
    for (const [key, value] of Object.entries(patch)) {
      if (key === '$patch') throw new Error('$patch directives are not supported');
      if (value === null) delete merged[key];
      else merged[key] = strategicMerge(base[key], value);
    }
    return merged;
  }
  const named = (list: unknown[]) => list.every((item) => isObject(item) && 'name' in item);
  if (Array.isArray(base) && Array.isArray(patch) && named(base) && named(patch)) {
    const merged: Json[] = (base as unknown[]).filter(isObject);
    for (const item of patch as Json[]) {
      const index = merged.findIndex((existing) => existing.name === item.name);
      if (index === -1) merged.push(item);
      else merged[index] = strategicMerge(merged[index], item) as Json;
    }
    return merged;
  }
  return structuredClone(patch);
}

function addLabels(target: Json, key: string, labels: Record<string, string>) {
  const existing = isObject(target[key]) ? target[key] : {};
  target[key] = { ...existing, ...labels };
}

function applyLabels(resource: Resource, set: LabelSet) {
  addLabels(resource.metadata, 'labels', set.pairs);
  const spec = isObject(resource.spec) ? resource.spec : null;
  const template = spec && isObject(spec.template) ? spec.template : null;
  if (template && (set.includeTemplates || set.includeSelectors)) {
    if (!isObject(template.metadata)) template.metadata = {};
    addLabels(template.metadata as Json, 'labels', set.pairs);
  }
  if (set.includeSelectors && spec) {
    if (resource.kind === 'Service') addLabels(spec, 'selector', set.pairs);
    else if (isObject(spec.selector)) addLabels(spec.selector, 'matchLabels', set.pairs);
  }
}

function splitImage(image: string): { name: string; tag: string | null; digest: string | null } {
  const [rest = '', digest = null] = image.split('@');
  const slash = rest.lastIndexOf('/');
  const colon = rest.lastIndexOf(':');
  return colon > slash
    ? { name: rest.slice(0, colon), tag: rest.slice(colon + 1), digest }
    : { name: rest, tag: null, digest };
}

function applyImages(resource: Resource, rules: ImageRule[]) {
  const spec = isObject(resource.spec) ? resource.spec : null;
  const template = spec && isObject(spec.template) ? spec.template : null;
  const podSpec = template && isObject(template.spec) ? template.spec : null;
  if (!podSpec) return;
  for (const list of [podSpec.containers, podSpec.initContainers]) {
    if (!Array.isArray(list)) continue;
    for (const container of list as Json[]) {
      if (typeof container.image !== 'string') continue;
      const image = splitImage(container.image);
      const rule = rules.find((candidate) => candidate.name === image.name);
      if (!rule) continue;
      const name = rule.newName ?? image.name;
      if (rule.digest) container.image = `${name}@${rule.digest}`;
      else {
        const tag = rule.newTag ?? image.tag;
        const digest = rule.newTag ? null : image.digest;
        container.image = `${name}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
      }
    }
  }
}

function readKustomization(dir: string): Kustomization {
  const path = join(dir, 'kustomization.yaml');
  if (!existsSync(path)) throw new Error(`${dir}: no kustomization.yaml`);
  const [document, ...extra] = readDocuments(path);
  if (!document || extra.length > 0) throw new Error(`${path}: expected one document`);
  const unknown = Object.keys(document).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length > 0) {
    throw new Error(`${path}: this renderer does not support ${unknown.join(', ')}`);
  }
  if (document.kind !== undefined && document.kind !== 'Kustomization') {
    throw new Error(`${path}: kind must be Kustomization`);
  }
  return document;
}

/** What `kustomize build <dir>` prints, as objects, for the supported subset. */
export function renderKustomization(directory: string): Resource[] {
  const dir = resolve(directory);
  const kustomization = readKustomization(dir);
  const resources: Resource[] = [];
  for (const entry of kustomization.resources ?? []) {
    const path = resolve(dir, entry);
    if (!existsSync(path)) throw new Error(`${dir}: resource ${entry} does not exist`);
    if (statSync(path).isDirectory()) resources.push(...renderKustomization(path));
    else resources.push(...readDocuments(path).map((value) => asResource(value, path)));
  }
  const seen = new Set<string>();
  for (const resource of resources) {
    const id = `${resource.kind}/${resource.metadata.name}`;
    if (seen.has(id)) throw new Error(`${dir}: ${id} is declared twice`);
    seen.add(id);
  }

  const patchDocuments = [
    ...(kustomization.patchesStrategicMerge ?? []).flatMap((path) =>
      readDocuments(resolve(dir, path)),
    ),
    ...(kustomization.patches ?? []).flatMap((patch) => {
      if (patch.path) return readDocuments(resolve(dir, patch.path));
      if (patch.patch)
        return [JSON.parse(JSON.stringify(parseAllDocuments(patch.patch)[0]?.toJS())) as Json];
      throw new Error(`${dir}: a patch needs a path or an inline patch`);
    }),
  ];
  let rendered = resources;
  for (const patch of patchDocuments) {
    const target = asResource(patch, `${dir} patch`);
    const index = rendered.findIndex(
      (resource) =>
        resource.kind === target.kind && resource.metadata.name === target.metadata.name,
    );
    if (index === -1) {
      throw new Error(`${dir}: the patch for ${target.kind}/${target.metadata.name} has no target`);
    }
    rendered = rendered.map((resource, at) =>
      at === index ? (strategicMerge(resource, patch) as Resource) : resource,
    );
  }

  return rendered.map((original) => {
    const resource = structuredClone(original);
    if (kustomization.namespace && !CLUSTER_SCOPED.has(resource.kind)) {
      resource.metadata.namespace = kustomization.namespace;
    }
    if (kustomization.commonLabels) {
      applyLabels(resource, {
        pairs: kustomization.commonLabels,
        includeSelectors: true,
        includeTemplates: true,
      });
    }
    for (const set of kustomization.labels ?? []) applyLabels(resource, set);
    applyImages(resource, kustomization.images ?? []);
    return resource;
  });
}
