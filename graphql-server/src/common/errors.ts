import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import type { ValidationError } from 'class-validator';

/** The expected failures a service may raise. Each maps once to an HTTP status and a GraphQL code. */
export const ErrorCodes = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A thing that was there and is no more (an expired download). */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  /** The payment provider did not answer; nothing was charged, the shopper may retry. */
  BAD_GATEWAY: 502,
} as const;

export type ErrorCode = keyof typeof ErrorCodes;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get status(): number {
    return ErrorCodes[this.code];
  }
}

export const badInput = (message: string, field?: string) =>
  new DomainError('BAD_USER_INPUT', message, field);
export const unauthenticated = (message = 'Not authenticated. Please log in.') =>
  new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new DomainError('FORBIDDEN', message);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new DomainError('TOO_MANY_REQUESTS', message, undefined, retryAfterSeconds);

/** First constraint message of the first failing property, walking nested objects. */
export function firstValidationFailure(
  errors: ValidationError[],
): { field: string; message: string } | undefined {
  for (const e of errors) {
    const message = e.constraints ? Object.values(e.constraints)[0] : undefined;
    if (message) return { field: e.property, message };
    const nested = e.children ? firstValidationFailure(e.children) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

/** Turns anything thrown into the error a client may see: domain errors as they are, the rest masked. */
export function toPublicError(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  if (err instanceof ArgumentValidationError) {
    const first = firstValidationFailure(err.extensions.validationErrors as unknown as ValidationError[]);
    return badInput(first?.message ?? 'Invalid input', first?.field);
  }
  return new DomainError('INTERNAL_SERVER_ERROR', 'Something went wrong. Please try again later.');
}

export function isExpectedError(err: unknown): boolean {
  return err instanceof DomainError || err instanceof ArgumentValidationError;
}

/**
 * The WebSocket path's formatting: the same `formatGraphQLError` as HTTP, so subscription errors
 * are masked and carry `extensions.code`. Unexpected errors are reported through `onUnexpected`.
 */
export function formatGraphQLErrors(
  errors: readonly GraphQLError[],
  onUnexpected: (err: unknown, path: GraphQLError['path']) => void,
): GraphQLFormattedError[] {
  return errors.map((e) => {
    if (e.originalError && !isExpectedError(e.originalError) && !('extensions' in e.originalError))
      onUnexpected(e.originalError, e.path);
    return formatGraphQLError(e.toJSON(), e);
  });
}

/** Apollo `formatError`: domain errors keep their message and code; unknown errors are masked. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof GraphQLError && !(original.originalError instanceof Error)) {
    // Parse, validation and other GraphQL-level errors are safe to show as they are.
    return formatted;
  }
  const pub = toPublicError(original);
  return {
    message: pub.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: pub.code,
      ...(pub.field ? { field: pub.field } : {}),
      ...(pub.retryAfterSeconds ? { retryAfter: pub.retryAfterSeconds } : {}),
    },
  };
}

/**
 * A request the HTTP layer refused before any route ran (bad percent-encoding, a body that is not
 * JSON or not in a supported charset or encoding, a broken multipart body): its 4xx status and a
 * message safe to show, or undefined for anything else.
 */
export function malformedRequest(err: unknown): { status: number; message: string } | undefined {
  if (isExpectedError(err) || !(err instanceof Error)) return undefined;
  if (err instanceof URIError) return { status: 400, message: 'Malformed URL: bad percent-encoding' };
  const e = err as Error & { status?: number; statusCode?: number; type?: string; expose?: boolean };
  if (e.type === 'entity.parse.failed') return { status: 400, message: 'Request body is not valid JSON' };
  if (e.type === 'entity.too.large') return { status: 413, message: 'Request body is too large' };
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { status, message: e.expose !== false ? e.message : 'Bad request' };
  return undefined;
}
