import { expect, it } from 'vitest';

/** What the tests need of a schema: it says whether a value passes. */
interface Schema {
  safeParse(value: unknown): { success: boolean };
}

/** One test a case, each a [title, value] the schema must refuse; `title` names it by `%s`. */
export function itRejects(
  schema: Schema,
  cases: readonly (readonly [string, unknown])[],
  title = 'rejects %s',
) {
  it.each(cases)(title, (_case, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
}
