/** One sample of the Prometheus text format: `name{label="value",...} 12.5`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Parses a scrape into samples; throws on a line that is not a comment, blank or a sample. */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, raw] of (match[2] ?? '').matchAll(LABEL)) {
      labels[name!] = raw!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    }
    const value =
      match[3] === '+Inf' ? Infinity : match[3] === '-Inf' ? -Infinity : Number(match[3]);
    samples.push({ name: match[1]!, labels, value });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include `labels`; undefined if none. */
export function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1)
    throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length}`);
  return found[0]?.value;
}
