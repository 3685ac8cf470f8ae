import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { CodeLoadError } from './load-code';

/** The first GraphQL error's message, code and field, as the server sent them (its messages are the spec's). */
export function readGraphQLError(err: unknown): { message?: string; code?: string; field?: string } {
  if (CombinedGraphQLErrors.is(err)) {
    const first = err.errors[0];
    const ext = (first?.extensions ?? {}) as { code?: unknown; field?: unknown };
    return {
      message: first?.message,
      code: typeof ext.code === 'string' ? ext.code : undefined,
      field: typeof ext.field === 'string' ? ext.field : undefined,
    };
  }
  if (ServerError.is(err)) return { message: undefined, code: `HTTP_${err.statusCode}` };
  if (err instanceof UploadMutationError) return { message: err.message, code: err.code, field: err.field };
  if (err instanceof CodeLoadError) return { message: err.message, code: 'CODE_NOT_LOADED' };
  return {};
}

/** The server's message for a failed operation, or the fallback when there is none (network down, masked). */
export function errorMessage(err: unknown, fallback: string): string {
  return readGraphQLError(err).message || fallback;
}

/** A GraphQL error as the server sent it (message is the spec's text; code in extensions). */
export class UploadMutationError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
    /** The input field the server named (`extensions.field`), if any. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'UploadMutationError';
  }
}
