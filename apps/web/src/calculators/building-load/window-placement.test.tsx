import {
  BuildingLoadInputSchema,
  defaultBuildingLoadInput,
  type BuildingLoadInputDraft,
} from '@org/hvac-core/building-load';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { reportOfDraft } from '../../test/report-reading';
import { buildingLoadDefinition } from './definition';
import { RoomDetail } from './RoomDetail';
import type { DraftRoom, DraftWindow } from './types';
import { NONE } from './types';
import { placementOptions, placementValue, placeWindow, removeSurface } from './window-placement';

/** The default office (Imperial): surface 1 a 130 ft² west wall, surface 2 a roof, one 6.5 × 5 ft west window. */
function office(): DraftRoom {
  const room = defaultBuildingLoadInput('Imperial').rooms[0];
  if (room === undefined) throw new Error('no room');
  return room;
}

/** The office with its window on its west wall, the wall entered gross (130 + 32.5 ft²). */
function placedOffice(): DraftRoom {
  const room = office();
  return {
    ...room,
    surfaces: room.surfaces.map((s) => (s.id === 's1' ? { ...s, area: 162.5 } : s)),
    windows: room.windows.map((w) => ({ ...w, surfaceId: 's1' })),
  };
}

const firstWindow = (room: DraftRoom): DraftWindow => {
  const window = room.windows[0];
  if (window === undefined) throw new Error('no window');
  return window;
};

describe('window placement helpers', () => {
  it('offers “Not placed” and each surface by number and orientation, a roof as a skylight', () => {
    expect(placementOptions(office().surfaces)).toEqual([
      { value: NONE, label: 'Not placed' },
      { value: 's1', label: 'Surface 1 (West)' },
      { value: 's2', label: 'Surface 2 (Roof): skylight' },
    ]);
    expect(placementValue(firstWindow(office()))).toBe(NONE);
    expect(placementValue(firstWindow(placedOffice()))).toBe('s1');
  });

  it('places a window with its surface’s orientation, and frees it facing as it did', () => {
    const room = office();
    const window = { ...firstWindow(room), orientation: 'N' as const };
    expect(placeWindow(window, 's1', room.surfaces)).toMatchObject({
      surfaceId: 's1',
      orientation: 'W',
    });
    expect(placeWindow(window, 's2', room.surfaces).orientation).toBe('horizontal');
    const freed = placeWindow({ ...window, surfaceId: 's1' }, NONE, room.surfaces);
    expect(freed.orientation).toBe('W');
    expect('surfaceId' in freed).toBe(false);
  });

  it('removing a wall keeps its windows, free-standing, with their area and orientation', () => {
    const room = placedOffice();
    const next = removeSurface(room, 0);
    expect(next.surfaces?.map((s) => s.id)).toEqual(['s2']);
    expect(next.windows).toEqual([{ ...firstWindow(office()), orientation: 'W' }]);
  });
});

function Harness({ initial }: { initial: DraftRoom }) {
  const [room, setRoom] = useState(initial);
  const draft = defaultBuildingLoadInput('Imperial');
  return (
    <>
      <RoomDetail
        room={room}
        index={0}
        constructions={draft.constructions}
        windowTypes={[]}
        unitSystem="Imperial"
        errors={{}}
        onChange={setRoom}
      />
      <output data-testid="room-json">{JSON.stringify(room)}</output>
    </>
  );
}

const roomState = (): DraftRoom =>
  JSON.parse(screen.getByTestId('room-json').textContent ?? '{}') as DraftRoom;

