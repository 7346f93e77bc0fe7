import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A private CA and a server certificate it signed, as files: what a managed Redis hands out. */
export interface TestCertificates {
  dir: string;
  /** the CA's certificate (PEM): what REDIS_CA_FILE names */
  caFile: string;
  certFile: string;
  keyFile: string;
  ca: string;
}

/**
 * Makes a throwaway CA and a server certificate for 127.0.0.1 and localhost with openssl, in a
 * fresh temporary folder: a chain no system trusts, so a client trusts it only when told to.
 */
export async function makeCertificates(): Promise<TestCertificates> {
  const dir = await mkdtemp(join(tmpdir(), 'swap-tls-'));
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Swap test CA',
    '-keyout',
    at('ca.key'),
    '-out',
    at('ca.crt'),
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    at('server.key'),
    '-out',
    at('server.csr'),
  );
  await writeFile(at('server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl(
    'x509',
    '-req',
    '-in',
    at('server.csr'),
    '-CA',
    at('ca.crt'),
    '-CAkey',
    at('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    at('server.ext'),
    '-out',
    at('server.crt'),
  );
  return {
    dir,
    caFile: at('ca.crt'),
    certFile: at('server.crt'),
    keyFile: at('server.key'),
    ca: await readFile(at('ca.crt'), 'utf8'),
  };
}

/** redis-server's arguments for TLS only on `port` (no plain port), with these certificates. */
export const tlsServerArgs = (certs: TestCertificates, port: number) => [
  '--port',
  '0',
  '--tls-port',
  String(port),
  '--tls-cert-file',
  certs.certFile,
  '--tls-key-file',
  certs.keyFile,
  '--tls-ca-cert-file',
  certs.caFile,
  '--tls-auth-clients',
  'no',
  '--tls-replication',
  'yes',
];
