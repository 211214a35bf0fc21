import { createFileRoute } from '@tanstack/react-router';
import { ReferenceOverview } from '../../reference/ReferenceOverview';

export const Route = createFileRoute('/_authenticated/reference/')({
  component: ReferenceOverview,
});
