import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { SourcesGate } from './SourcesStatus';
import type { ProjectSources } from './use-project-sources';

function renderGate(sources: ProjectSources<unknown>) {
  return renderWithMantine(
    <SourcesGate
      sources={sources}
      noProject="Save this file in a project first."
      reading="the project’s building-load files"
      empty="The project has no building-load file yet."
    >
      <button type="button">Take loads</button>
    </SourcesGate>,
  );
}

describe('SourcesGate', () => {
  it('asks for a project when there is none', () => {
    renderGate({ status: 'noProject' });
    expect(screen.getByText('Save this file in a project first.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take loads' })).not.toBeInTheDocument();
  });

  it('says what it reads while the files are read', () => {
    renderGate({ status: 'loading' });
    expect(screen.getByText('Reading the project’s building-load files…')).toBeInTheDocument();
  });

  it('announces a failed read and reads again on Try again', async () => {
    const retry = vi.fn();
    renderGate({ status: 'error', retry });
    expect(screen.getByRole('alert')).toHaveTextContent('The project’s files could not be read.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says the project has none of the files, else shows the panel', () => {
    const { unmount } = renderGate({ status: 'ready', files: [] });
    expect(screen.getByText('The project has no building-load file yet.')).toBeInTheDocument();
    unmount();
    renderGate({ status: 'ready', files: [{ fileId: 'a' }] });
    expect(screen.getByRole('button', { name: 'Take loads' })).toBeInTheDocument();
  });
});
