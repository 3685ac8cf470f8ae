import type { Viewer } from './context.js';
import { forbidden, unauthenticated } from './errors.js';

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
