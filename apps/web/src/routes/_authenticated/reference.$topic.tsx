import { createFileRoute } from '@tanstack/react-router';
import { ReferenceTopic } from '../../reference/ReferenceTopic';

export const Route = createFileRoute('/_authenticated/reference/$topic')({
  component: ReferenceTopicPage,
});

/** /reference/{topic}: a table, the formula sheet or the unit converter; rows by #row-{id}. */
function ReferenceTopicPage() {
  const { topic } = Route.useParams();
  return <ReferenceTopic topic={topic} />;
}
