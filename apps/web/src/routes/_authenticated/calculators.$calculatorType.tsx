import { createFileRoute } from '@tanstack/react-router';

// In progress (workspace): replaced by the real screen.
export const Route = createFileRoute('/_authenticated/calculators/$calculatorType')({
  component: () => null,
});
