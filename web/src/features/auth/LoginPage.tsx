import { useMutation } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../lib/link';
import { FormError, lockIcon } from '../../components/ui';
import { readGraphQLError } from '../../lib/graphql-errors';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { LoginMutation } from './operations';
import { toSessionUser } from './session-user';
import { useSignIn } from './use-sign-in';
import { loginErrorMessage } from './validation';
import formStyles from './auth-form.module.css';

/** Where to return after login: `state.from` as a path string or a location object. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/')) return from;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const loc = from as { pathname?: unknown; search?: unknown };
    if (typeof loc.pathname === 'string' && loc.pathname.startsWith('/'))
      return loc.pathname + (typeof loc.search === 'string' ? loc.search : '');
  }
  return '/';
}

export function LoginPage() {
  const [login] = useMutation(LoginMutation);
  const location = useLocation();
  const startSession = useSignIn();

  async function signIn(email: string, password: string) {
    let result;
    try {
      result = await login({ variables: { input: { email, password } } });
    } catch (err) {
      throw new FormError(loginErrorMessage(readGraphQLError(err).message));
    }
    const payload = result.data?.login;
    if (!payload) throw new FormError(loginErrorMessage(null));
    const user = toSessionUser(payload.user);
    await startSession(
      user,
      payload.token,
      user.role === 'admin' ? '/dashboard' : returnPath(location.state),
    );
  }

  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back. Sign in to shop, track orders and use your wallet."
      icon={lockIcon}
      footer={
        <>
          <p>
            Don&apos;t have an account? <Link to="/register">Register</Link>
          </p>
          <p>
            Are you an admin? <Link to="/admin/login">Admin login</Link>
          </p>
        </>
      }
    >
      <LoginForm
        onSubmit={signIn}
        extra={
          <div className={formStyles.row}>
            <Link to="/forgot-password">Forgot Password?</Link>
          </div>
        }
      />
    </AuthCard>
  );
}
