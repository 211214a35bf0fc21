/**
 * The local mailbox's data: the out-of-band messages (verification, password reset, e-mail recovery)
 * the Firebase Auth emulator would have e-mailed. The emulator sends no mail; it lists them at
 * `GET {emulator}/emulator/v1/projects/{projectId}/oobCodes`, oldest first, and forgets a code once it
 * has been used. Local mode only: production sends real e-mail.
 */

import type { ActionConfirmationSearch } from '../auth/action-confirmation-search';

/** The action an out-of-band message asks for, as the `mode` of its link. */
export type ActionMode =
  'verifyEmail' | 'resetPassword' | 'recoverEmail' | 'verifyAndChangeEmail' | 'signIn';

/** One message the emulator would have sent. */
export interface OobMessage {
  /** The address it was sent to. */
  email: string;
  /** The new address, for a verify-and-change-e-mail message. */
  newEmail?: string;
  /** The emulator's request type, e.g. 'VERIFY_EMAIL', 'PASSWORD_RESET', 'RECOVER_EMAIL'. */
  requestType: string;
  oobCode: string;
  /** The link as the emulator would have mailed it (it points at the emulator's own action page). */
  oobLink: string;
}

const MODE_BY_REQUEST_TYPE: Readonly<Record<string, ActionMode>> = {
  VERIFY_EMAIL: 'verifyEmail',
  PASSWORD_RESET: 'resetPassword',
  RECOVER_EMAIL: 'recoverEmail',
  VERIFY_AND_CHANGE_EMAIL: 'verifyAndChangeEmail',
  EMAIL_SIGNIN: 'signIn',
};

/** What a message is about, as the mailbox lists it. */
const SUBJECT_BY_MODE: Readonly<Record<ActionMode, string>> = {
  verifyEmail: 'Verify your e-mail address',
  resetPassword: 'Reset your password',
  recoverEmail: 'Your e-mail address was changed',
  verifyAndChangeEmail: 'Confirm your new e-mail address',
  signIn: 'Sign-in link',
};

/** The URL that lists the emulator's messages for a project. */
export function oobCodesUrl(emulatorUrl: string, projectId: string): string {
  return `${emulatorUrl.replace(/\/+$/, '')}/emulator/v1/projects/${encodeURIComponent(projectId)}/oobCodes`;
}

function isOobMessage(value: unknown): value is OobMessage {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['email'] === 'string' &&
    typeof record['requestType'] === 'string' &&
    typeof record['oobCode'] === 'string' &&
    typeof record['oobLink'] === 'string'
  );
}

/**
 * The messages in the emulator's answer, newest first (the emulator lists them oldest first), only
 * those sent to `email` when one is given (compared without case, as Firebase does).
 *
 * @throws {TypeError} If the answer is not the emulator's `{ oobCodes: [...] }` shape.
 */
export function parseOobMessages(body: unknown, email?: string): OobMessage[] {
  if (typeof body !== 'object' || body === null) {
    throw new TypeError('The Auth emulator answered with something other than a list of messages.');
  }
  const list = (body as { oobCodes?: unknown }).oobCodes ?? [];
  if (!Array.isArray(list)) {
    throw new TypeError('The Auth emulator answered with something other than a list of messages.');
  }
  const wanted = email?.trim().toLowerCase();
  return list
    .filter(isOobMessage)
    .filter(
      (message) =>
        !wanted ||
        message.email.toLowerCase() === wanted ||
        message.newEmail?.toLowerCase() === wanted,
    )
    .reverse();
}

/** Fetches the emulator's messages, newest first, optionally only those for `email`. */
export async function fetchOobMessages(
  emulatorUrl: string,
  projectId: string,
  options: { email?: string; signal?: AbortSignal } = {},
): Promise<OobMessage[]> {
  const response = await fetch(oobCodesUrl(emulatorUrl, projectId), { signal: options.signal });
  if (!response.ok) {
    throw new Error(`The Auth emulator answered ${response.status} ${response.statusText}.`);
  }
  return parseOobMessages(await response.json(), options.email);
}

/** The action a message asks for: its link's `mode`, else the one its request type implies. */
export function messageMode(
  message: Pick<OobMessage, 'oobLink' | 'requestType'>,
): ActionMode | null {
  let mode: string | null = null;
  try {
    mode = new URL(message.oobLink).searchParams.get('mode');
  } catch {
    // A link that does not parse: fall back on the request type.
  }
  if (mode && Object.values(MODE_BY_REQUEST_TYPE).includes(mode as ActionMode)) {
    return mode as ActionMode;
  }
  return MODE_BY_REQUEST_TYPE[message.requestType] ?? null;
}

/** The subject line the mailbox shows for a message. */
export function messageSubject(message: Pick<OobMessage, 'oobLink' | 'requestType'>): string {
  const mode = messageMode(message);
  return mode ? SUBJECT_BY_MODE[mode] : `Account message (${message.requestType})`;
}

/**
 * The search params of the app's /action-confirmation page for one message: the page's own
 * (`ActionConfirmationSearch`), with the code a message always carries.
 */
export type MessageActionSearch = ActionConfirmationSearch & { oobCode: string };

/**
 * The app's own /action-confirmation search params for a message: the emulator's link points at the
 * emulator's action page, which would finish the flow outside the app. The code, the mode and any
 * same-origin continue URL carry over; the emulator's fake apiKey and lang do not.
 */
export function toActionConfirmationSearch(
  message: Pick<OobMessage, 'oobLink' | 'oobCode' | 'requestType'>,
  appOrigin: string = globalThis.location?.origin ?? '',
): MessageActionSearch {
  const search: MessageActionSearch = { oobCode: message.oobCode };
  const mode = messageMode(message);
  if (mode) search.mode = mode;
  try {
    const continueUrl = new URL(message.oobLink).searchParams.get('continueUrl');
    if (continueUrl && appOrigin && new URL(continueUrl).origin === appOrigin) {
      search.continueUrl = continueUrl;
    }
  } catch {
    // No usable continue URL: the confirmation page offers its own next step.
  }
  return search;
}

/** The same as a path, '/action-confirmation?mode=…&oobCode=…'. */
export function toActionConfirmationPath(
  message: Pick<OobMessage, 'oobLink' | 'oobCode' | 'requestType'>,
  appOrigin: string = globalThis.location?.origin ?? '',
): string {
  const { mode, oobCode, continueUrl } = toActionConfirmationSearch(message, appOrigin);
  const params = new URLSearchParams();
  if (mode) params.set('mode', mode);
  params.set('oobCode', oobCode);
  if (continueUrl) params.set('continueUrl', continueUrl);
  return `/action-confirmation?${params.toString()}`;
}
