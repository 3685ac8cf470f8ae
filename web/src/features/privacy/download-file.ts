import { refreshSession } from '../../lib/apollo';
import { sessionStore } from '../../lib/session';
import { PrivacyMessages } from './messages';

/** Fetches a download with the viewer's token (refreshed once if expired) and saves it as a file. */
export async function saveDownload(path: string): Promise<void> {
  const get = (token: string | null) =>
    fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  let res = await get(sessionStore.token());
  if (res.status === 401) res = await get(await refreshSession());
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || PrivacyMessages.downloadFailed);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
