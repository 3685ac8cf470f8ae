import { graphql } from '../../../graphql';

export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      id
      name
      url
      document
      eventType
      paused
      disabledAt
      previousSecretUntil
      createdAt
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        name
      }
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $changes: WebhookEndpointChanges!) {
    updateWebhookEndpoint(id: $id, changes: $changes) {
      id
      name
      url
      document
      eventType
      paused
      disabledAt
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      secret
      endpoint {
        id
        name
        previousSecretUntil
      }
    }
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId) {
      id
      eventType
      state
      attempts
      requestBody
      responseCode
      error
      createdAt
      lastAttemptAt
      nextAttemptAt
    }
  }
`);

export const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($id: ID!) {
    redeliverWebhook(id: $id) {
      id
      state
      nextAttemptAt
    }
  }
`);

export const RedeliverFailedWebhooksMutation = graphql(`
  mutation RedeliverFailedWebhooks($endpointId: ID!) {
    redeliverFailedWebhooks(endpointId: $endpointId)
  }
`);
