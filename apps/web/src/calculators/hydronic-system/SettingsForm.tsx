import { Fieldset, NativeSelect } from '@mantine/core';
import { FLUIDS, GLYCOL_CONCENTRATIONS_PERCENT, fluidLabel } from '@org/hvac-core/fluids';
import { pipeFieldRange } from '@org/hvac-core/pipe';
import {
  DEFAULT_BALANCING_VALVE_MIN_PRESSURE_DROP_PA,
  KVS_SERIES,
} from '@org/hvac-core/hydronic-system';
import { fromSi } from '@org/hvac-core/units';
import { FieldGrid } from '../../calculator-kit/FormSection';
import classes from '../../calculator-kit/calculator-form.module.css';
import { hydronicFieldId } from './draft-path';
import type { HydronicFormApi } from './form-api';
import { DraftChoice, DraftNumber, DraftText } from './HydronicFields';

const SYSTEM_TYPES = [
  { value: 'chilledWater', label: 'Chilled water (cooling)' },
  { value: 'hotWater', label: 'Hot water (heating)' },
] as const;
const FLUID_OPTIONS = FLUIDS.map((fluid) => ({
  value: fluid,
  label: fluid === 'water' ? 'Water' : fluidLabel(fluid).replace(/^./, (c) => c.toUpperCase()),
}));
const FRICTION_OPTIONS = [
  { value: 'darcyWeisbach', label: 'Darcy–Weisbach (Colebrook)' },
  { value: 'hazenWilliams', label: 'Hazen–Williams (water only)' },
] as const;
const SERIES_OPTIONS = KVS_SERIES.map((series) => ({
  value: series,
  label:
    series === 'R5'
      ? 'R5: 1.0, 1.6, 2.5, 4.0, 6.3 per decade'
      : 'R10: 1.0, 1.25, 1.6, 2.0, 2.5 … per decade',
}));

/** The system's settings: name, chilled or hot water, the liquid, ΔT, friction and valve series. */
export function SettingsForm({ api }: { api: HydronicFormApi }) {
  const { draft, unitSystem } = api;
  const glycol = draft.fluid !== undefined && draft.fluid !== 'water';
  return (
    <Fieldset legend="System" classNames={{ legend: classes.legend }}>
      <FieldGrid columns={2}>
        <DraftText
          api={api}
          path={['calculationName']}
          label="Calculation name"
          maxLength={120}
          description="Shown on the results and the report"
        />
        <DraftChoice
          api={api}
          path={['systemType']}
          label="System"
          data={SYSTEM_TYPES}
          fallback="chilledWater"
          description="Picks cooling or heating loads from a building-load file"
        />
        <DraftChoice
          api={api}
          path={['fluid']}
          label="Liquid"
          data={FLUID_OPTIONS}
          fallback="water"
          onChange={(fluid) =>
            api.update({
              ...draft,
              fluid,
              concentrationPercent:
                fluid === 'water' ? undefined : (draft.concentrationPercent ?? 30),
            })
          }
        />
        {glycol ? (
          <NativeSelect
            id={hydronicFieldId(['concentrationPercent'])}
            label="Glycol concentration"
            description="By mass"
            data={GLYCOL_CONCENTRATIONS_PERCENT.map((percent) => ({
              value: String(percent),
              label: `${percent} %`,
            }))}
            value={String(draft.concentrationPercent ?? 30)}
            error={api.error(['concentrationPercent'])}
            onChange={(event) =>
              api.set(['concentrationPercent'], Number(event.currentTarget.value))
            }
          />
        ) : null}
        <DraftNumber
          api={api}
          path={['fluidTemperature']}
          field="fluidTemperature"
          label="Mean liquid temperature"
          range={pipeFieldRange(
            'fluidTemperature',
            unitSystem,
            FLUIDS.find((fluid) => fluid === draft.fluid) ?? 'water',
            // Only a tabulated concentration has a range (any other is refused on its own field).
            GLYCOL_CONCENTRATIONS_PERCENT.find((percent) => percent === draft.concentrationPercent),
          )}
          removeWhenBlank={false}
        />
        <DraftNumber
          api={api}
          path={['designDeltaT']}
          field="designDeltaT"
          label="Design temperature difference"
          removeWhenBlank={false}
        />
        <DraftChoice
          api={api}
          path={['frictionMethod']}
          label="Pipe friction"
          data={FRICTION_OPTIONS}
          fallback="darcyWeisbach"
        />
        <DraftChoice
          api={api}
          path={['valveSeries']}
          label="Control valve Kvs series"
          data={SERIES_OPTIONS}
          fallback="R5"
          description="Catalogue steps control valves are chosen from; balancing valves are IMI TA STAD bodies"
        />
        <DraftNumber
          api={api}
          path={['balancingValveMinimumPressureDrop']}
          field="balancingValveMinimumPressureDrop"
          label="Balancing valve minimum drop"
          blankValue={
            Math.round(
              100 *
                fromSi(DEFAULT_BALANCING_VALVE_MIN_PRESSURE_DROP_PA, 'pipeHeadLoss', unitSystem),
            ) / 100
          }
        />
      </FieldGrid>
    </Fieldset>
  );
}
