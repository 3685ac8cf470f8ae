import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../lib/lazy-screen';
import { routeMeta } from '../../lib/page-meta';

const linkPages = () => import('./NewsletterLinkPages');

/** The privacy feature's pages: the notice (/privacy, the spec's route) and the newsletter's link pages. */
export const privacyRoutes: RouteObject[] = [
  {
    path: 'privacy',
    handle: routeMeta(
      'Privacy policy',
      'What we collect, why, how long we keep it, your rights, and how to reach our grievance officer.',
    ),
    element: lazyScreen(() => import('./PrivacyNoticePage'), 'PrivacyNoticePage'),
  },
  {
    path: 'newsletter/confirm',
    handle: routeMeta('Confirm your subscription'),
    element: lazyScreen(linkPages, 'NewsletterConfirmPage'),
  },
  {
    path: 'unsubscribe',
    handle: routeMeta('Unsubscribe'),
    element: lazyScreen(linkPages, 'UnsubscribePage'),
  },
];
