import { createFileRoute } from '@tanstack/react-router';
import { ReferenceLayout } from '../../reference/ReferenceLayout';

export const Route = createFileRoute('/_authenticated/reference')({
  component: ReferenceLayout,
});