describe('room detail: windows on their wall', () => {
  it('keeps today’s net area and free orientation for an unplaced window', () => {
    const { container } = renderWithMantine(<Harness initial={office()} />);
    expect(screen.getByLabelText(/^Surface 1 net area/)).toBeInTheDocument();
    const orientation = container.querySelector('#bl-rooms-0-windows-0-orientation');
    expect(orientation).not.toBeNull();
    expect(orientation).not.toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Window 1 on wall or roof' })).toHaveValue(
      'Not placed',
    );
  });

  it('placing a window labels its wall gross, shows the net and disables the window’s orientation', async () => {
    const { container } = renderWithMantine(<Harness initial={office()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Window 1 on wall or roof' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Surface 1 (West)' }));
    expect(roomState().windows[0]).toMatchObject({ surfaceId: 's1', orientation: 'W' });
    const gross = screen.getByLabelText(/^Surface 1 gross area/);
    expect(gross).toHaveValue('130');
    const wall = screen.getAllByTestId('building-surface')[0] as HTMLElement;
    expect(within(wall).getByText('Net 97.5 ft² after its windows')).toBeInTheDocument();
    expect(container.querySelector('#bl-rooms-0-windows-0-orientation')).toBeDisabled();
  });

  it('shows no net area beside the error while the wall’s windows exceed it', () => {
    const room = placedOffice();
    const crowded = { ...room, windows: room.windows.map((w) => ({ ...w, count: 6 })) };
    renderWithMantine(<Harness initial={crowded} />);
    const wall = screen.getAllByTestId('building-surface')[0] as HTMLElement;
    expect(within(wall).queryByText(/after its windows/)).toBeNull();
    expect(screen.getByLabelText(/^Surface 1 gross area/)).toBeInTheDocument();
  });

  it('removing a wall that carries a window keeps the window, unplaced, facing west', async () => {
    renderWithMantine(<Harness initial={placedOffice()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove surface 1' }));
    const room = roomState();
    expect(room.surfaces.map((s) => s.id)).toEqual(['s2']);
    expect(room.windows).toHaveLength(1);
    expect(room.windows[0]).not.toHaveProperty('surfaceId');
    expect(room.windows[0]?.orientation).toBe('W');
  });
});

describe('report: windows on their wall', () => {
  const draft = (room: DraftRoom): BuildingLoadInputDraft => ({
    ...defaultBuildingLoadInput('Imperial'),
    rooms: [room],
  });
  const table = (room: DraftRoom) => {
    const report = reportOfDraft(buildingLoadDefinition, draft(room));
    const found = report.tables?.find((t) => t.title === 'Walls, roofs and windows');
    if (!found) throw new Error('no table');
    return found;
  };

  it('prints which wall each window is on, the wall’s gross area and its net', () => {
    expect(BuildingLoadInputSchema.safeParse(draft(placedOffice())).success).toBe(true);
    const t = table(placedOffice());
    expect(t.columns.map((c) => c.header)).toEqual([
      'Room',
      'Element',
      'Orientation',
      'On',
      'Area, gross where windows sit (ft²)',
      'Net opaque area (ft²)',
      'Construction or glazing',
    ]);
    expect(t.rows[0]?.slice(0, 6)).toEqual([
      'Office 101',
      'Surface 1, gross',
      'W',
      '—',
      '162.5',
      '130',
    ]);
    expect(t.rows[2]?.slice(0, 6)).toEqual([
      'Office 101',
      'Window 1',
      'W',
      'Surface 1 (West)',
      '32.5',
      '—',
    ]);
  });

  it('prints an unplaced window as not placed and its wall’s net area as entered', () => {
    const t = table(office());
    expect(t.rows[0]?.slice(0, 6)).toEqual(['Office 101', 'Surface 1', 'W', '—', '130', '130']);
    expect(t.rows[2]?.[3]).toBe('not placed');
  });
});

describe('room detail: the RTS glass column suggested from the walls and windows', () => {
  // ASHRAE Handbook—Fundamentals (2021), ch. 18, tables 19–20: RTS for 10, 50 and 90 % glass.
  it('says the office’s glass is 20 % of its exterior wall and offers the 10 % column', async () => {
    renderWithMantine(<Harness initial={office()} />);
    const glass = screen.getByRole('combobox', { name: 'Glass, % of exterior wall (RTS)' });
    expect(glass).toHaveAccessibleDescription(
      'This room’s glass is 20 % of its exterior wall: the 10 % column',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use 10 % glass for Office 101' }));
    expect(roomState().glassPercent).toBe(10);
    expect(screen.queryByRole('button', { name: /^Use \d+ % glass/ })).toBeNull();
  });

  it('suggests the 50 % column once the wall is mostly glass', () => {
    const room = office();
    renderWithMantine(
      <Harness
        initial={{
          ...room,
          glassPercent: 10,
          windows: room.windows.map((w) => ({ ...w, count: 8 })),
        }}
      />,
    );
    // 8 × 32.5 = 260 ft² of glass in 130 + 260 ft² of wall: 67 %.
    expect(
      screen.getByRole('combobox', { name: 'Glass, % of exterior wall (RTS)' }),
    ).toHaveAccessibleDescription(
      'This room’s glass is 67 % of its exterior wall: the 50 % column',
    );
    expect(
      screen.getByRole('button', { name: 'Use 50 % glass for Office 101' }),
    ).toBeInTheDocument();
  });
});
