import {
  GraphQLError,
  Kind,
  specifiedRules,
  validate,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const MAX_QUERY_DEPTH = 12;

/** Refuses operations nested deeper than `max` fields (fragments followed), a cheap guard for a public endpoint. */
export function depthLimit(max: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const depthOf = (node: ASTNode, depth: number, seen: Set<string>): number => {
      switch (node.kind) {
        case Kind.FIELD: {
          if (node.name.value.startsWith('__')) return depth; // introspection
          const inner = depth + 1;
          return node.selectionSet ? Math.max(inner, depthOf(node.selectionSet, inner, seen)) : inner;
        }
        case Kind.SELECTION_SET:
          return Math.max(depth, ...node.selections.map((s) => depthOf(s, depth, seen)));
        case Kind.INLINE_FRAGMENT:
          return depthOf(node.selectionSet, depth, seen);
        case Kind.FRAGMENT_SPREAD: {
          const fragment = fragments.get(node.name.value);
          if (!fragment || seen.has(fragment.name.value)) return depth;
          return depthOf(fragment.selectionSet, depth, new Set(seen).add(fragment.name.value));
        }
        default:
          return depth;
      }
    };
    return {
      OperationDefinition(op) {
        const depth = depthOf(op.selectionSet, 0, new Set());
        if (depth > max) {
          context.reportError(
            new GraphQLError(`Query is too deep: ${depth} levels, at most ${max} allowed`, {
              nodes: [op],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
      },
    };
  };
}

/** The extra rules, shared by Apollo (HTTP) and graphql-ws (WebSocket) so both paths check the same. */
export const extraValidationRules: ValidationRule[] = [depthLimit(MAX_QUERY_DEPTH)];

export function validateWithLimits(schema: GraphQLSchema, document: DocumentNode) {
  return validate(schema, document, [...specifiedRules, ...extraValidationRules]);
}
