import { refreshSession } from './apollo';
import { sessionStore } from './session';

/**
 * Downloads a file the API serves only to its owner (an invoice PDF): fetched with the session's
 * bearer token (a 401 refreshes the session once), then saved under `filename`.
 */
export async function downloadAuthorized(path: string, filename: string): Promise<void> {
  const get = () => {
    const token = sessionStore.token();
    return fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  };
  let res = await get();
  if (res.status === 401) {
    await refreshSession();
    res = await get();
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'The download failed. Please try again.');
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
