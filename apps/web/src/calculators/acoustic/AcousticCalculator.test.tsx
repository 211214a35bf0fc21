import {
  DuctNoisePathInputSchema,
  calculateDuctNoisePath,
  defaultDuctNoisePathInput,
  type DuctNoisePathInputDraft,
} from '@org/hvac-core/acoustics';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { toFileData } from '../../workspace/stored-file';
import { AcousticCalculator } from './AcousticCalculator';
import { acousticModule } from './module';

function Harness({
  initial = defaultDuctNoisePathInput('Imperial'),
}: {
  initial?: DuctNoisePathInputDraft;
}) {
  const [draft, setDraft] = useState<DuctNoisePathInputDraft>(initial);
  return <AcousticCalculator value={draft} onChange={setDraft} />;
}

describe('AcousticCalculator', { timeout: 30_000 }, () => {
  it('shows the engine’s NC, dBA and pass/fail for the default office path', () => {
    const expected = calculateDuctNoisePath(defaultDuctNoisePathInput('Imperial'));
    renderWithMantine(<Harness />);
    expect(screen.getByTestId('acoustic-nc')).toHaveTextContent(String(expected.nc.ncRounded));
    expect(screen.getByTestId('acoustic-dba')).toHaveTextContent(
      `${expected.aWeightedDb.toFixed(1)} dBA`,
    );
    expect(screen.getByTestId('acoustic-rc')).toHaveTextContent(expected.rc.label);
    expect(screen.getByTestId('acoustic-target')).toHaveTextContent(
      expected.target?.pass ? 'Pass' : 'Fail',
    );
    // Source Lw at 63 Hz, then 20 ft × 0.2 dB/ft = 4 dB less after the duct.
    expect(screen.getByTestId('acoustic-path-source-63')).toHaveTextContent('85.0');
    expect(screen.getByTestId('acoustic-path-element-1-63')).toHaveTextContent('81.0');
  });

  it('converts the entered values when switching to Metric and keeps the rating', async () => {
    const expected = calculateDuctNoisePath(defaultDuctNoisePathInput('Imperial'));
    renderWithMantine(<Harness />);
    await userEvent.click(screen.getByText('Metric'));
    // 5 ft = 1.524 m; 20 ft = 6.096 m; 12 in = 304.8 mm.
    expect(screen.getByRole('textbox', { name: 'Listener distance m' })).toHaveValue('1.524');
    expect(screen.getByRole('textbox', { name: 'Duct length m' })).toHaveValue('6.096');
    expect(screen.getByRole('textbox', { name: 'Elbow width mm' })).toHaveValue('304.8');
    expect(screen.getByTestId('acoustic-nc')).toHaveTextContent(String(expected.nc.ncRounded));
  });

  it('adds, reorders and removes path elements', async () => {
    renderWithMantine(<Harness />);
    const path = screen.getByRole('group', { name: 'Duct path, in flow order' });
    expect(within(path).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.selectOptions(screen.getByLabelText('Element to add'), 'elbow');
    await userEvent.click(screen.getByRole('button', { name: 'Add element' }));
    expect(within(path).getAllByRole('listitem')).toHaveLength(6);
    expect(within(path).getAllByRole('listitem')[5]).toHaveAccessibleName('Element 6: Elbow');
    await userEvent.click(screen.getByRole('button', { name: 'Move Elbow up' }));
    expect(within(path).getAllByRole('listitem')[4]).toHaveAccessibleName('Element 5: Elbow');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Silencer' }));
    expect(within(path).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Remove Silencer' })).toBeNull();
  });

  it('names the field and its range, keeping the last valid result', async () => {
    renderWithMantine(<Harness />);
    const distance = screen.getByRole('textbox', { name: 'Listener distance ft' });
    await userEvent.clear(distance);
    await userEvent.type(distance, '0.5');
    expect(distance).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Showing the last valid result')).toBeInTheDocument();
    expect(
      screen.getAllByText('Listener distance must be between 1 and 500 ft.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByTestId('acoustic-nc')).not.toHaveTextContent('—');
  });

  it('gives reverberation times when surfaces are added', async () => {
    renderWithMantine(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add surface' }));
    expect(screen.getByTestId('acoustic-rt-sabine-500')).toBeInTheDocument();
    expect(screen.getByTestId('acoustic-rt-eyring-500')).toBeInTheDocument();
  });

  it('adds decibels (60 + 60 = 63.0 dB) and rates a published spectrum NC 46', async () => {
    renderWithMantine(<Harness />);
    expect(screen.getByTestId('db-sum')).toHaveTextContent('63.0 dB');
    // 60 − 53 dB background: 10·log(10^6 − 10^5.3) = 59.0 dB (ASHRAE Fundamentals ch. 8).
    expect(screen.getByTestId('db-difference')).toHaveTextContent('59.0 dB');
    // Classroom example 6.3 (61, 56, 54, 50, 44, 43, 39, 34 dB): NC 46 at 500 Hz.
    const levels = [61, 56, 54, 50, 44, 43, 39, 34];
    const hz = [63, 125, 250, 500, 1000, 2000, 4000, 8000];
    for (const [band, level] of levels.entries()) {
      const input = document.getElementById(`db-band-${hz[band]}`);
      if (!input) throw new Error(`no ${hz[band]} Hz input`);
      await userEvent.type(input, String(level));
    }
    expect(screen.getByTestId('db-nc')).toHaveTextContent('NC 46 (46.0, 500 Hz)');
  });
});

describe('acousticModule', () => {
  it('saves a round outlet and a blank target without undefined values (Firestore rejects them)', () => {
    const draft = defaultDuctNoisePathInput('Imperial');
    const elements = (draft.elements ?? []).map((element) =>
      element.type === 'endReflection' ? { ...element, height: '' } : element,
    );
    const parsed = acousticModule.parse({ ...draft, elements, targetNc: '' });
    if (!parsed.ok) throw new Error('expected a valid input');
    const data = toFileData(acousticModule, parsed.input, {});
    const outlet = (data['elements'] as { type: string }[]).find(
      (element) => element.type === 'endReflection',
    );
    expect(outlet && 'height' in outlet).toBe(false);
    expect('targetNc' in data).toBe(false);
    expect(acousticModule.calculate(parsed.input).nc.nc).toBeGreaterThan(15);
  });

  it('reports the inputs, ratings, band levels and method', () => {
    const input = DuctNoisePathInputSchema.parse(defaultDuctNoisePathInput('Metric'));
    const result = acousticModule.calculate(input);
    const report = acousticModule.report(input, result);
    expect(report.inputs.map((s) => s.title)).toEqual([
      'Calculation and source',
      'Duct path, in flow order',
      'Room',
    ]);
    const ratings = report.results[0]!;
    expect(ratings.rows[0]?.value).toBe(`NC ${result.nc.ncRounded}`);
    expect(report.method.length).toBeGreaterThan(5);
    expect(acousticModule.snapshot(result)['nc']).toBe(result.nc.nc);
    expect(acousticModule.convert(defaultDuctNoisePathInput('Imperial'), 'Metric').unitSystem).toBe(
      'Metric',
    );
  });
});
