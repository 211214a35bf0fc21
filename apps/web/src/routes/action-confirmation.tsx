import { createFileRoute } from '@tanstack/react-router';

// In progress (auth): replaced by the real screen.
export const Route = createFileRoute('/action-confirmation')({
  component: () => null,
});
