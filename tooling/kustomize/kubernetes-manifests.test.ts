import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, loadConfig } from '../../server/config/config.js';

const OPERATORS_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
import {
  MANIFESTS,
  OVERLAYS,
  REPO,
  readDocuments,
  recordedOutput,
  type Resource,
} from './test-support/recording.js';

// No cluster here: what kubectl kustomize printed for each overlay (recorded, and held to the
// manifests by kustomize-reference.integration.test.ts) is validated against the Kubernetes schemas and
// checked against the server it deploys.

const ROOT = join(REPO, MANIFESTS);

interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports?: { name?: string; containerPort: number }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[] };
  };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  lifecycle?: { preStop?: { sleep?: { seconds: number } } };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodTemplate {
  metadata: { labels: Record<string, string>; annotations?: Record<string, string> };
  spec: {
    containers: Container[];
    terminationGracePeriodSeconds?: number;
    securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
    volumes?: { name: string; persistentVolumeClaim?: { claimName: string } }[];
  };
}
type Workload = Resource & {
  spec: {
    replicas: number;
    selector: { matchLabels: Record<string, string> };
    template: PodTemplate;
  };
};

const VALIDATORS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Secret': Secret,
  'v1/Service': Service,
};

function validate(resource: Resource) {
  const Model = VALIDATORS[`${resource.apiVersion}/${resource.kind}`];
  if (!Model) throw new Error(`no schema for ${resource.apiVersion} ${resource.kind}`);
  new Model(resource as never).validate();
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return name.endsWith('.yaml') ? [path] : [];
  });
}

