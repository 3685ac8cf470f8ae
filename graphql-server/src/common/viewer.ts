import { forbidden, unauthenticated } from './errors.js';

/** Who is making a request, as established from a verified token and a live session. */
export interface Viewer {
  userId: string;
  sessionId: string;
  role: 'customer' | 'admin';
}

export function requireViewer(viewer: Viewer | null, message?: string): Viewer {
  if (!viewer) throw unauthenticated(message);
  return viewer;
}

export function requireAdmin(
  viewer: Viewer | null,
  message = 'Access denied. Admin login required.',
): Viewer {
  const v = requireViewer(viewer, message);
  if (v.role !== 'admin') throw forbidden(message);
  return v;
}
