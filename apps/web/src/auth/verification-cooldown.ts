/**
 * The wait between verification e-mails: Firebase refuses rapid repeats ('auth/too-many-requests'),
 * and a user who clicks "Resend" twice gets two links, only the newest of which works. The time of
 * the last send is kept per user in sessionStorage so a reload does not reset the countdown.
 */

export const VERIFICATION_COOLDOWN_SECONDS = 60;

const storageKey = (uid: string) => `hvac:verificationSentAt:${uid}`;

/** Remembers that a verification e-mail was just sent to `uid`. */
export function recordVerificationSent(uid: string, now: number = Date.now()): void {
  try {
    window.sessionStorage.setItem(storageKey(uid), String(now));
  } catch {
    // No storage: the countdown still runs for this page's lifetime (the screen keeps its own copy).
  }
}

/** When the last verification e-mail to `uid` was sent (ms since the epoch), or null. */
export function lastVerificationSentAt(uid: string): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(storageKey(uid)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Whole seconds left before another e-mail may be sent; 0 when it may be sent now. */
export function cooldownSecondsLeft(sentAt: number | null, now: number = Date.now()): number {
  if (sentAt === null) return 0;
  const left = VERIFICATION_COOLDOWN_SECONDS - (now - sentAt) / 1000;
  return left > 0 ? Math.min(VERIFICATION_COOLDOWN_SECONDS, Math.ceil(left)) : 0;
}
