/** What the app may use from the admin back-office. */
export { adminRoutes } from './routes';
