import {
  calculateBuildingLoad,
  defaultBuildingLoadInput,
  type BuildingLoadInputDraft,
} from '@org/hvac-core/building-load';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import type { DraftWindowType, Errors } from './types';
import { WindowTypesPanel } from './WindowTypesPanel';

const W1: DraftWindowType = {
  id: 'wt1',
  name: 'W1',
  width: 6.5,
  height: 5,
  uFactor: 0.49,
  shgc: 0.4,
};

/** The default office (Imperial), its window naming W1 when `used`. */
function building(used: boolean): BuildingLoadInputDraft {
  const draft = defaultBuildingLoadInput('Imperial');
  const room = draft.rooms[0]!;
  const { width: _w, height: _h, uFactor: _u, shgc: _s, iac: _i, ...own } = room.windows[0]!;
  return {
    ...draft,
    windowTypes: [W1],
    rooms: [{ ...room, windows: [used ? { ...own, windowTypeId: 'wt1' } : room.windows[0]!] }],
  };
}

function Harness({ initial, errors = {} }: { initial: BuildingLoadInputDraft; errors?: Errors }) {
  const [draft, setDraft] = useState(initial);
  return (
    <>
      <WindowTypesPanel value={draft} onChange={setDraft} errors={errors} />
      <output data-testid="draft-json">{JSON.stringify(draft)}</output>
    </>
  );
}

const draftState = (): BuildingLoadInputDraft =>
  JSON.parse(screen.getByTestId('draft-json').textContent ?? '{}') as BuildingLoadInputDraft;

describe('WindowTypesPanel', () => {
  it('says there are none, then adds W1 with a new window’s values in the unit system', async () => {
    renderWithMantine(<Harness initial={defaultBuildingLoadInput('Metric')} />);
    expect(screen.getByRole('region', { name: 'Window types' })).toBeInTheDocument();
    expect(screen.getByTestId('window-types-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add window type' }));
    expect(draftState().windowTypes).toEqual([
      { id: 'wt1', name: 'W1', width: 1, height: 1.5, uFactor: 2.8, shgc: 0.4 },
    ]);
    expect(screen.getByLabelText(/^Width/)).toHaveValue('1');
    expect(screen.getByText('m²·K', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('window-type-uses')).toHaveTextContent('No window uses it.');
  });

  it('renames and edits a type, and shows the engine’s message under its field', async () => {
    renderWithMantine(
      <Harness
        initial={building(true)}
        errors={{ 'windowTypes.0.shgc': 'Window type 1 (W1) SHGC must be between 0 and 1.' }}
      />,
    );
    const name = screen.getByLabelText('Type name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Storefront');
    const shgc = screen.getByLabelText(/^SHGC/);
    await userEvent.clear(shgc);
    await userEvent.type(shgc, '0.25');
    expect(draftState().windowTypes?.[0]).toMatchObject({ name: 'Storefront', shgc: 0.25 });
    expect(screen.getByText('Window type 1 (W1) SHGC must be between 0 and 1.')).toBeVisible();
    expect(screen.getByLabelText(/^Interior shade IAC/)).toHaveAttribute(
      'placeholder',
      '1 (no shade)',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Glazing type (angular SHGC)' }));
    await userEvent.click(await screen.findByRole('option', { name: /^5d:/ }));
    expect(draftState().windowTypes?.[0]?.glazingId).toBe('5d');
  });

  it('removes a type no window uses at once', async () => {
    renderWithMantine(<Harness initial={building(false)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove window type W1' }));
    expect(draftState().windowTypes).toEqual([]);
  });

  it('asks before removing a used type, naming how many windows use it; keeping it changes nothing', async () => {
    const initial = building(true);
    renderWithMantine(<Harness initial={initial} />);
    expect(screen.getByTestId('window-type-uses')).toHaveTextContent('Used by 1 window.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove window type W1' }));
    const confirm = screen.getByTestId('window-type-remove-confirm');
    expect(confirm).toHaveTextContent('W1 is used by 1 window');
    expect(draftState()).toEqual(initial);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep W1' }));
    expect(screen.queryByTestId('window-type-remove-confirm')).toBeNull();
    expect(draftState()).toEqual(initial);
  });

  it('removing a used type copies its values onto its windows: the loads do not change', async () => {
    const initial = building(true);
    renderWithMantine(<Harness initial={initial} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove window type W1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy onto 1 window and remove' }));
    const after = draftState();
    expect(after.windowTypes).toEqual([]);
    expect(after.rooms[0]?.windows[0]).toMatchObject({ width: 6.5, height: 5, uFactor: 0.49 });
    expect(after.rooms[0]?.windows[0]).not.toHaveProperty('windowTypeId');
    expect(calculateBuildingLoad(after)).toEqual(calculateBuildingLoad(initial));
  });
});
