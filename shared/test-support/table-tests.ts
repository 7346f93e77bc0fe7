import { expect, it } from 'vitest';

// Table-driven tests that recur across the suites: one test a case, titled by `%s`/`%j`.

/** What the tests need of a schema: it says whether a value passes. */
interface Schema {
  safeParse(value: unknown): { success: boolean };
}

/** Each case is a [title, value] the schema must refuse. */
export function itRejects(
  schema: Schema,
  cases: readonly (readonly [string, unknown])[],
  title = 'rejects %s',
) {
  it.each(cases)(title, (_case, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
}

/** Each case is an [input, output]: `fn` gives exactly that output for that input. */
export function itGives<I, O>(title: string, fn: (input: I) => O, cases: readonly [I, O][]) {
  it.each(cases)(title, (input, output) => {
    expect(fn(input)).toBe(output);
  });
}

/** Each value is one `predicate` answers `answer` for. */
export function itAnswers<T>(
  title: string,
  predicate: (value: T) => boolean,
  answer: boolean,
  values: readonly T[],
) {
  it.each(values)(title, (value) => {
    expect(predicate(value)).toBe(answer);
  });
}
