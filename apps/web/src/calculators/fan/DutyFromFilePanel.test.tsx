import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { DutyFromFilePanel, type DutySourceFile, type TakenDuty } from './DutyFromFilePanel';

/** A "file" whose duty is its data's airflow; a negative one cannot be computed. */
function compute(file: DutySourceFile): Readonly<Record<string, number>> {
  const airflow = (file.data as { airflow: number }).airflow;
  if (airflow < 0) throw new RangeError('the airflow is negative');
  return { airflow };
}

function Harness({ onTake }: { onTake: (values: Readonly<Record<string, number>>) => void }) {
  const [files, setFiles] = useState<DutySourceFile[]>([
    { fileId: 'a', name: 'Main air', data: { airflow: 2000 } },
  ]);
  const [taken, setTaken] = useState<TakenDuty | null>(null);
  return (
    <>
      <DutyFromFilePanel
        idPrefix="t"
        title="Take the duty"
        description="Test"
        fileKind="duct-system file"
        sources={{ status: 'ready', files }}
        compute={compute}
        taken={taken}
        onTake={(file, values) => {
          onTake(values);
          setTaken({ fileId: file.fileId, fileName: file.name, values, unitSystem: 'Imperial' });
        }}
        onUnlink={() => setTaken(null)}
      />
      <button type="button" onClick={() => setFiles([{ ...files[0]!, data: { airflow: 2400 } }])}>
        edit the file
      </button>
      <button type="button" onClick={() => setFiles([{ ...files[0]!, data: { airflow: -1 } }])}>
        break the file
      </button>
      <button type="button" onClick={() => setFiles([])}>
        delete the file
      </button>
    </>
  );
}

describe('DutyFromFilePanel', () => {
  it('says when the file it took the duty from has changed, and takes it again', async () => {
    const onTake = vi.fn();
    renderWithMantine(<Harness onTake={onTake} />);
    await userEvent.click(screen.getByRole('button', { name: 'Take the duty' }));
    expect(onTake).toHaveBeenLastCalledWith({ airflow: 2000 });
    expect(screen.queryByTestId('t-duty-drift')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'edit the file' }));
    expect(screen.getByTestId('t-duty-drift')).toHaveTextContent(
      '“Main air” has changed since its duty was taken.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Take it again' }));
    expect(onTake).toHaveBeenLastCalledWith({ airflow: 2400 });
    expect(screen.queryByTestId('t-duty-drift')).toBeNull();
  });

  it('says when the file cannot be computed now, or is gone', async () => {
    renderWithMantine(<Harness onTake={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Take the duty' }));
    await userEvent.click(screen.getByRole('button', { name: 'break the file' }));
    expect(screen.getByTestId('t-duty-drift')).toHaveTextContent(/cannot be computed now/);
    await userEvent.click(screen.getByRole('button', { name: 'delete the file' }));
    expect(screen.getByTestId('t-duty-drift')).toHaveTextContent(
      'The duct-system file “Main air”, which the duty was taken from, is no longer in the project.',
    );
    expect(screen.queryByRole('button', { name: 'Take it again' })).toBeNull();
  });

  it('names the linked file and drops the link with a keyboard-reachable "Unlink"', async () => {
    renderWithMantine(<Harness onTake={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Unlink' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Take the duty' }));
    const unlink = screen.getByRole('button', { name: 'Unlink' });
    expect(unlink).toHaveAccessibleDescription(
      'The duty is linked to the duct-system file “Main air”.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'edit the file' }));
    expect(screen.getByTestId('t-duty-drift')).toBeInTheDocument();
    unlink.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Unlink' })).toBeNull();
    expect(screen.queryByTestId('t-duty-drift')).toBeNull();
  });

  it('shows a stored link from the start, even when its file is gone', () => {
    renderWithMantine(
      <DutyFromFilePanel
        idPrefix="t"
        title="Take the duty"
        description="Test"
        fileKind="duct-system file"
        sources={{ status: 'ready', files: [] }}
        compute={compute}
        taken={{ fileId: 'x', fileName: 'Old air', values: { airflow: 1 }, unitSystem: 'Metric' }}
        onTake={() => {}}
        onUnlink={() => {}}
      />,
    );
    expect(screen.getByTestId('t-duty-drift')).toHaveTextContent(
      'The duct-system file “Old air”, which the duty was taken from, is no longer in the project.',
    );
    expect(screen.getByRole('button', { name: 'Unlink' })).toBeInTheDocument();
  });
});
