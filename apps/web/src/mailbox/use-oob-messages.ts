import { useCallback, useEffect, useRef, useState } from 'react';
import { env } from '../env';
import { fetchOobMessages, type OobMessage } from './oob-messages';

/** How often an open mailbox asks the emulator for new messages. */
export const MAILBOX_POLL_MS = 4000;

export interface OobMessagesState {
  messages: OobMessage[];
  /** True until the first answer (or failure). */
  loading: boolean;
  /** The last failure, cleared by the next success. */
  error: unknown;
  /** When the list was last read. */
  checkedAt: Date | null;
  /** Reads the list now. */
  refresh: () => void;
}

/**
 * The Auth emulator's messages for `email` (all when empty), newest first, re-read every few seconds
 * while the page is visible so a message sent a moment ago appears without a click. Local mode only:
 * in cloud mode it never fetches.
 */
export function useOobMessages(email: string): OobMessagesState {
  const [messages, setMessages] = useState<OobMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  const [tick, setTick] = useState(0);
  const latestRequest = useRef(0);

  useEffect(() => {
    const emulatorUrl = env.authEmulatorUrl;
    if (env.mode !== 'local' || !emulatorUrl) return;
    const request = ++latestRequest.current;
    const controller = new AbortController();
    fetchOobMessages(emulatorUrl, env.firebaseConfig.projectId, {
      email: email.trim() || undefined,
      signal: controller.signal,
    }).then(
      (next) => {
        if (request !== latestRequest.current) return;
        setMessages(next);
        setError(null);
        setLoading(false);
        setCheckedAt(new Date());
      },
      (reason: unknown) => {
        if (controller.signal.aborted || request !== latestRequest.current) return;
        setError(reason);
        setLoading(false);
        setCheckedAt(new Date());
      },
    );
    return () => controller.abort();
  }, [email, tick]);

  useEffect(() => {
    if (env.mode !== 'local') return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setTick((value) => value + 1);
    }, MAILBOX_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const refresh = useCallback(() => setTick((value) => value + 1), []);
  return { messages, loading, error, checkedAt, refresh };
}
