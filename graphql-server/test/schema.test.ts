import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { printShopSchema, SCHEMA_FILE } from '../src/emit-schema.js';

describe('schema.graphql', () => {
  it('is exactly what the server code emits (run `npm run schema` after changing resolvers)', async () => {
    const committed = await fs.readFile(SCHEMA_FILE, 'utf8');
    expect(committed).toBe(await printShopSchema());
  });
});