const RENDERED = Object.fromEntries(
  OVERLAYS.map((overlay) => [overlay, recordedOutput(overlay)]),
) as Record<(typeof OVERLAYS)[number], Resource[]>;
const find = <T = Resource>(resources: Resource[], kind: string, name: string): T => {
  const found = resources.find((item) => item.kind === kind && item.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} is not in the output`);
  return found as T;
};
const workloads = (resources: Resource[]) =>
  resources.filter((item): item is Workload => item.kind === 'Deployment');
const siteOf = (resources: Resource[]) => find<Workload>(resources, 'Deployment', 'swap-site');
const siteContainer = (resources: Resource[]) =>
  siteOf(resources).spec.template.spec.containers[0]!;

/**
 * The Secret the operator creates, as the examples show it: the base's keys, then the overlay's
 * own (its secret.example.yaml). Neither is a resource: no overlay renders a Secret.
 */
function exampleSecret(overlay: string): Record<string, string> {
  const files = [
    join(ROOT, 'base', 'secret.example.yaml'),
    join(ROOT, 'overlays', overlay, 'secret.example.yaml'),
  ].filter((file) => existsSync(file));
  return Object.assign(
    {},
    ...files.flatMap((file) =>
      readDocuments(file).map((document) => document.stringData as Record<string, string>),
    ),
  ) as Record<string, string>;
}

/** The site's environment as the pod gets it: the ConfigMap, then the Secret, then env. */
function manifestEnv(resources: Resource[], overlay: string): Record<string, string> {
  const container = siteContainer(resources);
  const env: Record<string, string> = {};
  type Values = { data?: Record<string, string> };
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef)
      Object.assign(env, find<Values>(resources, 'ConfigMap', source.configMapRef.name).data);
    if (source.secretRef) Object.assign(env, exampleSecret(overlay));
  }
  for (const entry of container.env ?? []) env[entry.name] = entry.value ?? '';
  return env;
}

/**
 * The site's settings as a pod gets them: the manifests', plus the signing key the operator adds
 * to the Secret from their secret manager (the example leaves it out: no key is ever committed).
 */
function siteEnv(resources: Resource[]): Record<string, string> {
  const overlay = OVERLAYS.find((name) => RENDERED[name] === resources)!;
  return { SIGNING_KEY: OPERATORS_KEY, ...manifestEnv(resources, overlay) };
}

describe('deploy/kubernetes', () => {
  it('parses every manifest file as YAML with apiVersion and kind', () => {
    const files = yamlFiles(ROOT);
    expect(files.length).toBeGreaterThanOrEqual(16);
    for (const file of files) {
      const documents = readDocuments(file);
      expect(documents.length, file).toBeGreaterThan(0);
      for (const document of documents) expect(document, file).toHaveProperty('kind');
    }
  });

  it('refuses a manifest that breaks the schema (so the validation below means something)', () => {
    const site = siteOf(RENDERED.production);
    const broken = structuredClone(site);
    broken.spec.template.spec.containers[0]!.ports![0]!.containerPort = 'http' as never;
    expect(() => validate(broken)).toThrow(/containerPort must be integer/);
  });

  for (const overlay of OVERLAYS) {
    describe(`overlay ${overlay}`, () => {
      const resources = RENDERED[overlay];

      it('renders no Secret: kubectl apply -k never overwrites the one the operator made', () => {
        expect(resources.filter((item) => item.kind === 'Secret')).toEqual([]);
      });

      it('renders resources that all pass the Kubernetes schemas', () => {
        expect(resources.length).toBeGreaterThanOrEqual(12);
        for (const resource of resources) {
          expect(
            () => validate(resource),
            `${resource.kind}/${resource.metadata.name}`,
          ).not.toThrow();
        }
      });

      it('sets only settings the server knows, with values it accepts', () => {
        const env = siteEnv(resources);
        for (const key of Object.keys(env)) expect(CONFIG_KEYS, key).toContain(key);
        const config = loadConfig(env);
        expect(config.production).toBe(true);
        expect(config.metrics).toEqual({ port: 9464, host: '0.0.0.0' });
        expect(config.trustProxy).toBe(1);
        for (const workload of workloads(resources)) {
          for (const container of workload.spec.template.spec.containers) {
            for (const entry of container.env ?? [])
              expect(CONFIG_KEYS, entry.name).toContain(entry.name);
          }
        }
      });

      it('runs two non-root replicas on a read-only root, writing only to the alert outbox', () => {
        const site = siteOf(resources);
        expect(site.spec.replicas).toBe(2);
        const env = siteEnv(resources);
        const config = loadConfig(env);
        const container = siteContainer(resources);
        // anything else mounted (a managed Redis's CA) is read-only
        expect(
          container.volumeMounts
            ?.filter((mount) => !(mount as { readOnly?: boolean }).readOnly)
            .map((mount) => mount.mountPath),
        ).toEqual([config.alerts.outboxDir]);
        // The outbox is a claim, not an emptyDir: undelivered alerts outlive the pod.
        const outbox = site.spec.template.spec.volumes?.find(
          (volume) =>
            volume.name ===
            container.volumeMounts!.find((mount) => mount.mountPath === config.alerts.outboxDir)!
              .name,
        );
        const claim = find<{ spec: { accessModes: string[] } }>(
          resources,
          'PersistentVolumeClaim',
          outbox!.persistentVolumeClaim!.claimName,
        );
        expect(claim.spec.accessModes).toEqual(['ReadWriteMany']);

        for (const workload of workloads(resources)) {
          const pod = workload.spec.template.spec;
          expect(pod.securityContext?.runAsNonRoot, workload.metadata.name).toBe(true);
          expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
          for (const each of pod.containers) {
            expect(each.securityContext, each.name).toMatchObject({
              readOnlyRootFilesystem: true,
              allowPrivilegeEscalation: false,
              capabilities: { drop: ['ALL'] },
            });
            expect(Object.keys(each.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
            expect(Object.keys(each.resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
          }
        }
      });

      it('gives in-flight requests longer than SHUTDOWN_TIMEOUT_MS before the kill', () => {
        const pod = siteOf(resources).spec.template.spec;
        const config = loadConfig(siteEnv(resources));
        const preStopMs = (siteContainer(resources).lifecycle?.preStop?.sleep?.seconds ?? 0) * 1000;
        expect(pod.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(
          config.shutdownTimeoutMs + preStopMs,
        );
      });

      it('probes and announces the ports the server listens on', () => {
        const config = loadConfig(siteEnv(resources));
        const container = siteContainer(resources);
        const port = (name: string) =>
          container.ports?.find((entry) => entry.name === name)?.containerPort;
        expect(port('http')).toBe(config.port);
        expect(port('metrics')).toBe(config.metrics.port);
        expect(container.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
        expect(container.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
        expect(siteOf(resources).spec.template.metadata.annotations).toEqual({
          'prometheus.io/scrape': 'true',
          'prometheus.io/port': String(config.metrics.port),
          'prometheus.io/path': '/metrics',
        });
      });

      it('wires the service, ingress, autoscaler, budget and Redis to the site', () => {
        const labels = siteOf(resources).spec.template.metadata.labels;
        const service = find<{
          spec: { selector: Record<string, string>; ports: { name: string; targetPort: string }[] };
        }>(resources, 'Service', 'swap-site');
        expect(labels).toMatchObject(service.spec.selector);
        expect(service.spec.ports[0]!.targetPort).toBe('http');
        const ingress = find<{
          spec: {
            tls: { secretName: string; hosts: string[] }[];
            rules: {
              host: string;
              http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] };
            }[];
          };
        }>(resources, 'Ingress', 'swap-site');
        expect(ingress.spec.tls[0]!.hosts).toEqual([ingress.spec.rules[0]!.host]);
        // the pages name their language versions on the address visitors reach
        expect(loadConfig(siteEnv(resources)).publicOrigin).toBe(
          `https://${ingress.spec.rules[0]!.host}`,
        );
        expect(ingress.spec.rules[0]!.http.paths[0]!.backend.service).toEqual({
          name: 'swap-site',
          port: { name: 'http' },
        });
        const hpa = find<{
          spec: { minReplicas: number; scaleTargetRef: { kind: string; name: string } };
        }>(resources, 'HorizontalPodAutoscaler', 'swap-site');
        expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'swap-site' });
        expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
        const pdb = find<{ spec: { selector: { matchLabels: Record<string, string> } } }>(
          resources,
          'PodDisruptionBudget',
          'swap-site',
        );
        expect(labels).toMatchObject(pdb.spec.selector.matchLabels);

        const config = loadConfig(siteEnv(resources));
        if (overlay.startsWith('managed-')) {
          // a managed Redis or Sentinel set (their own tests below) instead of the in-cluster one
          expect(config.redisUrl ?? config.redisSentinel).toBeTruthy();
          return;
        }
        const redisUrl = new URL(config.redisUrl!);
        const redis = find<{ spec: { ports: { port: number }[] } }>(
          resources,
          'Service',
          redisUrl.hostname,
        );
        expect(redis.spec.ports[0]!.port).toBe(Number(redisUrl.port));
      });

      it('lets traffic in from the ingress controller only and out to DNS, upstream, SMTP, Redis', () => {
        const config = loadConfig(siteEnv(resources));
        const labels = siteOf(resources).spec.template.metadata.labels;
        type Rule = {
          from?: { namespaceSelector?: { matchLabels: Record<string, string> } }[];
          to?: unknown[];
          ports: { port: number }[];
        };
        const policies = resources
          .filter(
            (
              item,
            ): item is Resource & {
              spec: {
                podSelector: { matchLabels: Record<string, string> };
                policyTypes: string[];
                ingress?: Rule[];
                egress?: Rule[];
              };
            } => item.kind === 'NetworkPolicy',
          )
          .filter((policy) =>
            Object.entries(policy.spec.podSelector.matchLabels).every(
              ([key, value]) => labels[key] === value,
            ),
          );
        const ingress = policies.flatMap((policy) => policy.spec.ingress ?? []);
        const byPort = (port: number) =>
          ingress.filter((rule) => rule.ports.some((entry) => entry.port === port));
        expect(
          byPort(config.port)
            .flatMap((rule) => rule.from ?? [])
            .map((from) => from.namespaceSelector?.matchLabels),
        ).toEqual([{ 'kubernetes.io/metadata.name': 'ingress-nginx' }]);
        expect(
          ingress.every((rule) =>
            rule.ports.every((entry) => [config.port, config.metrics.port].includes(entry.port)),
          ),
        ).toBe(true);
        const egressPorts = new Set(
          policies
            .flatMap((policy) => policy.spec.egress ?? [])
            .flatMap((rule) => rule.ports.map((entry) => entry.port)),
        );
        const expected = [53, 443, 587, 465];
        if (overlay === 'sandbox-demo') expected.push(8090);
        if (overlay === 'managed-sentinel') expected.push(26379, 6379);
        else if (overlay === 'managed-redis') expected.push(6380);
        else expected.push(6379);
        expect([...egressPorts].sort()).toEqual(expected.sort());
        expect(
          policies.some(
            (policy) =>
              policy.spec.policyTypes.includes('Ingress') &&
              policy.spec.policyTypes.includes('Egress'),
          ),
        ).toBe(true);
      });
    });
  }

  it('renders the production overlay as its files say', () => {
    const resources = RENDERED.production;
    for (const resource of resources.filter((item) => item.kind !== 'Namespace')) {
      expect(resource.metadata.namespace, resource.metadata.name).toBe('swap');
      expect(resource.metadata.labels).toMatchObject({
        'app.kubernetes.io/part-of': 'swap-without-a-trace',
        'app.kubernetes.io/instance': 'production',
      });
    }
    expect(find(resources, 'Namespace', 'swap').metadata.namespace).toBeUndefined();
    expect(siteContainer(resources).image).toBe('ghcr.io/example/swap-without-a-trace:0.1.0');
    expect(siteOf(resources).spec.template.metadata.labels['app.kubernetes.io/instance']).toBe(
      'production',
    );
    // Selectors keep the base's labels only, so a label change never orphans running pods.
    expect(siteOf(resources).spec.selector.matchLabels).toEqual({
      'app.kubernetes.io/name': 'swap-without-a-trace',
      'app.kubernetes.io/component': 'site',
    });
    expect(find(resources, 'HorizontalPodAutoscaler', 'swap-site').spec).toMatchObject({
      minReplicas: 3,
      maxReplicas: 10,
    });
    expect(resources.some((item) => item.metadata.name.includes('sandbox'))).toBe(false);
    expect(loadConfig(siteEnv(resources)).upstream.url).toMatch(/^https:/);
  });

  /** Where the site's pods may go (every policy selecting them adds up), by port. */
  const blocksByPort = (resources: Resource[], component: string, port: number) =>
    resources
      .filter((item) => item.kind === 'NetworkPolicy')
      .map(
        (item) =>
          item as Resource & {
            spec: {
              podSelector: { matchLabels: Record<string, string> };
              egress?: {
                to?: {
                  ipBlock?: { cidr: string };
                  podSelector?: { matchLabels: Record<string, string> };
                }[];
                ports?: { port: number }[];
              }[];
            };
          },
      )
      .filter(
        (policy) =>
          policy.spec.podSelector.matchLabels['app.kubernetes.io/component'] === component,
      )
      .flatMap((policy) => policy.spec.egress ?? [])
      .filter((rule) => rule.ports?.some((entry) => entry.port === port))
      .flatMap((rule) => rule.to ?? []);
  const inBlock = (ip: string, cidr: string) => {
    const [base = '', bits = '32'] = cidr.split('/');
    const value = (text: string) =>
      text.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
    const size = 2 ** (32 - Number(bits));
    return Math.floor(value(ip) / size) === Math.floor(value(base) / size);
  };
  /** A managed overlay's common part: no in-cluster Redis nor a way to it, the CA mounted. */
  function expectManagedRedis(resources: Resource[]) {
    expect(
      resources.filter(
        (item) => item.metadata.name.includes('redis') && item.kind !== 'NetworkPolicy',
      ),
    ).toEqual([]);
    const config = loadConfig(siteEnv(resources));
    expect(config.redisCaFile).toBe('/etc/swap/redis-ca/ca.crt');
    for (const name of ['swap-site', 'swap-onion']) {
      const pod = find<Workload>(resources, 'Deployment', name).spec.template.spec;
      const site = pod.containers.find((container) => container.name === 'site')!;
      const mount = site.volumeMounts!.find((each) =>
        config.redisCaFile!.startsWith(each.mountPath),
      )!;
      expect(mount, name).toMatchObject({ readOnly: true });
      expect(
        (pod as { volumes?: { name: string; configMap?: { name: string } }[] }).volumes?.find(
          (volume) => volume.name === mount.name,
        )?.configMap?.name,
      ).toBe('swap-redis-ca');
      // no way out to in-cluster Redis pods is left
      expect(
        blocksByPort(resources, name === 'swap-site' ? 'site' : 'onion', 6379).filter(
          (to) => to.podSelector?.matchLabels['app.kubernetes.io/component'] === 'redis',
        ),
      ).toEqual([]);
    }
    return config;
  }

  it('renders the managed-sentinel overlay: no in-cluster Redis, the CA mounted, both pods let out to the sentinels and servers', () => {
    const resources = RENDERED['managed-sentinel'];
    const config = expectManagedRedis(resources);
    expect(config.redisUrl).toBeNull();
    expect(config.redisSentinel?.name).toBe('mymaster');
    // the password travels in the Secret, never in the ConfigMap
    expect(
      find<{ data: Record<string, string> }>(resources, 'ConfigMap', 'swap-site').data,
    ).not.toHaveProperty('REDIS_SENTINELS');
    const sentinels = config.redisSentinel!.sentinels;
    expect(sentinels.every((node) => node.password && node.tls)).toBe(true);
    for (const component of ['site', 'onion']) {
      for (const port of [...new Set(sentinels.map((node) => node.port)), 6379]) {
        const blocks = blocksByPort(resources, component, port).flatMap((to) =>
          to.ipBlock ? [to.ipBlock.cidr] : [],
        );
        for (const node of sentinels) {
          expect(
            blocks.some((cidr) => inBlock(node.host, cidr)),
            `${component} ${node.host}:${port}`,
          ).toBe(true);
        }
      }
    }
  });

  it('renders the managed-redis overlay: one rediss:// server from the Secret, the CA mounted, both pods let out to it', () => {
    const resources = RENDERED['managed-redis'];
    const config = expectManagedRedis(resources);
    expect(config.redisSentinel).toBeNull();
    const url = new URL(config.redisUrl!);
    expect(url.protocol).toBe('rediss:');
    expect(url.password).not.toBe('');
    expect(
      find<{ data: Record<string, string> }>(resources, 'ConfigMap', 'swap-site').data,
    ).not.toHaveProperty('REDIS_URL');
    for (const component of ['site', 'onion']) {
      const blocks = blocksByPort(resources, component, Number(url.port)).flatMap((to) =>
        to.ipBlock ? [to.ipBlock.cidr] : [],
      );
      expect(
        blocks.some((cidr) => inBlock(url.hostname, cidr)),
        component,
      ).toBe(true);
    }
  });

  it('renders the sandbox-demo overlay as its files say: the site relays to the sandbox in the namespace', () => {
    const resources = RENDERED['sandbox-demo'];
    for (const resource of resources.filter((item) => item.kind !== 'Namespace')) {
      expect(resource.metadata.namespace, resource.metadata.name).toBe('swap-demo');
    }
    const config = loadConfig(siteEnv(resources));
    const upstream = new URL(config.upstream.url!);
    const service = find<{ spec: { ports: { port: number }[]; selector: Record<string, string> } }>(
      resources,
      'Service',
      upstream.hostname,
    );
    expect(service.spec.ports[0]!.port).toBe(Number(upstream.port));
    const sandbox = find<Workload>(resources, 'Deployment', 'swap-sandbox');
    expect(sandbox.spec.template.metadata.labels).toMatchObject(service.spec.selector);
    const container = sandbox.spec.template.spec.containers[0]!;
    expect(container.image).toBe('ghcr.io/example/swap-without-a-trace:demo');
    expect(siteContainer(resources).image).toBe('ghcr.io/example/swap-without-a-trace:demo');
    expect(container.command).toEqual(['node', 'dist/server/sandbox/main.js']);
    const sandboxEnv = Object.fromEntries(
      (container.env ?? []).map((entry) => [entry.name, entry.value ?? '']),
    );
    const sandboxConfig = loadConfig(sandboxEnv);
    expect(sandboxConfig.sandbox.port).toBe(Number(upstream.port));
    // The sandbox writes its orders file (through a temp file in the same folder) and nothing else.
    expect(container.volumeMounts?.map((mount) => mount.mountPath)).toEqual([
      dirname(sandboxConfig.sandbox.dataFile),
    ]);
    expect(config.upstream.url).toBe('http://swap-sandbox:8090');
    expect(find(resources, 'Ingress', 'swap-site').spec).toMatchObject({
      tls: [{ hosts: ['swap-demo.example.com'] }],
      rules: [{ host: 'swap-demo.example.com' }],
    });
  });
});
