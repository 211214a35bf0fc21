import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test-utils';
import { RawDataView, rawDataJson } from './RawDataView';
import { SaveStatusBadge } from './SaveStatusBadge';

describe('RawDataView', () => {
  it('shows why, the raw data as text and a download', () => {
    renderWithMantine(
      <RawDataView
        title="This file is damaged"
        description="It cannot be opened."
        issues={[{ field: 'roomWidth', message: 'Room width must be a number.' }]}
        data={{ roomWidth: '<b>wide</b>' }}
        downloadName="x.json"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This file is damaged');
    expect(screen.getByText('roomWidth: Room width must be a number.')).toBeInTheDocument();
    expect(screen.getByText(/"roomWidth": "<b>wide<\/b>"/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeInTheDocument();
  });

  it('writes dates as ISO strings', () => {
    expect(rawDataJson({ at: new Date('2026-01-01T00:00:00Z') })).toContain(
      '2026-01-01T00:00:00.000Z',
    );
  });
});

describe('SaveStatusBadge', () => {
  it('says where the calculation stands', () => {
    const { rerender } = renderWithMantine(<SaveStatusBadge dirty={false} saved />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    rerender(<SaveStatusBadge dirty saved />);
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
  });
});
