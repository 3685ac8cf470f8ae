import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { validateWithLimits } from './query-limits.js';

const schema = buildSchema(`
  type Node { id: ID!, child: Node }
  type Query { node: Node }
`);

const nested = (levels: number) => {
  let q = 'id';
  for (let i = 0; i < levels - 1; i++) q = `child { ${q} }`;
  return `{ node { ${q} } }`;
};

describe('depth limit', () => {
  it('accepts 12 levels and refuses 13', () => {
    expect(validateWithLimits(schema, parse(nested(11)))).toEqual([]);
    const errors = validateWithLimits(schema, parse(nested(12)));
    expect(errors.map((e) => e.message)).toEqual(['Query is too deep: 13 levels, at most 12 allowed']);
  });

  it('follows fragments, including cyclic ones, without looping', () => {
    const q = `query { node { ...A } } fragment A on Node { child { child { ...A } } }`;
    // Cyclic fragments are refused by the standard rules; the depth rule must still terminate.
    expect(validateWithLimits(schema, parse(q)).length).toBeGreaterThan(0);
    const deep = `query { node { ...A } } fragment A on Node { child { child { child { child { child { child { child { child { child { child { child { child { id } } } } } } } } } } } } }`;
    expect(
      validateWithLimits(schema, parse(deep)).some((e) => e.message.startsWith('Query is too deep')),
    ).toBe(true);
  });
});
