import { Anchor } from '@mantine/core';
import { PageFrame } from '@org/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { RecentlyDeleted } from '../../projects/RecentlyDeleted';

export const Route = createFileRoute('/_authenticated/projects/recently-deleted')({
  component: RecentlyDeletedPage,
});

/** /projects/recently-deleted: deleted projects and files, restorable for 30 days (issue 17). */
function RecentlyDeletedPage() {
  return (
    <PageFrame
      title="Recently deleted"
      description="Deleted projects and files stay here for 30 days. Restore them whole, or delete them for good."
    >
      <Anchor size="sm" renderRoot={(props) => <Link to="/projects" {...props} />}>
        ← All projects
      </Anchor>
      <RecentlyDeleted />
    </PageFrame>
  );
}
