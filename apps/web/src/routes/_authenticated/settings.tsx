import { createFileRoute } from '@tanstack/react-router';

// In progress (settings): replaced by the real screen.
export const Route = createFileRoute('/_authenticated/settings')({
  component: () => null,
});
