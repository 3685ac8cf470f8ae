import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, visit, type ASTNode, type FieldNode } from 'graphql';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * `__typename` in every selection set but the operation's root: exactly what Apollo Client's cache
 * adds before sending, so that the persisted documents (run by hash) answer what the cache needs.
 */
const addTypenameLikeApolloClient: NonNullable<CodegenConfig['documentTransforms']>[number] = {
  transform: ({ documents }) =>
    documents.map((d) => ({
      ...d,
      document:
        d.document &&
        visit(d.document, {
          SelectionSet: {
            leave(node, _key, parent) {
              if (parent && !Array.isArray(parent) && (parent as ASTNode).kind === Kind.OPERATION_DEFINITION)
                return undefined;
              const has = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename');
              return has ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
            },
          },
        }),
    })),
};

/** Typed documents for the web app, from the committed schema and the app's `graphql()` calls. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/graphql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/graphql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        // The app's operations, registered at build time: the server allows them by hash
        // (persisted-documents.json), and the app sends hashes, not documents (docs/api.md).
        persistedDocuments: { hashAlgorithm: 'sha256' },
      },
      // The documents as Apollo Client sends them (with __typename), so that the hashes match.
      documentTransforms: [addTypenameLikeApolloClient],
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
