import { Kind, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { badInput } from '../../common/errors.js';
import { parseWithLimits, requestedCost, validateWithLimits } from '../../common/query-limits.js';
import { isWebhookEventType, type WebhookEventType } from './webhook-events.js';
import { WebhookMessages } from './webhooks.messages.js';

/** A saved subscription document, checked: its operation and the one event it selects. */
export interface CheckedDocument {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  eventType: WebhookEventType;
}

/**
 * Checks an endpoint's document as the public API checks a client's: the parser's token limit,
 * the schema and the depth / alias / directive rules, the cost limit; then the webhook's own
 * rules: one subscription operation, no variables, exactly one root field, a webhook event.
 */
export function checkWebhookDocument(
  schema: GraphQLSchema,
  source: string,
  maxCost: number,
): CheckedDocument {
  if (!source.trim()) throw badInput(WebhookMessages.documentRequired, 'document');
  let document: DocumentNode;
  try {
    document = parseWithLimits(source);
  } catch (err) {
    throw badInput((err as Error).message, 'document');
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operations[0];
  if (operations.length !== 1 || !operation || operation.operation !== 'subscription')
    throw badInput(WebhookMessages.documentNotSubscription, 'document');
  if (operation.variableDefinitions?.length) throw badInput(WebhookMessages.documentVariables, 'document');
  const roots = operation.selectionSet.selections;
  const root = roots[0];
  if (roots.length !== 1 || root?.kind !== Kind.FIELD)
    throw badInput(WebhookMessages.documentOneEvent, 'document');
  if (!isWebhookEventType(root.name.value))
    throw badInput(WebhookMessages.documentUnknownEvent(root.name.value), 'document');
  const errors = validateWithLimits(schema, document);
  if (errors[0]) throw badInput(errors[0].message, 'document');
  const cost = requestedCost(schema, document, undefined, {});
  if (cost > maxCost) throw badInput(WebhookMessages.documentTooCostly(cost, maxCost), 'document');
  return { document, operation, eventType: root.name.value };
}
