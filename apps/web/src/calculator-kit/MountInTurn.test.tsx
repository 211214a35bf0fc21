import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { MountInTurn } from './MountInTurn';

/** A panel that notes, as it mounts, how many panels the document holds with it. */
function Panel({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    log.push(`${name} ${document.querySelectorAll('section').length}`);
  }, [name, log]);
  return <section aria-label={name} />;
}

const regions = () => screen.queryAllByRole('region').map((region) => region.ariaLabel);

describe('MountInTurn', () => {
  it('mounts the first child with the page, then each next one in a commit of its own', async () => {
    const log: string[] = [];
    render(
      <MountInTurn>
        <Panel name="Site" log={log} />
        {null}
        <Panel name="Rooms" log={log} />
        <Panel name="Results" log={log} />
      </MountInTurn>,
    );
    await act(async () => undefined);
    expect(regions()).toEqual(['Site', 'Rooms', 'Results']);
    expect(log).toEqual(['Site 1', 'Rooms 2', 'Results 3']);
  });

  it('mounts children added once all are in at once, keeping those mounted', async () => {
    const log: string[] = [];
    const panels = (more: boolean) => (
      <MountInTurn>
        <Panel name="Site" log={log} />
        <Panel name="Rooms" log={log} />
        {more ? <Panel name="Zones" log={log} /> : null}
        {more ? <Panel name="Results" log={log} /> : null}
      </MountInTurn>
    );
    const { rerender } = render(panels(false));
    await act(async () => undefined);
    rerender(panels(true));
    await act(async () => undefined);
    expect(regions()).toEqual(['Site', 'Rooms', 'Zones', 'Results']);
    expect(log).toEqual(['Site 1', 'Rooms 2', 'Zones 4', 'Results 4']);
  });
});
