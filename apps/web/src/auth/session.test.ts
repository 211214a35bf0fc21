import { describe, expect, it, vi } from 'vitest';
import { loadUser, restoredSession, startingAuthState } from './session';

const currentUser = { uid: 'engineer-1' };
vi.mock('./firebase-loader', () => ({
  loadFirebase: async () => ({ auth: { authStateReady: async () => {}, currentUser } }),
}));

describe('the session a guard waits for', () => {
  it('is unknown until a guard has waited for it, then known to the AuthProvider', async () => {
    expect(restoredSession()).toBeUndefined();
    await expect(loadUser()).resolves.toBe(currentUser);
    expect(restoredSession()).toEqual({ user: currentUser });
  });

  it("is what the router's guards wait for before the first render", async () => {
    expect(startingAuthState.ready).toBe(false);
    await expect(startingAuthState.loadUser()).resolves.toBe(currentUser);
  });
});
