import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** What `npm run build` records beside its output (scripts/write-build-info.js). */
const BUILD_INFO_FILE = 'build-info.json';

const buildInfoSchema = z.object({ commit: z.string().regex(/^[0-9a-f]{40}$/) });

/** What /verify names about the running build. */
export interface BuildFacts {
  /** the full commit the build came from; 'unknown' when the build recorded none */
  commit: string;
  /**
   * In dist/client: `find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum`,
   * the hex part: what anyone gets by rebuilding that commit.
   */
  clientDigest: string;
}

/** The build's commit from dist/build-info.json; 'unknown' without one (a build from before). */
async function readBuildCommit(distDir: string): Promise<string> {
  try {
    const parsed = buildInfoSchema.safeParse(
      JSON.parse(await readFile(join(distDir, BUILD_INFO_FILE), 'utf8')),
    );
    return parsed.success ? parsed.data.commit : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Every file under `dir`, as find prints them: './assets/a.js'. */
async function filesUnder(dir: string, prefix = '.'): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) found.push(...(await filesUnder(join(dir, entry.name), path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/**
 * The shell pipeline above, in-process: sha256sum's lines ('<hex>  ./path\n') for each file in
 * byte order of its path (LC_ALL=C sort), then the SHA-256 of all those lines.
 */
async function clientBuildDigest(clientDir: string): Promise<string> {
  const paths = (await filesUnder(clientDir)).sort((a, b) =>
    Buffer.compare(Buffer.from(a), Buffer.from(b)),
  );
  const listing = createHash('sha256');
  for (const path of paths) {
    const bytes = await readFile(join(clientDir, path));
    listing.update(`${createHash('sha256').update(bytes).digest('hex')}  ${path}\n`);
  }
  return listing.digest('hex');
}

export async function readBuildFacts(distDir: string, clientDir: string): Promise<BuildFacts> {
  const [commit, clientDigest] = await Promise.all([
    readBuildCommit(distDir),
    clientBuildDigest(clientDir),
  ]);
  return { commit, clientDigest };
}
