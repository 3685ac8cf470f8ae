/** What the app and other features may use from the auth feature (its insides stay private). */
export { authRoutes } from './routes';
export { AuthCard } from './AuthCard';
export { LoginForm } from './LoginForm';
export { AccountUpdatedSubscription, MeQuery } from './operations';
export { toSessionUser } from './session-user';
export { useLogout } from './use-logout';
export { useSignIn } from './use-sign-in';
export { avatarLetter, welcomeMessage } from './validation';
