import {
  DuctNoisePathInputSchema,
  calculateDuctNoisePath,
  defaultDuctNoisePathInput,
  defaultDuctPathElement,
  defaultNoisePath,
  type DuctNoisePathInputDraft,
} from '@org/hvac-core/acoustics';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalculatorHarness } from '../../test/calculator-harness';
import { renderWithMantine } from '../../test/render';
import { toFileData } from '../../calculator-kit/stored-file';
import { AcousticCalculator } from './AcousticCalculator';
import { acousticDefinition } from './definition';
import { parseDraft } from '../../calculator-kit/parse-with-schema';

function Harness({
  initial = defaultDuctNoisePathInput('Imperial'),
}: {
  initial?: DuctNoisePathInputDraft;
}) {
  return (
    <CalculatorHarness editor={AcousticCalculator} engine={acousticDefinition} initial={initial} />
  );
}

describe('AcousticCalculator', () => {
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
    // Source Lw at 63 Hz, then the unlined 24 × 12 in main duct: P/A = 2·(2 + 1)/(2·1) = 3 ft⁻¹,
    // 17.0·3^−0.25·63^−0.85 = 0.382 dB/ft (Reynolds and Bledsoe), × 20 ft = 7.6 dB: 85 → 77.4 dB.
    expect(screen.getByTestId('acoustic-path-source-63')).toHaveTextContent('85.0');
    expect(screen.getByTestId('acoustic-elements-0-rate-63')).toHaveTextContent('0.38');
    expect(screen.getByTestId('acoustic-elements-0-loss-63')).toHaveTextContent('7.6');
    expect(screen.getByTestId('acoustic-path-element-1-63')).toHaveTextContent('77.4');
  });

  it('shows a fan source, a silencer, a diffuser’s neck velocity and a return path summed', async () => {
    const draft = defaultDuctNoisePathInput('Imperial');
    renderWithMantine(
      <Harness
        initial={{
          ...draft,
          source: {
            kind: 'fan',
            fanType: 'backwardCurved',
            airflow: 2119,
            staticPressure: 1,
            blades: 12,
            speed: 1200,
          },
          elements: [
            defaultDuctPathElement('silencer', 'Imperial', 'silencer-1'),
            defaultDuctPathElement('endReflection', 'Imperial', 'endReflection-1'),
            {
              id: 'terminal-1',
              type: 'terminal',
              label: 'Ceiling diffuser',
              width: 12,
              height: 12,
              airflow: 600,
              pressureDrop: 0.2,
            },
          ],
        }}
      />,
    );
    // 20 log 249.09 + 10 log 1.0001 + 40 = 87.9 dB; 1200 rpm × 12 blades / 60 = 240 Hz.
    expect(screen.getByTestId('acoustic-main-fan')).toHaveTextContent(
      'Estimated overall sound power 87.9 dB re 1 pW; blade-pass frequency 240 Hz',
    );
    // The estimate names its method and how far to trust it (issue 44).
    expect(screen.getByTestId('acoustic-main-fan-method')).toHaveTextContent(
      /Empirical fan-noise estimate: L_W = 20 log₁₀ p \+ 10 log₁₀ Q \+ 40.*Uncertainty: the method states none.*AMCA 300/,
    );
    expect(screen.getByTestId('acoustic-path-source-250')).toHaveTextContent('85.9');
    expect(screen.getByTestId('acoustic-elements-0-velocity')).toHaveTextContent(
      'Face velocity 500.0 fpm; airway velocity 1,000.0 fpm',
    );
    expect(screen.getByTestId('acoustic-elements-2-neck')).toHaveTextContent(
      'Neck velocity 600 fpm; recommended at most 492 fpm for a supply terminal at RC 35',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Add a path to the room (return, another supply)' }),
    );
    expect(screen.getByTestId('acoustic-additionalPaths-0-elements-2-neck')).toHaveTextContent(
      'Neck velocity 250 fpm; recommended at most 591 fpm for a return terminal at RC 35',
    );
    expect(screen.getByTestId('acoustic-room-lp-path1-250')).toHaveTextContent('66.7');
    expect(screen.getByTestId('acoustic-room-lp-path2-250')).toHaveTextContent('57.7');
    expect(screen.getByTestId('acoustic-room-lp-250')).toHaveTextContent('67.2');
    expect(screen.getByTestId('acoustic-nc')).toHaveTextContent('61');
    expect(screen.getByTestId('acoustic-row-path-1')).toHaveTextContent('NC 60');
    expect(screen.getByTestId('acoustic-row-path-2')).toHaveTextContent('NC 53');
    await userEvent.click(screen.getByText('Metric'));
    expect(document.getElementById('acoustic-source-airflow')).toHaveValue('1,000.057');
    expect(document.getElementById('acoustic-source-staticPressure')).toHaveValue('249.089');
    expect(screen.getByTestId('acoustic-elements-2-neck')).toHaveTextContent(
      'Neck velocity 3.05 m/s; recommended at most 2.50 m/s',
    );
    expect(screen.getByTestId('acoustic-nc')).toHaveTextContent('61');
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
    const path = screen.getByRole('group', { name: 'Path 1: Supply path' });
    expect(within(path).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.selectOptions(screen.getByLabelText('Element to add'), 'elbow');
    await userEvent.click(
      screen.getByRole('button', { name: 'Add element to Path 1: Supply path' }),
    );
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

  it('fills a surface from a library material, read-only, with a "type my own" way back', async () => {
    renderWithMantine(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add surface' }));
    // The new surface is the library's gypsum board: 0.29 at 125 Hz (and 63 Hz), 0.05 at 500 Hz.
    expect(screen.getByTestId('acoustic-room-surfaces-0-alpha-63')).toHaveTextContent('0.29');
    const select = document.getElementById('acoustic-room-surfaces-0-material');
    if (!select) throw new Error('no material select');
    expect(select).toHaveAccessibleName(/Material/);
    await userEvent.clear(select);
    await userEvent.type(select, 'carpet, heavy, on con');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Carpet, heavy, on concrete' }),
    );
    // sengpielaudio.com/calculator-RT60Coeff.htm: carpet on concrete 0.14 at 500 Hz, 0.65 at 4 kHz.
    expect(screen.getByTestId('acoustic-room-surfaces-0-alpha-500')).toHaveTextContent('0.14');
    expect(screen.getByTestId('acoustic-room-surfaces-0-alpha-8000')).toHaveTextContent('0.65');
    expect(screen.getByRole('textbox', { name: 'Surface label' })).toHaveValue(
      'Carpet, heavy, on concrete',
    );
    expect(screen.queryByRole('textbox', { name: '500 Hz' })).toBeNull();
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Type my own coefficients' }));
    expect(screen.queryByTestId('acoustic-room-surfaces-0-alpha-500')).toBeNull();
    expect(
      document.getElementById('acoustic-room-surfaces-0-absorptionCoefficients-3'),
    ).toHaveValue('0.14');
  });

  it('computes a lined round duct run added to the path', async () => {
    renderWithMantine(<Harness />);
    await userEvent.selectOptions(screen.getByLabelText('Element to add'), 'ductRun');
    await userEvent.click(
      screen.getByRole('button', { name: 'Add element to Path 1: Supply path' }),
    );
    await userEvent.selectOptions(document.getElementById('acoustic-elements-5-shape')!, 'round');
    await userEvent.selectOptions(
      document.getElementById('acoustic-elements-5-lining')!,
      'lined2in',
    );
    // 12 in diameter, 2 in lining: Siemens Application Guide 125-1929 (2009), table 21: 0.42 dB/ft
    // at 63 Hz and 2.18 dB/ft at 1 kHz; × 10 ft = 4.2 and 21.8 dB.
    expect(screen.getByTestId('acoustic-elements-5-rate-63')).toHaveTextContent('0.42');
    expect(screen.getByTestId('acoustic-elements-5-rate-1000')).toHaveTextContent('2.18');
    expect(screen.getByTestId('acoustic-elements-5-loss-1000')).toHaveTextContent('21.8');
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

describe('acousticDefinition', () => {
  it('saves a round outlet and a blank target without undefined values (Firestore rejects them)', () => {
    const draft = defaultDuctNoisePathInput('Imperial');
    const elements = (draft.elements ?? []).map((element) =>
      element.type === 'endReflection' ? { ...element, height: '' } : element,
    );
    const parsed = parseDraft(acousticDefinition, { ...draft, elements, targetNc: '' });
    if (!parsed.ok) throw new Error('expected a valid input');
    const data = toFileData(acousticDefinition, parsed.input, {});
    const outlet = (data['elements'] as { type: string }[]).find(
      (element) => element.type === 'endReflection',
    );
    expect(outlet && 'height' in outlet).toBe(false);
    expect('targetNc' in data).toBe(false);
    expect(acousticDefinition.calculate(parsed.input).nc.nc).toBeGreaterThan(15);
  });

  it('reports a fan source, a silencer, a terminal and a return path, summed', () => {
    const draft = defaultDuctNoisePathInput('Imperial');
    const input = DuctNoisePathInputSchema.parse({
      ...draft,
      source: {
        kind: 'fan',
        fanType: 'backwardCurved',
        airflow: 2000,
        staticPressure: 1.5,
        blades: 12,
        speed: 1200,
      },
      elements: [
        ...(draft.elements ?? []).filter((element) => element.type !== 'insertionLoss'),
        defaultDuctPathElement('silencer', 'Imperial', 'silencer-1'),
        defaultDuctPathElement('terminal', 'Imperial', 'terminal-1'),
      ],
      additionalPaths: [defaultNoisePath('Imperial', 'path-1')],
    });
    const result = acousticDefinition.calculate(input);
    expect(result.paths).toHaveLength(2);
    const report = acousticDefinition.report(input, result);
    expect(report.inputs.map((s) => s.title)).toEqual([
      'Calculation',
      'Path 1: Supply path, source and elements in flow order',
      'Path 2: Return path, source and elements in flow order',
      'Room',
    ]);
    const supply = report.inputs[1]!.rows;
    expect(supply.find((row) => row.label === 'Blade-pass frequency')?.value).toBe('240');
    expect(supply.some((row) => row.label === 'Self-noise Lw')).toBe(true);
    expect(supply.find((row) => row.label === 'Neck velocity')?.unit).toBe('fpm');
    const room = report.results.find((s) => s.title === 'Sound in the room')!;
    expect(room.rows.map((row) => row.label)).toContain(
      'Sound pressure level Lp at the listener, all paths',
    );
  });

  it('reports the inputs, ratings, band levels and method', () => {
    const input = DuctNoisePathInputSchema.parse(defaultDuctNoisePathInput('Metric'));
    const result = acousticDefinition.calculate(input);
    const report = acousticDefinition.report(input, result);
    expect(report.inputs.map((s) => s.title)).toEqual([
      'Calculation',
      'Path 1: Supply path, source and elements in flow order',
      'Room',
    ]);
    const ratings = report.results[0]!;
    expect(ratings.rows[0]?.value).toBe(String(result.nc.ncRounded));
    expect(acousticDefinition.method.length).toBeGreaterThan(5);
    expect(acousticDefinition.snapshot(result)['nc']).toBe(result.nc.nc);
    expect(
      acousticDefinition.convert(defaultDuctNoisePathInput('Imperial'), 'Metric').unitSystem,
    ).toBe('Metric');
  });
});
