import { createFileRoute } from '@tanstack/react-router';

// In progress (projects): replaced by the real screen.
export const Route = createFileRoute('/_authenticated/dashboard')({
  component: () => null,
});
