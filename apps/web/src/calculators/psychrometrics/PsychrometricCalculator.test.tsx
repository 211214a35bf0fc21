import {
  defaultPsychrometricChartInput,
  examplePsychrometricChartInput,
  psychrometricChartGeometry,
  type PsychrometricChartDraft,
} from '@org/hvac-core/psychrometrics';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { psychrometricDefinition } from './definition';
import { readFileData } from '../../calculator-kit/stored-file';
import { useEvaluation } from '../../calculator-kit/use-evaluation';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { CHART_SIZE, chartScale } from './chart-scale';
import { createPointerStore } from './pointer-store';
import { PointerReadout } from './PointerReadout';
import { PsychrometricCalculator } from './PsychrometricCalculator';

function Harness({ initial }: { initial: PsychrometricChartDraft }) {
  const [draft, setDraft] = useState<PsychrometricChartDraft>(initial);
  return (
    <PsychrometricCalculator
      value={draft}
      onChange={setDraft}
      evaluation={useEvaluation(psychrometricDefinition, draft)}
    />
  );
}

/** Two typed states, 75 °F at 50 % and 95 °F at 40 %. */
const TWO_STATES: PsychrometricChartDraft['states'] = [
  { id: 'S1', label: 'S1', spec: { by: 'relativeHumidity', dryBulb: 75, relativeHumidity: 50 } },
  { id: 'S2', label: 'S2', spec: { by: 'relativeHumidity', dryBulb: 95, relativeHumidity: 40 } },
];

