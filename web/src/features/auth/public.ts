/** What the app and other features may use from the auth feature (its insides stay private). */
export { authRoutes } from './routes';
export { AuthCard } from './AuthCard';
export { LoginForm } from './LoginForm';
export { RegistrationFields } from './RegistrationFields';
export { AccountUpdatedSubscription, AdminLoginMutation, MeQuery, RegisterAdminMutation } from './operations';
export { toSessionUser } from './session-user';
export { useLogout } from './use-logout';
export { useSignIn } from './use-sign-in';
export { avatarLetter, emptyRegistration, registrationSchema, welcomeMessage } from './validation';
