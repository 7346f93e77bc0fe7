import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What Debian's lynx shows of a page, as text (no script, no CSS, no images). */
export async function lynxDump(url: string): Promise<string> {
  const { stdout } = await run('lynx', ['-dump', '-nolist', '-width=100', url], {
    env: { ...process.env, TERM: 'dumb' },
  });
  return stdout;
}

/**
 * The same with lynx's link numbers in the text ('[2]Swap'), where a reader sees them; a page
 * answered with an error status (404) too, which lynx dumps and then exits non-zero for.
 */
export async function lynxNumbered(url: string): Promise<string> {
  const args = ['-dump', '-nolist', '-number_links', '-width=100', url];
  try {
    const { stdout } = await run('lynx', args, { env: { ...process.env, TERM: 'dumb' } });
    return stdout;
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    if (stdout) return stdout;
    throw error;
  }
}

/** What Debian's w3m shows of a page, as text. */
export async function w3mDump(url: string): Promise<string> {
  const { stdout } = await run('w3m', ['-dump', '-cols', '100', url], {
    env: { ...process.env, TERM: 'dumb' },
  });
  return stdout;
}

/** How many times `needle` appears in `text`, with runs of white space read as one space. */
export function occurrences(text: string, needle: string): number {
  return text.replace(/\s+/g, ' ').split(needle).length - 1;
}
