import { env } from '../env';
import { authErrorMessage, type AuthErrorContext } from './auth-errors';

/** `authErrorMessage` for this run of the app (local mode names the emulator when it is down). */
export function describeAuthError(error: unknown, context: AuthErrorContext = 'general'): string {
  return authErrorMessage(error, context, { local: env.mode === 'local' });
}
