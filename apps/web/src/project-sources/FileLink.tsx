import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface FileLinkProps {
  /** The project the file is saved in; required. */
  projectId: string;
  /** The route segment of the file's calculator; required. */
  route: string;
  /** The saved file's id; required. */
  fileId: string;
  /** Mantine's text size; required. */
  size: 'xs' | 'sm';
  children: ReactNode;
}

/** An underlined link to a saved calculation's page in its project. */
export function FileLink({ projectId, route, fileId, size, children }: FileLinkProps) {
  return (
    <Anchor
      size={size}
      underline="always"
      renderRoot={(props) => (
        <Link
          to="/projects/$projectId/$fileType/$fileId"
          params={{ projectId, fileType: route, fileId }}
          {...props}
        />
      )}
    >
      {children}
    </Anchor>
  );
}
