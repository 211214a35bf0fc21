import { createFileRoute, useSearch } from '@tanstack/react-router';
import { IncompleteLink, UnknownAction } from '../auth/ActionScreens';
import { RecoverEmailAction } from '../auth/RecoverEmailAction';
import { ResetPasswordAction } from '../auth/ResetPasswordAction';
import type { ActionConfirmationSearch } from '../auth/action-confirmation-search';
import { safeRedirectPath } from '../auth/safe-redirect';
import { VerifyEmailAction } from '../auth/VerifyEmailAction';
import { useHandOverEarlyInput } from '../early-input';

const asString = (value: unknown) =>
  typeof value === 'string' && value !== '' && value.length <= 2048 ? value : undefined;

export const Route = createFileRoute('/action-confirmation')({
  // A plain function, not zod: route search validation runs in the entry chunk every page loads.
  validateSearch: (search: Record<string, unknown>): ActionConfirmationSearch => {
    const mode = asString(search['mode']);
    const oobCode = asString(search['oobCode']);
    const continueUrl = asString(search['continueUrl']);
    return {
      ...(mode ? { mode } : {}),
      ...(oobCode ? { oobCode } : {}),
      ...(continueUrl ? { continueUrl } : {}),
    };
  },
  component: ActionConfirmationPage,
});

/** The path of a continue URL on this site, else undefined. */
function continuePathOf(continueUrl: string | undefined): string | undefined {
  if (!continueUrl) return undefined;
  try {
    const url = new URL(continueUrl);
    if (url.origin !== window.location.origin) return undefined;
    return safeRedirectPath(`${url.pathname}${url.search}${url.hash}`);
  } catch {
    return undefined;
  }
}

/**
 * /action-confirmation: where the links in account e-mails land (Firebase's `mode` and `oobCode`):
 * password reset, e-mail verification and e-mail recovery, each ending in a clear outcome.
 */
function ActionConfirmationPage() {
  // useSearch({ from }) rather than Route.useSearch(): a split component that imports its own Route
  // object makes the bundler split the entry into many small chunks (+5 KB gzipped on /heat-load).
  const { mode, oobCode, continueUrl } = useSearch({ from: '/action-confirmation' });
  useHandOverEarlyInput();
  const continuePath = continuePathOf(continueUrl);

  if (!mode || !oobCode) return <IncompleteLink />;
  switch (mode) {
    case 'resetPassword':
      return <ResetPasswordAction key={oobCode} oobCode={oobCode} />;
    case 'verifyEmail':
    case 'verifyAndChangeEmail':
      return (
        <VerifyEmailAction
          key={oobCode}
          oobCode={oobCode}
          changed={mode === 'verifyAndChangeEmail'}
          continuePath={continuePath}
        />
      );
    case 'recoverEmail':
      return <RecoverEmailAction key={oobCode} oobCode={oobCode} />;
    default:
      return <UnknownAction mode={mode} />;
  }
}
