import { Anchor, Button, Group, Paper, PasswordInput, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, createFileRoute, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import type { User } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { sendVerification, signIn, signUp } from '../auth/auth-operations';
import { AuthForm } from '../auth/AuthForm';
import { AuthNotice } from '../auth/AuthNotice';
import { AuthScreen } from '../auth/AuthScreen';
import { AuthLoading, AuthUnavailable } from '../auth/AuthStatus';
import { describeAuthError } from '../auth/describe-auth-error';
import { EmailInput } from '../auth/EmailInput';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { emailError } from '../auth/password-rules';
import { safeRedirectPath, validateRedirectSearch } from '../auth/safe-redirect';
import { useSessionHint } from '../auth/session-hint';
import { useAuthUser } from '../auth/use-auth-user';
import { useNewPassword } from '../auth/use-new-password';
import { useSignOut } from '../auth/use-sign-out';
import { recordVerificationSent } from '../auth/verification-cooldown';
import { useHandOverEarlyInput } from '../early-input';

export interface LoginSearch {
  /** Where to go after signing in (set by the protected-route guard); only same-origin paths. */
  redirect?: string;
  /** Opens the "Create account" tab when 'create-account'. */
  tab?: 'create-account';
}

export const Route = createFileRoute('/login')({
  // A plain function, not zod: route search validation runs in the entry chunk every page loads.
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    return {
      // Always the key (undefined when refused): see validateRedirectSearch.
      ...validateRedirectSearch(search),
      ...(search['tab'] === 'create-account' ? { tab: 'create-account' as const } : {}),
    };
  },
  component: LoginPage,
});

type TabValue = 'sign-in' | 'create-account';

/** /login: sign in, or create an account, with e-mail and password. */
function LoginPage() {
  // useSearch({ from }) rather than Route.useSearch(): a split component that imports its own Route
  // object makes the bundler split the entry into many small chunks (+5 KB gzipped on /heat-load).
  const search = useSearch({ from: '/login' });
  useHandOverEarlyInput();
  const [tab, setTab] = useState<TabValue>(search.tab ?? 'sign-in');
  // One address for both tabs: switching between Sign in and Create account keeps what was typed.
  const [email, setEmail] = useState('');
  // A browser that never signed in gets the form at once (and in the prerendered HTML), and Firebase
  // loads when the form is sent; one that had a session waits to learn whether it still has.
  const hadSession = useSessionHint();
  const { state } = useAuthUser({ enabled: hadSession });
  // Set while a form is finishing, so the "already signed in" notice does not flash before leaving.
  const [leaving, setLeaving] = useState(false);
  const afterSignIn = useAfterSignIn(search.redirect);

  const title = tab === 'sign-in' ? 'Sign in' : 'Create an account';
  return (
    <AuthScreen
      title={title}
      description="Your projects and saved calculations are kept in your account."
    >
      {state.status === 'loading' && hadSession ? (
        <AuthLoading />
      ) : state.status === 'error' ? (
        <AuthUnavailable error={state.error} />
      ) : state.user && !leaving ? (
        <AlreadySignedIn user={state.user} onContinue={afterSignIn} />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Tabs
            value={tab}
            onChange={(value) => setTab(value === 'create-account' ? 'create-account' : 'sign-in')}
            keepMounted={false}
          >
            <Tabs.List grow mb="md">
              <Tabs.Tab value="sign-in">Sign in</Tabs.Tab>
              <Tabs.Tab value="create-account">Create account</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="sign-in">
              <SignInForm
                email={email}
                onEmailChange={setEmail}
                onSignedIn={(user) => {
                  setLeaving(true);
                  afterSignIn(user);
                }}
                onFailed={() => setLeaving(false)}
                onStart={() => setLeaving(true)}
              />
            </Tabs.Panel>
            <Tabs.Panel value="create-account">
              <SignUpForm
                email={email}
                onEmailChange={setEmail}
                redirect={search.redirect}
                onStart={() => setLeaving(true)}
                onFailed={() => setLeaving(false)}
              />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      )}
    </AuthScreen>
  );
}

/**
 * Where a signed-in user goes: an unverified one to /verify-email (the protected routes would send them
 * there anyway), a verified one back to where they were going, else the dashboard.
 */
