import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';

// The README is what a newcomer reads first, in five minutes: what the site is, what it looks like,
// the two commands, and where to go next. Everything longer lives in docs/, and the README stays
// short enough to read (at most 12 kB, no line over 120 characters) with links that lead somewhere.

const REPO = new URL('../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');
const README = read('README.md');

/** The pages the README's content moved to, with the README itself: their links must resolve. */
const PAGES = [
  'README.md',
  'docs/api.md',
  'docs/architecture.md',
  'docs/configuration.md',
  'docs/development.md',
];

/** The targets of a page's markdown links and images (`[text](target)`), without any #anchor. */
function linkTargets(markdown: string): { image: boolean; target: string }[] {
  return [...markdown.matchAll(/(!?)\[[^\]]*\]\(([^)\s]+)\)/g)].map(([, bang, target]) => ({
    image: bang === '!',
    target: target!.replace(/#.*$/, ''),
  }));
}

const isLocal = (target: string) => target !== '' && !/^[a-z]+:/i.test(target);

describe('README.md', () => {
  it('is at most 12 kB', () => {
    expect(Buffer.byteLength(README, 'utf8')).toBeLessThanOrEqual(12 * 1024);
  });

  it('has no line over 120 characters', () => {
    const long = README.split('\n').filter((line) => [...line].length > 120);
    expect(long).toEqual([]);
  });

  it('shows the swap page and an order page: two pictures, in the repository, with their words', () => {
    const images = [...README.matchAll(/!\[([^\]]+)\]\(([^)\s]+)\)/g)].map(([, alt, path]) => ({
      alt: alt!,
      path: path!,
    }));
    expect(images.map(({ path }) => path)).toEqual([
      'docs/images/swap-page.png',
      'docs/images/order-page.png',
    ]);
    for (const { alt, path } of images) {
      expect(alt.length, `${path} has alt text`).toBeGreaterThan(20);
      expect(existsSync(join(REPO, path)), path).toBe(true);
      const png = PNG.sync.read(readFileSync(join(REPO, path)));
      expect(png.width, path).toBeGreaterThan(0);
    }
  });

  it('names the two commands, and CI runs the second', () => {
    expect(README).toContain('`npm ci && npm start`');
    expect(README).toContain('`npm ci && npm run check`');
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts).toHaveProperty('start');
    expect(scripts).toHaveProperty('check');
    expect(read('.ci/run').split('\n')).toContain('npm run check');
  });

  it('leads to the API reference and the settings, and to the rest of docs/', () => {
    const targets = linkTargets(README).map(({ target }) => target);
    for (const page of [
      'docs/api.md',
      'docs/configuration.md',
      'docs/operating.md',
      'docs/development.md',
      'docs/architecture.md',
      'docs/decisions/',
      'bench/results/figures.md',
    ]) {
      expect(targets).toContain(page);
    }
  });
});

describe('links in the README and the pages its content moved to', () => {
  it.each(PAGES)('%s: every link to a file of ours leads to one', (page) => {
    const local = linkTargets(read(page)).filter(({ target }) => isLocal(target));
    expect(local.length).toBeGreaterThan(0);
    for (const { target } of local) {
      expect(existsSync(join(REPO, dirname(page), target)), `${page} -> ${target}`).toBe(true);
    }
  });

  it('finds a link that leads nowhere (so the check above can fail)', () => {
    const [broken] = linkTargets('see [the page](docs/no-such-page.md#top) and ![x](a.png)');
    expect(broken).toEqual({ image: false, target: 'docs/no-such-page.md' });
    expect(existsSync(join(REPO, broken!.target))).toBe(false);
  });
});
