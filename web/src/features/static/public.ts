/** What the app may use from the static pages. */
export { staticRoutes } from './routes';
