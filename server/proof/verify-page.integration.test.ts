import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useSiteOverSandbox, useTestSandbox } from '../test-support/site-over-sandbox.js';
import { startTestApp } from '../test-support/harness.js';

// /verify names the build's commit, the key's fingerprint and the client's digest;
// each is checked here the way its page tells a visitor to check it.

const root = fileURLToPath(new URL('../..', import.meta.url));
const site = useSiteOverSandbox();
const sandbox = useTestSandbox();

/** The page's three values, read from its HTML (in the order the page lists them). */
async function verifyValues(path: string) {
  const response = await fetch(`${site.app.url}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const values = [...html.matchAll(/class="verify-page__value"[^>]*>([0-9a-f]+)</g)].map(
    (match) => match[1],
  );
  return { html, values };
}

describe('/verify', () => {
  it('names the commit the build came from, the key’s fingerprint and the digest of dist/client', async () => {
    const { values, html } = await verifyValues('/verify');
    const [commit, fingerprint, digest] = values;
    // the commit the build recorded from git (scripts/write-build-info.js), a commit of this repo
    const recorded = JSON.parse(readFileSync(`${root}dist/build-info.json`, 'utf8')) as {
      commit: string;
    };
    expect(commit).toBe(recorded.commit);
    expect(
      execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], { cwd: root })
        .toString()
        .trim(),
    ).toBe(commit);
    // SHA-256 of the DER public key the site serves
    const pem = await (await fetch(`${site.app.url}/signing-key.pem`)).text();
    const der = createPublicKey(pem).export({ type: 'spki', format: 'der' });
    expect(fingerprint).toBe(createHash('sha256').update(der).digest('hex'));
    // the shell pipeline the page gives, run in dist/client
    const shell = execFileSync(
      'sh',
      ['-c', 'find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum'],
      { cwd: `${root}dist/client` },
    )
      .toString()
      .split(' ')[0];
    expect(digest).toBe(shell);
    // and what is kept, for how long
    expect(html).toContain('14 days after it ends');
  });

  it('is there in every language, whole in the server’s HTML (no script needed)', async () => {
    const { values, html } = await verifyValues('/de/verify');
    expect(values).toHaveLength(3);
    expect(html).toContain('Diese Website prüfen');
  });

  it('names where the source is only when SOURCE_URL says so', async () => {
    // the default site has none: no rebuild steps to follow, no made-up repository
    const { html } = await verifyValues('/verify');
    expect(html).not.toContain('git clone');
    const app = await startTestApp(sandbox.url, {
      env: { SOURCE_URL: 'https://git.example.org/swap-without-a-trace.git' },
    });
    try {
      // the command's words sit in spans of their own (they wrap between words): read its text
      const page = (await (await fetch(`${app.url}/verify`)).text()).replace(/<[^>]+>/g, '');
      expect(page).toContain('git clone https://git.example.org/swap-without-a-trace.git swap');
      expect(page).toMatch(/git checkout [0-9a-f]{40}|git checkout unknown/);
    } finally {
      await app.close();
    }
  });
});
