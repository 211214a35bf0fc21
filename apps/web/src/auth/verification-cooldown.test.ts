import { afterEach, describe, expect, it } from 'vitest';
import {
  cooldownSecondsLeft,
  lastVerificationSentAt,
  recordVerificationSent,
} from './verification-cooldown';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('cooldownSecondsLeft', () => {
  it.each([
    [null, 0],
    [0, 60],
    [1, 60],
    [30_000, 30],
    [59_001, 1],
    [60_000, 0],
    [3_600_000, 0],
    [-5_000, 60],
  ])('%j ms after the send leaves %i s', (elapsed, left) => {
    const now = 1_800_000_000_000;
    expect(cooldownSecondsLeft(elapsed === null ? null : now - elapsed, now)).toBe(left);
  });
});

describe('recordVerificationSent', () => {
  it('keeps the time per user across page loads (sessionStorage)', () => {
    recordVerificationSent('uid-a', 1234);
    expect(lastVerificationSentAt('uid-a')).toBe(1234);
    expect(lastVerificationSentAt('uid-b')).toBeNull();
  });
});
