import { createFileRoute } from '@tanstack/react-router';

// In progress (reference): replaced by the real screen.
export const Route = createFileRoute('/_authenticated/reference')({
  component: () => null,
});
