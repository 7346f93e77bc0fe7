import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { CONFIG_KEYS, loadConfig } from '../config/config.js';

/** The signing key an operator adds to the Secret (or .env) from their secret manager. */
const OPERATORS_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

// How the deployment files put tor beside the site: the same port on both sides, tor in the
// site's network namespace, the key from a volume or a Secret and never in the image. The
// Kubernetes side is read from what `kubectl kustomize` printed (tooling/kustomize).

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

const torrcPort = Number(
  /^HiddenServicePort 80 127\.0\.0\.1:(\d+)$/m.exec(read('deploy/tor/torrc'))?.[1],
);
const entrypoint = read('deploy/tor/entrypoint.sh');
const mountedKeyDir = /^mounted=(\S+)\/hs_ed25519_secret_key$/m.exec(entrypoint)?.[1];

interface ComposeService {
  profiles?: string[];
  build?: string | { context: string; dockerfile: string };
  environment?: Record<string, string>;
  network_mode?: string;
  volumes?: string[];
  read_only?: boolean;
}

describe('the tor image', () => {
  const dockerfile = read('deploy/tor/Dockerfile');

  it('installs Debian’s tor, runs it as a numeric non-root user and checks the torrc', () => {
    expect(dockerfile).toMatch(/^FROM debian:bookworm-slim$/m);
    expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends tor/);
    expect(dockerfile).toMatch(/^USER 10001:10001$/m);
    expect(dockerfile).toMatch(/^RUN tor --verify-config -f \/etc\/tor\/torrc$/m);
  });

  it('copies in the torrc and the start script only: no key', () => {
    const copied = [...dockerfile.matchAll(/^COPY (?:--\S+ )*(\S+) /gm)].map((match) => match[1]);
    expect(copied).toEqual(['deploy/tor/torrc', 'deploy/tor/entrypoint.sh']);
    expect(mountedKeyDir).toBe('/run/onion-key');
  });
});

describe('docker-compose.yml, onion profile', () => {
  const compose = parse(read('docker-compose.yml')) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  };
  const site = compose.services['onion-site']!;
  const tor = compose.services.tor!;

  it('runs tor in the onion site’s network namespace, with its key in a volume', () => {
    expect(tor.profiles).toEqual(['onion']);
    expect(site.profiles).toEqual(['onion']);
    expect(tor.build).toEqual({ context: '.', dockerfile: 'deploy/tor/Dockerfile' });
    expect(tor.network_mode).toBe('service:onion-site');
    expect(tor.read_only).toBe(true);
    expect(tor.volumes).toEqual(['tor-data:/var/lib/tor']);
    expect(Object.keys(compose.volumes)).toContain('tor-data');
  });

  it('has the site listen for tor on loopback, on the port the torrc names, trusting no proxy', () => {
    const env = site.environment ?? {};
    for (const key of Object.keys(env)) expect(CONFIG_KEYS, key).toContain(key);
    const config = loadConfig({
      ...env,
      PRICE_SERVICE_URL: 'http://sandbox:8090',
      SIGNING_KEY: OPERATORS_KEY,
    });
    expect(config.onion).toMatchObject({ port: torrcPort, host: '127.0.0.1' });
    expect(config.trustProxy).toBe(0);
  });
});

