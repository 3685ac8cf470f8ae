import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the web app, from the committed schema and the app's `graphql()` calls. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/graphql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', ID: 'string', Upload: 'File' },
        strictScalars: false,
      },
    },
  },
};

export default config;
