import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { containsSwiper, planLoads, swiperChunksByName } from './first-load.js';

// The shape Vite writes: lazy chunks list the entry back in `imports`, chunks share a runtime.
const manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    name: 'index',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b2.js', '_runtime-c3.js'],
    dynamicImports: ['src/features/order/order-page.tsx', 'src/features/hiw/hiw-page.tsx'],
    css: ['assets/index-a1.css'],
  },
  '_vendor-b2.js': {
    file: 'assets/vendor-b2.js',
    name: 'vendor',
    imports: ['_runtime-c3.js'],
    css: ['assets/vendor-b2.css'],
  },
  '_runtime-c3.js': { file: 'assets/runtime-c3.js', name: 'runtime' },
  'src/features/order/order-page.tsx': {
    file: 'assets/order-page-d4.js',
    name: 'order-page',
    isDynamicEntry: true,
    imports: ['index.html', '_runtime-c3.js'],
    dynamicImports: ['../node_modules/qrcode/lib/browser.js'],
    css: ['assets/order-page-d4.css', 'assets/index-a1.css'],
  },
  '../node_modules/qrcode/lib/browser.js': {
    file: 'assets/browser-e5.js',
    name: 'browser',
    isDynamicEntry: true,
    imports: ['_runtime-c3.js'],
  },
  'src/features/hiw/hiw-page.tsx': {
    file: 'assets/hiw-page-f6.js',
    name: 'hiw-page',
    isDynamicEntry: true,
    imports: ['index.html', '_swiper-g7.js'],
  },
  '_swiper-g7.js': {
    file: 'assets/swiper-g7.js',
    name: 'swiper',
    css: ['assets/swiper-g7.css'],
  },
  'fonts/inter.woff2': { file: 'assets/inter-h8.woff2', src: 'fonts/inter.woff2' },
};

describe('planLoads', () => {
  const plan = planLoads(manifest);

  it('counts the entry and its static imports, followed recursively, as the first load', () => {
    expect(plan.entry).toBe('index.html');
    expect(plan.firstLoadJs).toEqual([
      'assets/index-a1.js',
      'assets/vendor-b2.js',
      'assets/runtime-c3.js',
    ]);
    expect(plan.firstLoadCss).toEqual(['assets/index-a1.css', 'assets/vendor-b2.css']);
  });

  it('lists each lazy chunk once, with nested dynamic imports and lazy-only shared chunks', () => {
    expect(plan.lazy.map((chunk) => chunk.file)).toEqual([
      'assets/order-page-d4.js',
      'assets/hiw-page-f6.js',
      'assets/swiper-g7.js',
      'assets/browser-e5.js',
    ]);
  });

  it('gives a lazy chunk only the CSS the first load has not fetched', () => {
    const order = plan.lazy.find((chunk) => chunk.name === 'order-page');
    expect(order?.css).toEqual(['assets/order-page-d4.css']);
  });

  it('rejects a manifest without an HTML entry', () => {
    expect(() => planLoads({ 'a.js': { file: 'assets/a.js' } })).toThrow(/no entry for index.html/);
  });

  it('rejects a manifest that names a chunk it does not describe', () => {
    const broken = { 'index.html': { file: 'assets/i.js', isEntry: true, imports: ['_gone.js'] } };
    expect(() => planLoads(broken)).toThrow(/_gone\.js/);
  });
});

describe('finding Swiper', () => {
  it('spots a Swiper chunk by its manifest name, and not a lookalike', () => {
    const keys = ['index.html', '_swiper-g7.js', 'src/features/hiw/hiw-page.tsx'];
    expect(swiperChunksByName(manifest, keys)).toEqual(['_swiper-g7.js']);
    expect(
      swiperChunksByName({ x: { file: 'assets/swipers-guide.js', src: 'src/swipers.ts' } }, ['x']),
    ).toEqual([]);
  });

  it("spots Swiper's code and stylesheet by strings of their own", () => {
    const require = createRequire(import.meta.url);
    const swiperDir = dirname(require.resolve('swiper'));
    const core = readFileSync(join(swiperDir, 'shared', 'swiper-core.min.mjs'), 'utf8');
    const css = readFileSync(require.resolve('swiper/css'), 'utf8');
    expect(containsSwiper(core)).toBe(true);
    expect(containsSwiper(css)).toBe(true);
    expect(containsSwiper('const slider = document.querySelector(".slides");')).toBe(false);
  });
});