describe.each(['production', 'sandbox-demo'])('deploy/kubernetes, the %s overlay', (overlay) => {
  type Container = {
    name: string;
    image: string;
    env?: { name: string; value: string }[];
    envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
    securityContext?: { runAsUser?: number };
    volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
  };
  type Volume = {
    name: string;
    emptyDir?: unknown;
    secret?: { secretName: string; defaultMode: number; optional?: boolean };
  };
  type Resource = {
    kind: string;
    metadata: { name: string };
    data?: Record<string, string>;
    stringData?: Record<string, string>;
    spec: Record<string, unknown>;
  };
  const resources = parseAllDocuments(
    read(`tooling/kustomize/test-support/kustomize-reference/${overlay}.yaml`),
  ).map((document) => document.toJS() as Resource);
  const find = (kind: string, name: string) =>
    resources.find((item) => item.kind === kind && item.metadata.name === name)!;
  const onion = find('Deployment', 'swap-onion').spec as {
    replicas: number;
    strategy: { type: string };
    template: {
      metadata: { labels: Record<string, string> };
      spec: { containers: Container[]; volumes: Volume[] };
    };
  };
  const pod = onion.template.spec;
  const container = (name: string) => pod.containers.find((each) => each.name === name)!;

  it('runs one tor, never two at once, beside a site process in the same pod', () => {
    expect(onion.replicas).toBe(1);
    expect(onion.strategy.type).toBe('Recreate');
    expect(pod.containers.map((each) => each.name).sort()).toEqual(['site', 'tor']);
    expect(container('tor').image).toMatch(/^ghcr\.io\/example\/swap-without-a-trace-tor:/);
    expect(container('tor').securityContext?.runAsUser).toBe(10001);
  });

  it('gives tor its key from a Secret that the manifests do not contain', () => {
    const mount = container('tor').volumeMounts!.find((each) => each.mountPath === mountedKeyDir)!;
    expect(mount.readOnly).toBe(true);
    const volume = pod.volumes.find((each) => each.name === mount.name)!;
    expect(volume.secret).toMatchObject({ secretName: 'swap-onion-key', defaultMode: 0o440 });
    expect(volume.secret?.optional).toBeUndefined();
    expect(
      resources.some((item) => item.kind === 'Secret' && item.metadata.name === 'swap-onion-key'),
    ).toBe(false);
    const state = container('tor').volumeMounts!.find((each) => each.mountPath === '/var/lib/tor')!;
    expect(pod.volumes.find((each) => each.name === state.name)?.emptyDir).toBeDefined();
  });

  it('has the site listen for tor on loopback at the torrc’s port, trusting no proxy', () => {
    const site = container('site');
    const env: Record<string, string> = {};
    for (const source of site.envFrom ?? []) {
      // the Secret is the operator's (no overlay applies one): its keys as the example shows them
      const from = source.configMapRef
        ? find('ConfigMap', source.configMapRef.name).data
        : (
            parse(read('deploy/kubernetes/base/secret.example.yaml')) as {
              stringData: Record<string, string>;
            }
          ).stringData;
      Object.assign(env, from);
    }
    for (const entry of site.env ?? []) env[entry.name] = entry.value;
    for (const key of Object.keys(env)) expect(CONFIG_KEYS, key).toContain(key);
    const config = loadConfig({ ...env, SIGNING_KEY: OPERATORS_KEY });
    expect(config.onion).toMatchObject({ port: torrcPort, host: '127.0.0.1' });
    expect(config.trustProxy).toBe(0);
  });

  it('exposes nothing of the onion pod: no Service selects it, its policy lets nothing in', () => {
    const labels = onion.template.metadata.labels;
    const selects = (selector: Record<string, string>) =>
      Object.entries(selector).every(([key, value]) => labels[key] === value);
    for (const service of resources.filter((item) => item.kind === 'Service')) {
      expect(selects(service.spec.selector as Record<string, string>), service.metadata.name).toBe(
        false,
      );
    }
    const policies = resources.filter(
      (item) =>
        item.kind === 'NetworkPolicy' &&
        selects((item.spec.podSelector as { matchLabels: Record<string, string> }).matchLabels),
    );
    expect(policies.length).toBeGreaterThan(0);
    expect(
      policies.flatMap((policy) => (policy.spec.ingress as unknown[] | undefined) ?? []),
    ).toEqual([]);
    expect(
      policies.some((policy) => (policy.spec.policyTypes as string[]).includes('Ingress')),
    ).toBe(true);
  });
});
