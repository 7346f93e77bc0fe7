import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { freePort } from './server-process.js';
import { eventually } from './eventually.js';
import { tlsServerArgs, type TestCertificates } from './tls-certificates.js';

const SENTINEL_MASTER_NAME = 'swap';

/** Polls `check` every 100 ms until it holds (up to `ms`), else throws naming `what`. */
export async function pollUntil(
  check: () => Promise<boolean>,
  what: string,
  ms = 20_000,
): Promise<void> {
  await eventually(check, Boolean, { what, timeoutMs: ms, intervalMs: 100 });
}

/** One command to a redis-server or sentinel on `port`, on a connection of its own. */
async function ask(
  port: number,
  args: string[],
  password?: string,
  certs?: TestCertificates,
): Promise<unknown> {
  const tls = certs ? { tls: true as const, ca: certs.ca } : {};
  const client = createClient({
    ...(password ? { password } : {}),
    socket: { host: '127.0.0.1', port, reconnectStrategy: false, connectTimeout: 500, ...tls },
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await client.sendCommand(args);
  } finally {
    client.destroy();
  }
}

/**
 * A master, a replica and three sentinels (Debian's redis-server, `--sentinel`) on free loopback
 * ports: what a Sentinel deployment is, on one machine. The sentinels call the master down after
 * one second of silence (deployments: five, docs/operating.md), so a failover takes seconds.
 * `password`: every server and sentinel asks for it (requirepass), as a managed set does.
 */
export async function startSentinelSet(
  options: { downAfterMs?: number; password?: string; tls?: TestCertificates } = {},
) {
  const { password, tls: certs } = options;
  // with certificates: TLS only, every server and sentinel (no plain port at all)
  const listen = (port: number) => (certs ? tlsServerArgs(certs, port) : ['--port', String(port)]);
  const ask_ = (port: number, args: string[]) => ask(port, args, password, certs);
  const auth = password ? ['--requirepass', password, '--masterauth', password] : [];
  const dir = await mkdtemp(join(tmpdir(), 'swap-sentinel-'));
  const [masterPort, replicaPort, ...sentinelPorts] = await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  );
  const children: ChildProcess[] = [];
  const run = (args: string[]) => {
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    children.push(child);
    return child;
  };
  const server = (port: number, extra: string[] = []) =>
    run([
      ...listen(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--dbfilename',
      `dump-${port}.rdb`,
      ...auth,
      ...extra,
    ]);
  const master = server(masterPort!);
  server(replicaPort!, ['--replicaof', '127.0.0.1', String(masterPort)]);
  await pollUntil(async () => {
    const info = String(await ask_(masterPort!, ['INFO', 'replication']));
    return /connected_slaves:1/.test(info) && /state=online/.test(info);
  }, 'the replica to follow the master');
  for (const port of sentinelPorts) {
    // each sentinel rewrites its own file as it learns the set
    const file = join(dir, `sentinel-${port}.conf`);
    await writeFile(
      file,
      [
        ...(certs
          ? [
              'port 0',
              `tls-port ${port}`,
              `tls-cert-file ${certs.certFile}`,
              `tls-key-file ${certs.keyFile}`,
              `tls-ca-cert-file ${certs.caFile}`,
              'tls-auth-clients no',
              'tls-replication yes',
            ]
          : [`port ${port}`]),
        'bind 127.0.0.1',
        `dir ${dir}`,
        `sentinel monitor ${SENTINEL_MASTER_NAME} 127.0.0.1 ${masterPort} 2`,
        `sentinel down-after-milliseconds ${SENTINEL_MASTER_NAME} ${options.downAfterMs ?? 1000}`,
        `sentinel failover-timeout ${SENTINEL_MASTER_NAME} 10000`,
        `sentinel parallel-syncs ${SENTINEL_MASTER_NAME} 1`,
        // the sentinel's own password, and the one it speaks to the servers and sentinels with
        ...(password
          ? [
              `requirepass ${password}`,
              `sentinel auth-pass ${SENTINEL_MASTER_NAME} ${password}`,
              `sentinel sentinel-pass ${password}`,
            ]
          : []),
        '',
      ].join('\n'),
    );
    run([file, '--sentinel']);
  }
  // every sentinel knows the replica and the other sentinels: a failover can be agreed on
  for (const port of sentinelPorts) {
    await pollUntil(async () => {
      const master = (await ask_(port, ['SENTINEL', 'MASTER', SENTINEL_MASTER_NAME])) as string[];
      const field = (name: string) => Number(master[master.indexOf(name) + 1]);
      return field('num-slaves') === 1 && field('num-other-sentinels') === 2;
    }, `sentinel ${port} to learn the set`);
  }
  return {
    dir,
    masterPort: masterPort!,
    replicaPort: replicaPort!,
    sentinelPorts: sentinelPorts,
    /** REDIS_SENTINELS for the site (as redis:// URLs with the password when there is one) */
    sentinels: sentinelPorts
      .map((port) =>
        password || certs
          ? `${certs ? 'rediss' : 'redis'}://${password ? `:${encodeURIComponent(password)}@` : ''}127.0.0.1:${port}`
          : `127.0.0.1:${port}`,
      )
      .join(','),
    /** the master dies at once, as with its machine */
    killMaster() {
      master.kill('SIGKILL');
    },
    /** the port the sentinels name as master now */
    async masterNow(): Promise<number> {
      const reply = (await ask_(sentinelPorts[0]!, [
        'SENTINEL',
        'GET-MASTER-ADDR-BY-NAME',
        SENTINEL_MASTER_NAME,
      ])) as string[];
      return Number(reply[1]);
    },
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGKILL');
            }),
        ),
      );
    },
  };
}
