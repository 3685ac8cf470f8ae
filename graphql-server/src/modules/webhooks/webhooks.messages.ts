export const WebhookMessages = {
  denied: 'Access denied. Admin login or an API key with webhooks:manage required.',
  notFound: 'Webhook endpoint not found',
  nameRequired: 'Please enter a name',
  urlInvalid: 'Please enter a valid URL (http or https)',
  httpsRequired: 'Webhook URLs must use https',
  documentRequired: 'Please enter a subscription document',
  documentNotSubscription: 'The document must be one subscription operation',
  documentOneEvent: 'The subscription must select exactly one event',
  documentUnknownEvent: (name: string) => `"${name}" is not a webhook event`,
  documentVariables: 'The document may not declare variables',
  documentTooCostly: (cost: number, max: number) =>
    `The document may cost at most ${max} (this one: ${cost})`,
  deliveryNotFound: 'Delivery not found',
} as const;
