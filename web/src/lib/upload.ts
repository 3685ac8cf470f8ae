import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { refreshSession } from './apollo';
import { UploadMutationError } from './graphql-errors';
import { multipartBody } from './multipart';
import { sessionStore } from './session';

export { UploadMutationError };

async function post(form: FormData): Promise<Response> {
  const token = sessionStore.token();
  return fetch('/graphql', {
    method: 'POST',
    // CSRF prevention: multipart requests must say they are not a simple form post.
    headers: { 'Apollo-Require-Preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
}

/**
 * Runs a mutation that takes file uploads (Apollo Client's HttpLink sends no multipart). A 401
 * refreshes the session once and retries, like the Apollo link does. Throws UploadMutationError
 * with the server's message on GraphQL errors.
 */
export async function uploadMutation<TData, TVars>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  files: Record<string, File | Blob | null | undefined>,
): Promise<TData> {
  const query = print(document);
  const vars = variables as Record<string, unknown>;
  let res = await post(multipartBody(query, vars, files));
  if (res.status === 401) {
    await refreshSession();
    res = await post(multipartBody(query, vars, files));
  }
  const body = (await res.json().catch(() => null)) as {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message?: string; extensions?: { code?: string; field?: string } }>;
  } | null;
  const first = body?.errors?.[0];
  if (first)
    throw new UploadMutationError(
      first.message ?? 'Request failed',
      first.extensions?.code,
      res.status,
      first.extensions?.field,
    );
  if (!res.ok || !body?.data)
    throw new UploadMutationError(`Request failed (Status: ${res.status})`, undefined, res.status);
  return body.data as TData;
}