function useAfterSignIn(unchecked: string | undefined) {
  const navigate = useNavigate();
  const router = useRouter();
  // Checked again where it is used, whatever the route's search held.
  const redirect = safeRedirectPath(unchecked);
  return (user: User) => {
    if (!user.emailVerified) {
      void navigate({ to: '/verify-email', search: redirect ? { redirect } : {} });
    } else if (redirect) {
      // A path with its own search and hash: the history takes it whole.
      router.history.push(redirect);
    } else {
      void navigate({ to: '/dashboard' });
    }
  };
}

function AlreadySignedIn({ user, onContinue }: { user: User; onContinue: (user: User) => void }) {
  const { signingOut, signOut } = useSignOut();
  return (
    <AuthNotice
      color="blue"
      title="You are already signed in"
      actions={
        <>
          <Button onClick={() => onContinue(user)}>Continue</Button>
          <Button variant="default" loading={signingOut} onClick={signOut}>
            Sign out
          </Button>
        </>
      }
    >
      You are signed in as <strong>{user.email}</strong>.
    </AuthNotice>
  );
}

interface FormCallbacks {
  /** The address typed, shared by both tabs. */
  email: string;
  onEmailChange: (email: string) => void;
  /** Called when the form starts talking to Firebase. */
  onStart: () => void;
  /** Called when that failed (the form shows why). */
  onFailed: () => void;
}

function SignInForm({
  email,
  onEmailChange,
  onSignedIn,
  onStart,
  onFailed,
}: FormCallbacks & { onSignedIn: (user: User) => void }) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { email: emailError(email), password: password ? null : 'Enter your password.' };
    setErrors(next);
    setFailure(null);
    if (next.email || next.password) return;
    setSubmitting(true);
    onStart();
    try {
      const user = await signIn(email, password);
      onSignedIn(user);
    } catch (error) {
      setSubmitting(false);
      onFailed();
      setFailure(describeAuthError(error, 'sign-in'));
    }
  }

  return (
    <AuthForm
      label="Sign in"
      onSubmit={submit}
      failure={failure}
      failureTitle="Could not sign you in"
    >
      <EmailInput value={email} onChange={onEmailChange} error={errors.email} />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={errors.password}
      />
      <Group justify="space-between" gap="sm">
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link
              to="/reset-password"
              search={email.trim() ? { email: email.trim() } : {}}
              {...props}
            />
          )}
        >
          Forgot password?
        </Anchor>
        <Button type="submit" loading={submitting}>
          Sign in
        </Button>
      </Group>
    </AuthForm>
  );
}

function SignUpForm({
  email,
  onEmailChange,
  redirect,
  onStart,
  onFailed,
}: FormCallbacks & { redirect: string | undefined }) {
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
    setEmailProblem(problem);
    const passwordValid = newPassword.check(email);
    setFailure(null);
    if (problem || !passwordValid) return;
    setSubmitting(true);
    onStart();
    try {
      const user = await signUp(email, newPassword.password);
      try {
        await sendVerification(redirect ?? '/dashboard');
        recordVerificationSent(user.uid);
      } catch (error) {
        // The account exists: say what failed and let /verify-email's Resend try again.
        notifications.show({
          color: 'orange',
          title: 'Your account was created, but the verification e-mail was not sent',
          message: `${describeAuthError(error)} Use “Resend e-mail” on the next page.`,
          autoClose: false,
        });
      }
      void navigate({ to: '/verify-email', search: redirect ? { redirect } : {} });
    } catch (error) {
      setSubmitting(false);
      onFailed();
      setFailure(describeAuthError(error, 'sign-up'));
    }
  }

  return (
    <AuthForm
      label="Create account"
      onSubmit={submit}
      failure={failure}
      failureTitle="Could not create your account"
    >
      <EmailInput value={email} onChange={onEmailChange} error={emailProblem} />
      <NewPasswordFields {...newPassword.fields} email={email} />
      <Text size="sm" c="dimmed">
        We will send a link to this address to confirm it is yours.
      </Text>
      <Button type="submit" loading={submitting} fullWidth>
        Create account
      </Button>
    </AuthForm>
  );
}
