import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isListType,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import {
  getComplexity,
  type ComplexityEstimator,
  type ComplexityEstimatorArgs,
} from 'graphql-query-complexity/cjs';

/**
 * The one rule set for every GraphQL document a client sends, over HTTP (Apollo) and over
 * WebSocket (graphql-ws): the same numbers, the same rules, the same messages.
 */
export const QUERY_LIMITS = {
  /** Lexical tokens per document, checked while parsing (a huge document is never validated). */
  maxTokens: 1_000,
  /** Aliased fields per operation (`__typename` aliases are free). */
  maxAliases: 15,
  /** Directives per operation. */
  maxDirectives: 50,
  /** Nested selection levels (fragments flattened; introspection's `__schema` exempt). */
  maxDepth: 6,
} as const;

/** The cost model (documented in docs/api.md). */
export const COST_MODEL = {
  /** Every object a field returns costs this much (scalars and enums are free). */
  object: 1,
  /** Every mutation field costs this much on top of what it returns. */
  mutation: 10,
  /** A list with no `first` argument and no declared size counts as this many items. */
  defaultListSize: 10,
} as const;

/** The validation error code for a document over a limit (the same as any invalid document). */
const VALIDATION_FAILED = 'GRAPHQL_VALIDATION_FAILED';

function reportLimit(context: ValidationContext | null, err: GraphQLError): void {
  // graphql-armor prefixes its messages with "Syntax Error: "; these are validation failures.
  const message = err.message.replace(/^Syntax Error: /, '');
  context?.reportError(new GraphQLError(message, { extensions: { code: VALIDATION_FAILED } }));
}

const reject = () => ({ propagateOnRejection: false, onReject: [reportLimit], exposeLimits: true });

/** graphql-armor's aliases, directives and depth rules, reporting like any other validation rule. */
export const queryLimitRules: ValidationRule[] = [
  maxAliasesRule({ n: QUERY_LIMITS.maxAliases, ...reject() }) as unknown as ValidationRule,
  maxDirectivesRule({ n: QUERY_LIMITS.maxDirectives, ...reject() }) as unknown as ValidationRule,
  maxDepthRule({
    n: QUERY_LIMITS.maxDepth,
    flattenFragments: true,
    ignoreIntrospection: true,
    ...reject(),
  }) as unknown as ValidationRule,
];

/** graphql-js's own token limit, applied by the parser itself (Apollo's `parseOptions`). */
export const parseOptions = { maxTokens: QUERY_LIMITS.maxTokens } as const;

/** Parses like Apollo does with `parseOptions`: syntax errors and the token limit are GraphQLErrors. */
export function parseWithLimits(source: string): DocumentNode {
  return parse(source, parseOptions);
}

const SUGGESTION = / ?Did you mean(.+?)\?$/;

