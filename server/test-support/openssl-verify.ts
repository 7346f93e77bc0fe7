import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `openssl pkeyutl -verify` exactly as the README and the page say; true on 'Verified'. */
export async function opensslVerifies(key: Buffer, text: Buffer, signature: Buffer): Promise<boolean> {
  const dir = await mkdtemp(join(tmpdir(), 'swap-verify-'));
  await writeFile(join(dir, 'signing-key.pem'), key);
  await writeFile(join(dir, 'doc.txt'), text);
  await writeFile(join(dir, 'doc.sig'), signature);
  const run = spawnSync(
    'openssl',
    [
      'pkeyutl',
      '-verify',
      '-pubin',
      '-inkey',
      'signing-key.pem',
      '-rawin',
      '-in',
      'doc.txt',
      '-sigfile',
      'doc.sig',
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  if (run.error) throw run.error;
  return run.status === 0 && run.stdout.includes('Signature Verified Successfully');
}