describe('PsychrometricCalculator', () => {
  it('plots the worked example and lists its states and loads', () => {
    renderWithMantine(<Harness initial={examplePsychrometricChartInput('Imperial')} />);
    expect(
      screen.getByRole('img', { name: /Psychrometric chart at 14\.696 psia/ }),
    ).toBeInTheDocument();
    // 95 °F db / 75 °F wb: 39.8 % RH, 98.5 gr/lb, 38.32 Btu/lb (ASHRAE chart No. 1 reads 40 %, 98.5, 38.3).
    expect(screen.getByTestId('state-OA-relativeHumidity')).toHaveTextContent('39.8');
    expect(screen.getByTestId('state-OA-enthalpy')).toHaveTextContent('38.32');
    expect(screen.getByTestId('state-SA-dryBulb')).toHaveTextContent('54.3');
    // Coil: mda (h2 − h1) = 43,482 lb/h × (21.733 − 30.077) Btu/lb = −362,833 Btu/h, SHR 0.72.
    expect(screen.getByTestId('process-SA-total')).toHaveTextContent('-362,833');
    expect(screen.getByTestId('process-SA-shr')).toHaveTextContent('0.72');
    expect(screen.getByTestId('process-SA-water')).toHaveTextContent(/Condensate 93\.8 lb\/h/);
    expect(screen.getByTestId('process-MA-total')).toHaveTextContent('0');
    // As the report words them (report.test.ts).
    expect(screen.getByTestId('process-SA-coil')).toHaveTextContent('(30.06 tons)');
    expect(screen.getByTestId('process-MA-coil')).toHaveTextContent('Dry air from OA: 19.3 %');
    expect(screen.getByTestId('chart-process-SA')).toBeInTheDocument();
  });

  it('draws the chart at the file’s pressure: a file saved at 10,000 ft reopens at 10.11 psia', () => {
    // A saved file as it is stored: the worked example at 10,000 ft (standard atmosphere 10.11 psia).
    const saved = { ...examplePsychrometricChartInput('Imperial'), altitude: 10_000 };
    // Opened as the workspace opens a file: the stored data read through the engine's schema.
    const opened = readFileData(psychrometricDefinition, saved);
    if (opened.status !== 'ok') throw new Error('the fixture must open');
    renderWithMantine(<Harness initial={opened.draft as PsychrometricChartDraft} />);
    expect(
      screen.getByRole('img', { name: /Psychrometric chart at 10\.107 psia/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pressure 10.107 psia')).toBeInTheDocument();
    expect(screen.queryByText(/14\.696/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Warnings' })).toHaveTextContent(
      /at 10\.1 psia, not the 14\.7 psia of a sea-level chart/,
    );
  });

  it('keeps showing the valid states when a new, empty process is added', async () => {
    const twoStates: PsychrometricChartDraft = {
      ...defaultPsychrometricChartInput('Imperial'),
      states: TWO_STATES,
    };
    renderWithMantine(<Harness initial={twoStates} />);
    expect(screen.getByTestId('state-S2-dryBulb')).toHaveTextContent('95');
    await userEvent.click(screen.getByRole('button', { name: 'Add process' }));
    // The new process has no airflow yet: it has its message, and the two states stay computed.
    expect(screen.queryByText(/No states yet/)).not.toBeInTheDocument();
    expect(
      screen.queryByText('These tables are from the last valid inputs.'),
    ).not.toBeInTheDocument();
    expect(screen.getByTestId('state-S1-humidityRatio')).toHaveTextContent('64.6');
    expect(screen.getByTestId('state-S2-dryBulb')).toHaveTextContent('95');
    expect(screen.getByText(/the ones with a message above are left out/)).toBeInTheDocument();
  });

  it('opens a chart whose only process is incomplete with its states computed', () => {
    const draft: PsychrometricChartDraft = {
      ...defaultPsychrometricChartInput('Imperial'),
      states: TWO_STATES,
      processes: [
        {
          id: 'P1',
          label: 'P1',
          type: 'mixing',
          streamA: 'S1',
          airflowA: undefined,
          streamB: 'S2',
          airflowB: 1000,
        },
      ],
    };
    renderWithMantine(<Harness initial={draft} />);
    expect(screen.queryByText(/No states yet/)).not.toBeInTheDocument();
    expect(screen.getByTestId('state-S1-humidityRatio')).toHaveTextContent('64.6');
  });

  it('adds a typed state and computes it as you type', async () => {
    renderWithMantine(<Harness initial={defaultPsychrometricChartInput('Imperial')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add state' }));
    await userEvent.type(screen.getByLabelText('Dry bulb'), '75');
    await userEvent.type(screen.getByLabelText('Relative humidity'), '50');
    // 75 °F / 50 %: W = 0.0092356 lb/lb × 7000 = 64.65 → 64.6 gr/lb, h = 28.11 Btu/lb, wet bulb 62.6 °F.
    expect(screen.getByTestId('state-S1-humidityRatio')).toHaveTextContent('64.6');
    expect(screen.getByTestId('state-S1-wetBulb')).toHaveTextContent('62.6');
  });

  it('names an impossible state beside its field', async () => {
    renderWithMantine(<Harness initial={examplePsychrometricChartInput('Imperial')} />);
    const wetBulb = document.getElementById('psychrometric-states-0-spec-wetBulb');
    if (!(wetBulb instanceof HTMLInputElement)) throw new Error('no wet bulb field');
    await userEvent.clear(wetBulb);
    await userEvent.type(wetBulb, '99');
    expect(screen.getByText('Showing the last valid result')).toBeInTheDocument();
    expect(wetBulb).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(/Wet bulb must not be above the dry bulb/).length).toBeGreaterThan(
      0,
    );
  });

  it('converts the entries when switching to Metric', async () => {
    renderWithMantine(<Harness initial={examplePsychrometricChartInput('Imperial')} />);
    await userEvent.click(screen.getByText('Metric'));
    expect(document.getElementById('psychrometric-states-0-spec-dryBulb')).toHaveValue('35');
    expect(screen.getByTestId('state-OA-relativeHumidity')).toHaveTextContent('39.8');
    expect(screen.getByRole('img', { name: /101\.325 kPa/ })).toBeInTheDocument();
  });

  it('adds a state where the chart is clicked', () => {
    renderWithMantine(<Harness initial={defaultPsychrometricChartInput('Metric')} />);
    const svg = screen.getByTestId('psychrometric-chart');
    svg.getBoundingClientRect = () => new DOMRect(0, 0, CHART_SIZE.width, CHART_SIZE.height);
    const geometry = psychrometricChartGeometry({ unitSystem: 'Metric' });
    const scale = chartScale(geometry.range);
    fireEvent.click(screen.getByTestId('psychrometric-chart-surface'), {
      clientX: scale.x(25),
      clientY: scale.y(10),
    });
    // 25 °C and 10 g/kg at sea level: pw = 101,325 × 0.010/(0.621945 + 0.010) = 1,603 Pa, over
    // pws(25 °C) = 3,170 Pa: 50.6 % RH (rounded to 0.1 % as a user types it).
    expect(document.getElementById('psychrometric-states-0-spec-dryBulb')).toHaveValue('25');
    expect(document.getElementById('psychrometric-states-0-spec-relativeHumidity')).toHaveValue(
      '50.6',
    );
  });

  it('shows the comfort zone only when asked, clearly labelled', async () => {
    renderWithMantine(<Harness initial={defaultPsychrometricChartInput('Imperial')} />);
    expect(screen.queryByTestId('psychrometric-comfort-zone')).toBeNull();
    await userEvent.click(screen.getByLabelText(/ASHRAE 55 comfort zone/));
    const zone = screen.getByTestId('psychrometric-comfort-zone');
    expect(zone).toHaveTextContent('ASHRAE 55 simplified comfort zones');
    expect(zone).toHaveTextContent('Summer 0.5 clo');
    expect(zone).toHaveTextContent('Winter 1.0 clo');
  });
});

describe('PointerReadout', () => {
  it('reads the air under the pointer with one state evaluation', () => {
    const geometry = psychrometricChartGeometry({ unitSystem: 'Imperial' });
    const pointer = createPointerStore();
    renderWithMantine(<PointerReadout geometry={geometry} pointer={pointer} />);
    const readout = screen.getByTestId('psychrometric-readout');
    expect(readout).toHaveTextContent(/Move over the chart/);
    act(() => pointer.set({ t: 75, w: 64.65 }));
    expect(readout).toHaveTextContent(
      /Dry bulb 75\.0 °F · Humidity ratio 64\.7 gr\/lb · RH 50\.0 %/,
    );
    expect(readout).toHaveTextContent(/Wet bulb 62\.6 °F · Enthalpy 28\.11 Btu\/lb/);
    act(() => pointer.set({ t: 40, w: 150 }));
    expect(readout).toHaveTextContent(/Beyond saturation/);
  });
});
