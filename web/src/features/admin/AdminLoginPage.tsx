import { useMutation } from '@apollo/client/react';
import { Link } from '../../lib/link';
import { FormError, settingsIcon } from '../../components/ui';
import { readGraphQLError } from '../../lib/graphql-errors';
import { AdminLoginMutation, AuthCard, LoginForm, toSessionUser, useSignIn } from '../auth/public';
import { AdminMessages } from './messages';

export function AdminLoginPage() {
  const [adminLogin] = useMutation(AdminLoginMutation);
  const startSession = useSignIn();

  async function signIn(email: string, password: string) {
    let result;
    try {
      result = await adminLogin({ variables: { input: { email, password } } });
    } catch (err) {
      throw new FormError(readGraphQLError(err).message || AdminMessages.loginFailed);
    }
    const payload = result.data?.adminLogin;
    if (!payload) throw new FormError(AdminMessages.loginFailed);
    const user = toSessionUser(payload.user);
    if (user.role !== 'admin') throw new FormError(AdminMessages.notAdmin);
    await startSession(user, payload.token, '/dashboard');
  }

  return (
    <AuthCard
      title="Admin Portal"
      subtitle="Sign in with your administrator account."
      icon={settingsIcon}
      footer={
        <p>
          Not an admin? <Link to="/login">Back to user login</Link>
        </p>
      }
    >
      <LoginForm onSubmit={signIn} />
    </AuthCard>
  );
}
