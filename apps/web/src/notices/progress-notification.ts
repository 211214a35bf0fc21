import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** How a progress notification ends: its colour, its words and when it closes (ms, or never). */
export interface ProgressOutcome {
  color: 'green' | 'red';
  message: ReactNode;
  autoClose: number | false;
}

/**
 * Shows a task in progress as a notification with a loader that stays until the task ends.
 * @returns `settle`, which turns the same notification into the outcome, with a close button.
 */
export function showProgress(id: string, message: string): (outcome: ProgressOutcome) => void {
  notifications.show({ id, loading: true, message, autoClose: false, withCloseButton: false });
  return (outcome) =>
    notifications.update({ id, loading: false, ...outcome, withCloseButton: true });
}

/** Changes the words of a task still in progress (its loader stays). */
export function sayProgress(id: string, message: string): void {
  notifications.update({ id, loading: true, message, autoClose: false, withCloseButton: false });
}
