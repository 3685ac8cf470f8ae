import { defineConfig } from 'vitest/config';

// One graphql module for everyone (type-graphql, Apollo and tests), or instanceof checks fail.
const alias = [{ find: /^graphql$/, replacement: 'graphql/index.js' }];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['graphql-server/src/**/*.spec.ts', 'web/src/**/*.spec.ts', 'web/build/**/*.spec.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['graphql-server/test/**/*.test.ts'],
          globalSetup: ['graphql-server/test/support/global-setup.ts'],
          // Getter fields refuse a plain object as their parent (graphql-server/src/schema.ts).
          env: { SHOP_CHECK_GETTER_SOURCES: '1' },
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server and database; two at a time suits these 2-core machines.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
