import { fieldRange } from '@org/hvac-core/fields';
import { fluidTemperatureRangeC } from '@org/hvac-core/fluids';
import {
  PUMP_HEAD_FIELD_SPECS,
  defaultPumpCurveInput,
  defaultPumpHeadInput,
  defaultSuctionInput,
  pumpHeadFieldKey,
  type PumpHeadFormDraft,
  type PumpHeadNumericField,
} from '@org/hvac-core/pump';
import { fromSi, type UnitSystem } from '@org/hvac-core/units';
import type * as Ui from '@org/ui';
import type { UnitInputProps } from '@org/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { useEvaluation } from '../../calculator-kit/use-evaluation';
import { pumpHeadDefinition } from './definition';
import { PumpHeadCalculator } from './PumpHeadCalculator';

/** The props each number field was last drawn with, by input id. */
const drawn = new Map<string, UnitInputProps>();

vi.mock('@org/ui', async (importOriginal) => {
  const actual = await importOriginal<typeof Ui>();
  return {
    ...actual,
    UnitInput: (props: UnitInputProps) => {
      if (props.id !== undefined) drawn.set(props.id, props);
      return actual.UnitInput(props);
    },
  };
});

/** Every part of the form shown: an open system of glycol, a custom fitting, suction and a curve. */
function fullDraft(unitSystem: UnitSystem): PumpHeadFormDraft {
  const base = defaultPumpHeadInput(unitSystem);
  const [section] = base.sections;
  return {
    ...base,
    systemType: 'open',
    staticLift: 10,
    fluid: 'ethyleneGlycol',
    concentrationPercent: 30,
    sections: [{ ...section!, fittings: [...section!.fittings, { id: 'custom', type: 'custom' }] }],
    suction: defaultSuctionInput(unitSystem),
    pumpCurve: defaultPumpCurveInput(unitSystem),
  };
}

function Harness({ initial }: { initial: PumpHeadFormDraft }) {
  const [draft, setDraft] = useState<PumpHeadFormDraft>(initial);
  return (
    <>
      <PumpHeadCalculator
        value={draft}
        onChange={setDraft}
        evaluation={useEvaluation(pumpHeadDefinition, draft)}
      />
      <output data-testid="draft">{JSON.stringify(draft)}</output>
    </>
  );
}

function draftOf(): PumpHeadFormDraft {
  return JSON.parse(screen.getByTestId('draft').textContent ?? '{}') as PumpHeadFormDraft;
}

function render(unitSystem: UnitSystem) {
  drawn.clear();
  renderWithMantine(<Harness initial={fullDraft(unitSystem)} />);
}

describe('PumpHeadForm fields', () => {
  it('keeps the ids journeys and the errors alert find the fields by', () => {
    render('Imperial');
    const ids = [...document.querySelectorAll('input[id^="pump-head-"], select[id^="pump-head-"]')]
      .map((element) => element.id)
      .join('\n');
    expect(ids).toMatchInlineSnapshot(`
      "pump-head-calculationName
      pump-head-flowRate
      pump-head-fluidTemperature
      pump-head-fluid
      pump-head-concentrationPercent
      pump-head-sections-0-name
      pump-head-sections-0-pipeMaterial
      pump-head-sections-0-nominalSize
      pump-head-sections-0-length
      pump-head-sections-0-flowRate
      pump-head-sections-0-fittings-0-type
      pump-head-sections-0-fittings-0-quantity
      pump-head-sections-0-fittings-1-type
      pump-head-sections-0-fittings-1-quantity
      pump-head-sections-0-fittings-2-type
      pump-head-sections-0-fittings-2-quantity
      pump-head-sections-0-fittings-3-type
      pump-head-sections-0-fittings-3-quantity
      pump-head-sections-0-fittings-3-customK
      pump-head-sections-0-fittings-3-customEquivalentLength
      pump-head-components-0-name
      pump-head-components-0-pressureDrop
      pump-head-components-1-name
      pump-head-components-1-pressureDrop
      pump-head-components-2-name
      pump-head-components-2-pressureDrop
      pump-head-staticLift
      pump-head-safetyMarginPercent
      pump-head-pumpEfficiencyPercent
      pump-head-motorEfficiencyPercent
      pump-head-suction-enabled
      pump-head-suction-referencePressure
      pump-head-suction-liquidLevelAboveImpeller
      pump-head-suction-suctionLosses
      pump-head-suction-npshRequired
      pump-head-pump-curve-enabled
      pump-head-pumpCurve-points-0-flowRate
      pump-head-pumpCurve-points-0-head
      pump-head-pumpCurve-points-1-flowRate
      pump-head-pumpCurve-points-1-head
      pump-head-pumpCurve-points-2-flowRate
      pump-head-pumpCurve-points-2-head
      pump-head-pumpCurve-points-3-flowRate
      pump-head-pumpCurve-points-3-head
      pump-head-pumpCurve-points-4-flowRate
      pump-head-pumpCurve-points-4-head
      pump-head-pumpCurve-speedPercent"
    `);
  });

  it('stores a cleared number as blank and text that is not a number as typed', async () => {
    render('Imperial');
    await userEvent.clear(document.getElementById('pump-head-components-1-pressureDrop')!);
    expect(draftOf().components?.[1]).toEqual({ name: 'Cooling coil' });
    const npsh = document.getElementById('pump-head-suction-npshRequired')!;
    await userEvent.clear(npsh);
    await userEvent.type(npsh, ' 12x');
    expect(draftOf().suction?.npshRequired).toBe('12x');
    expect(screen.getAllByText('NPSH required must be a finite number.').length).toBeGreaterThan(0);
  });

  it.each(['Imperial', 'Metric'] as const)(
    'gives each number field the range of the engine’s spec (%s)',
    (unitSystem) => {
      render(unitSystem);
      expect(drawn.size).toBe(32);
      for (const [id, { min, max }] of drawn) {
        const key = pumpHeadFieldKey(
          id
            .replace(/^pump-head-/, '')
            .split('-')
            .map(rowNumber),
        );
        if (key === 'fluidTemperature') {
          // The chosen liquid's property table (30 % ethylene glycol, −14 to 100 °C), as the schema checks it.
          const range = fluidTemperatureRangeC('ethyleneGlycol', 30);
          expect({ min, max }).toEqual({
            min: fromSi(range.minC, 'temperature', unitSystem),
            max: fromSi(range.maxC, 'temperature', unitSystem),
          });
          continue;
        }
        const spec = PUMP_HEAD_FIELD_SPECS[key as PumpHeadNumericField];
        expect({ id, min, max }).toEqual({ id, ...minMax(fieldRange(spec, unitSystem)) });
      }
    },
  );
});

/** A row number of an id as a number, other parts as they are. */
function rowNumber(part: string): string | number {
  return /^\d+$/.test(part) ? Number(part) : part;
}

function minMax({ min, max }: { min: number; max: number }) {
  return { min, max };
}