/** Strips "Did you mean ...?" hints, so that errors do not spell out the schema (what Apollo's hideSchemaDetailsFromClientErrors does). */
export function withoutSuggestions(error: GraphQLError): GraphQLError {
  if (!SUGGESTION.test(error.message)) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/** The standard rules plus the limits: what graphql-ws runs (Apollo adds `queryLimitRules` itself). */
export function validateWithLimits(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  return validate(schema, document, [...specifiedRules, ...queryLimitRules]).map(withoutSuggestions);
}

// ------------------------------------------------------------------------------------- cost

type CostArgs = Pick<ComplexityEstimatorArgs, 'args' | 'childComplexity'>;

const clampSize = (value: unknown, fallback: number, max: number): number =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(Math.max(Math.trunc(value), 0), max)
    : fallback;

/**
 * Field `complexity` for a list that returns at most `size` objects (type-graphql's
 * `complexity` option). Each item costs one object plus its selection.
 */
export const sizedList =
  (size: number) =>
  ({ childComplexity }: CostArgs): number =>
    size * (COST_MODEL.object + childComplexity);

/**
 * Field `complexity` for a list or a connection whose length is its `first` argument (clamped to
 * `max`, `defaultSize` when absent). A connection (an object with `edges`) costs one object plus
 * `first` times its selection; a plain list `first` times one object plus its selection.
 */
export const pagedBy =
  (opts: { defaultSize: number; max: number; connection?: boolean }) =>
  ({ args, childComplexity }: CostArgs): number => {
    const size = clampSize(args.first, opts.defaultSize, opts.max);
    return opts.connection
      ? COST_MODEL.object + size * childComplexity
      : size * (COST_MODEL.object + childComplexity);
  };

/**
 * The default estimator: objects cost 1, scalars 0, mutations 10 more; a list counts its `first`
 * argument or the default size; the `edges` of a connection count once (the connection multiplies).
 * Introspection is free (it is answered from memory).
 */
const shopEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (field.name.startsWith('__')) return 0;
  const base = type.name === 'Mutation' ? COST_MODEL.mutation : 0;
  const item = isCompositeType(getNamedType(field.type)) ? COST_MODEL.object : 0;
  if (isListType(getNullableType(field.type))) {
    const inConnection = field.name === 'edges' && type.name.endsWith('Connection');
    const size = inConnection
      ? 1
      : clampSize(args.first, COST_MODEL.defaultListSize, Number.MAX_SAFE_INTEGER);
    return base + size * (item + childComplexity);
  }
  if (item && getNamedType(field.type).name.endsWith('Connection')) {
    const size = clampSize(args.first, COST_MODEL.defaultListSize, Number.MAX_SAFE_INTEGER);
    return base + item + size * childComplexity;
  }
  return base + item + childComplexity;
};

/** Field extensions first (a module's declared `complexity`), then the shop's model. */
const estimators: ComplexityEstimator[] = [
  ({ field, args, childComplexity, type }) => {
    const declared = field.extensions?.complexity;
    if (typeof declared === 'function') {
      const base = type.name === 'Mutation' ? COST_MODEL.mutation : 0;
      return base + (declared as (a: CostArgs) => number)({ args, childComplexity });
    }
    return undefined;
  },
  shopEstimator,
];

/**
 * What an operation may cost at most (`requestedQueryCost`), before running it. Throws a
 * GraphQLError when the variables do not fit the operation.
 */
export function requestedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): number {
  return getComplexity({
    schema,
    query: document,
    operationName: operationName ?? undefined,
    variables: variables ?? {},
    estimators,
  });
}

/** Response keys of the operation's root fields that are introspection (free, like in the estimate). */
function introspectionKeys(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  into = new Set<string>(),
  set: SelectionSetNode = operation.selectionSet,
  seen = new Set<string>(),
): Set<string> {
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) {
      if (s.name.value.startsWith('__')) into.add(s.alias?.value ?? s.name.value);
    } else if (s.kind === Kind.INLINE_FRAGMENT) {
      introspectionKeys(document, operation, into, s.selectionSet, seen);
    } else if (!seen.has(s.name.value)) {
      seen.add(s.name.value);
      const fragment = document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === s.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION)
        introspectionKeys(document, operation, into, fragment.selectionSet, seen);
    }
  }
  return into;
}

/**
 * What an answered operation actually cost (`actualQueryCost`): one per object in the answer,
 * plus the mutation cost per mutation field answered. Never more than the estimate, except for
 * lists longer than their declared size.
 */
export function actualCost(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  data: Record<string, unknown> | null | undefined,
): number {
  if (!data) return 0;
  const skip = introspectionKeys(document, operation);
  let objects = 0;
  let mutations = 0;
  for (const [key, value] of Object.entries(data)) {
    if (skip.has(key)) continue;
    if (operation.operation === 'mutation') mutations += COST_MODEL.mutation;
    if (value !== null && typeof value === 'object') objects += objectsIn(value);
  }
  return objects + mutations;
}

/**
 * The cost of the objects in an answer's value. Runs over every answer (its share of a 20-product
 * list's CPU was 2.4 %): no array per object, and scalars not visited.
 */
function objectsIn(value: object): number {
  let objects = 0;
  if (Array.isArray(value)) {
    for (const v of value as unknown[]) if (v !== null && typeof v === 'object') objects += objectsIn(v);
    return objects;
  }
  objects += COST_MODEL.object;
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== null && typeof v === 'object') objects += objectsIn(v);
  }
  return objects;
}
