import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderKustomization, strategicMerge } from './render.js';

/** A throwaway kustomization tree: { 'base/kustomization.yaml': '...', ... }. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'kustomize-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const deployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels: { app: web }
spec:
  replicas: 2
  selector: { matchLabels: { app: web } }
  template:
    metadata: { labels: { app: web } }
    spec:
      containers:
        - name: web
          image: example/web
          env: [{ name: A, value: '1' }, { name: B, value: '2' }]
        - name: sidecar
          image: example/sidecar:1.0
`;
const service = `apiVersion: v1
kind: Service
metadata: { name: web }
spec:
  selector: { app: web }
  ports: [{ name: http, port: 80 }]
---
apiVersion: v1
kind: Namespace
metadata: { name: shop }
`;

describe('renderKustomization', () => {
  it('renders a base through an overlay: namespace, labels, images and a named patch', () => {
    const root = tree({
      'base/kustomization.yaml':
        'resources: [deployment.yaml, service.yaml]\nimages:\n  - { name: example/web, newName: registry.test/web, newTag: "1.2" }\n',
      'base/deployment.yaml': deployment,
      'base/service.yaml': service,
      'overlay/kustomization.yaml': [
        'namespace: shop',
        'resources: [../base]',
        'labels:',
        '  - pairs: { team: swaps }',
        '    includeTemplates: true',
        'images:',
        '  - { name: registry.test/web, newTag: "2.0" }',
        'patches:',
        '  - path: patch.yaml',
      ].join('\n'),
      'overlay/patch.yaml': [
        'apiVersion: apps/v1',
        'kind: Deployment',
        'metadata: { name: web }',
        'spec:',
        '  replicas: 3',
        '  template:',
        '    spec:',
        '      containers:',
        '        - name: web',
        "          env: [{ name: B, value: '3' }, { name: C, value: '4' }]",
      ].join('\n'),
    });
    const [web, svc, ns] = renderKustomization(join(root, 'overlay'));
    expect(web).toMatchObject({
      metadata: { name: 'web', namespace: 'shop', labels: { app: 'web', team: 'swaps' } },
      spec: {
        replicas: 3,
        selector: { matchLabels: { app: 'web' } },
        template: { metadata: { labels: { app: 'web', team: 'swaps' } } },
      },
    });
    const containers = (web!.spec as { template: { spec: { containers: unknown[] } } }).template
      .spec.containers;
    expect(containers).toEqual([
      {
        name: 'web',
        image: 'registry.test/web:2.0',
        env: [
          { name: 'A', value: '1' },
          { name: 'B', value: '3' },
          { name: 'C', value: '4' },
        ],
      },
      { name: 'sidecar', image: 'example/sidecar:1.0' },
    ]);
    expect(svc).toMatchObject({
      metadata: { namespace: 'shop' },
      spec: { selector: { app: 'web' } },
    });
    expect(ns!.metadata.namespace).toBeUndefined();
  });

  it('puts commonLabels into selectors too', () => {
    const root = tree({
      'k/kustomization.yaml': 'resources: [d.yaml, s.yaml]\ncommonLabels: { env: demo }\n',
      'k/d.yaml': deployment,
      'k/s.yaml': service,
    });
    const [web, svc] = renderKustomization(join(root, 'k'));
    expect(web!.spec).toMatchObject({ selector: { matchLabels: { app: 'web', env: 'demo' } } });
    expect(svc!.spec).toMatchObject({ selector: { app: 'web', env: 'demo' } });
  });

  it('refuses what it does not implement instead of ignoring it', () => {
    const root = tree({ 'k/kustomization.yaml': 'resources: []\nnamePrefix: x-\n' });
    expect(() => renderKustomization(join(root, 'k'))).toThrow(/does not support namePrefix/);
  });

  it('refuses a patch without a target, a missing resource and a duplicate', () => {
    const noTarget = tree({
      'k/kustomization.yaml': 'resources: [d.yaml]\npatches: [{ path: p.yaml }]\n',
      'k/d.yaml': deployment,
      'k/p.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: api }\n',
    });
    expect(() => renderKustomization(join(noTarget, 'k'))).toThrow(/Deployment\/api has no target/);
    const missing = tree({ 'k/kustomization.yaml': 'resources: [nope.yaml]\n' });
    expect(() => renderKustomization(join(missing, 'k'))).toThrow(/nope.yaml does not exist/);
    const twice = tree({
      'k/kustomization.yaml': 'resources: [d.yaml, e.yaml]\n',
      'k/d.yaml': deployment,
      'k/e.yaml': deployment,
    });
    expect(() => renderKustomization(join(twice, 'k'))).toThrow(/declared twice/);
  });
});

describe('strategicMerge', () => {
  it('replaces lists without names and deletes keys set to null', () => {
    expect(strategicMerge({ a: [1, 2], b: { c: 1, d: 2 } }, { a: [3], b: { d: null } })).toEqual({
      a: [3],
      b: { c: 1 },
    });
  });
});
