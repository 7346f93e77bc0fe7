import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.js';

// The dashboard and the operating manual (docs/operating.md) are what an operator reads the metrics through: they must name
// only series the server really exports, and document each of ours.

const read = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');

async function exportedSeriesNames() {
  const families = await createMetrics().registry.getMetricsAsJSON();
  const names = families.flatMap((family) =>
    String(family.type) === 'histogram'
      ? ['_bucket', '_sum', '_count'].map((suffix) => `${family.name}${suffix}`)
      : [family.name],
  );
  return { families: families.map((family) => family.name), names };
}

interface Panel {
  title: string;
  targets: { expr: string }[];
}

describe('deploy/grafana-dashboard.json', () => {
  const dashboard = JSON.parse(read('deploy/grafana-dashboard.json')) as {
    title: string;
    panels: Panel[];
  };
  const exprs = dashboard.panels.flatMap((panel) =>
    panel.targets.map((target) => ({ panel: panel.title, expr: target.expr })),
  );

  it('queries only series the server exports', async () => {
    const { names } = await exportedSeriesNames();
    expect(exprs.length).toBeGreaterThan(10);
    for (const { panel, expr } of exprs) {
      const queried = [...expr.matchAll(/([a-z_:][a-z0-9_:]*)\{/g)].map((match) => match[1]);
      expect(queried.length, `${panel}: ${expr}`).toBeGreaterThan(0);
      for (const name of queried) expect(names, `${panel}: ${name}`).toContain(name);
    }
  });

  it('shows every metric of the site on some panel', async () => {
    const { families } = await exportedSeriesNames();
    const ours = families.filter((name) => name.startsWith('swap_'));
    expect(ours.length).toBeGreaterThanOrEqual(12);
    for (const name of ours) {
      expect(
        exprs.some(({ expr }) => expr.includes(name)),
        name,
      ).toBe(true);
    }
  });
});

describe('the metrics table of the operating manual', () => {
  it('has one line for each metric of the site', async () => {
    const { families } = await exportedSeriesNames();
    const readme = read('docs/operating.md');
    for (const name of families.filter((family) => family.startsWith('swap_'))) {
      const lines = readme.split('\n').filter((line) => line.startsWith(`| \`${name}\``));
      expect(lines, name).toHaveLength(1);
    }
  });
});
