import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { renderKustomization } from './render.js';

// The manifest tests trust render.ts, so it is held to what a real kustomize printed for the same
// overlays (kept in test-support/ by write-reference.sh, since CI machines have no kustomize).
// Where kubectl is installed, the recording is also checked against a fresh run.

const REPO = new URL('../../', import.meta.url).pathname;
const OVERLAYS = ['production', 'sandbox-demo'] as const;
const reference = (overlay: string) =>
  new URL(`./test-support/kustomize-reference/${overlay}.yaml`, import.meta.url).pathname;

const byKindAndName = (documents: unknown[]) =>
  Object.fromEntries(
    documents.map((document) => {
      const { kind, metadata } = document as { kind: string; metadata: { name: string } };
      return [`${kind}/${metadata.name}`, document];
    }),
  );

const parse = (text: string): unknown[] =>
  parseAllDocuments(text).map((document) => document.toJS() as unknown);

const hasKubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  it('renders to exactly the objects kustomize printed for it', () => {
    const ours = renderKustomization(`${REPO}deploy/kubernetes/overlays/${overlay}`);
    const kustomize = parse(readFileSync(reference(overlay), 'utf8'));
    expect(kustomize.length).toBeGreaterThan(10);
    expect(ours).toHaveLength(kustomize.length);
    expect(byKindAndName(ours)).toEqual(byKindAndName(kustomize));
  });

  it.skipIf(!hasKubectl)('has a recording that a fresh kubectl kustomize still agrees with', () => {
    const fresh = execFileSync('kubectl', ['kustomize', `deploy/kubernetes/overlays/${overlay}`], {
      cwd: REPO,
      encoding: 'utf8',
    });
    expect(parse(fresh), 'run tooling/kustomize/write-reference.sh').toEqual(
      parse(readFileSync(reference(overlay), 'utf8')),
    );
  });
});
