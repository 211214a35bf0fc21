import { Button, Group, Switch, Text } from '@mantine/core';
import {
  ENERGY_PERFORMANCE_FIELD_SPECS,
  ENERGY_PERFORMANCE_POINT_FIELD_SPECS as POINT,
  type EnergyOptionDraft,
} from '@org/hvac-core/energy';
import type { UnitSystem } from '@org/hvac-core/units';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import { EnergyRowsTable } from './EnergyRowsTable';
import { energyDraftContext, energyFieldId, type EnergyFieldContext } from './energy-field';

type Performance = NonNullable<EnergyOptionDraft['binPerformance']>;
type PointDraft = Performance['points'][number];

/** Most points a heat pump's performance may hold (the engine's limit). */
const MAX_POINTS = 20;

/**
 * The outdoor temperatures a new table starts from: the heating rating points of AHRI 210/240
 * (47 °F and 17 °F; 8.33 °C and −8.33 °C), where a catalogue gives capacity and COP.
 */
const RATING_TEMPERATURES: Readonly<Record<UnitSystem, readonly [number, number]>> = {
  Imperial: [47, 17],
  Metric: [8.33, -8.33],
};

export interface EnergyPerformancePointsProps extends EnergyFieldContext {
  /** The option whose heat pump is described; required. */
  option: EnergyOptionDraft;
  /** Position of the option in the list (0-based), for ids and paths; required. */
  index: number;
  /** Whether the heating method is the temperature-bin method (where the points are used); required. */
  binMethod: boolean;
  /** Called with the new performance (undefined to remove it) and the path edited; required. */
  onChange: (performance: Performance | undefined, path: string) => void;
}

/**
 * A heat pump's catalogue performance for the temperature-bin method: capacity and COP at two or
 * more outdoor temperatures (the engine interpolates between them bin by bin) and the cycling
 * degradation coefficient C_D. Without points the heat pump takes its seasonal rating in every bin.
 */
export function EnergyPerformancePoints({
  option,
  index,
  binMethod,
  onChange,
  ...context
}: EnergyPerformancePointsProps) {
  const { unitSystem, errors = {} } = context;
  const path = `options.${index}.binPerformance`;
  const performance = option.binPerformance;
  const points: readonly PointDraft[] = performance?.points ?? [];
  const optionName = typeof option.name === 'string' && option.name ? option.name : '';
  const switchLabel = `Catalogue performance points${optionName ? ` of ${optionName}` : ''}`;

  const setPoints = (next: PointDraft[], edited: string) =>
    onChange({ ...performance, points: next }, edited);

  return (
    <div data-testid={`energy-option-${index}-performance`}>
      <Switch
        id={energyFieldId(`${path}.enabled`)}
        label={switchLabel}
        checked={performance !== undefined}
        onChange={(event) =>
          onChange(
            event.currentTarget.checked
              ? {
                  points: RATING_TEMPERATURES[unitSystem].map((temperature) => ({
                    temperature,
                    capacity: '',
                    cop: '',
                  })),
                  cyclingDegradation: 0,
                }
              : undefined,
            path,
          )
        }
        description={
          binMethod
            ? 'Capacity and COP at outdoor temperatures from the catalogue: each bin is costed at its own temperature, with backup heat above the capacity'
            : 'Used by the temperature-bin heating method; other methods take the seasonal rating'
        }
      />
      {performance !== undefined ? (
        <>
          {errors[`${path}.points`] ? (
            <Text size="sm" c="red" role="alert" mt="xs">
              {errors[`${path}.points`]}
            </Text>
          ) : null}
          <EnergyRowsTable
            rows={points}
            columns={[
              {
                key: 'temperature',
                spec: POINT.temperature,
                label: (n) => `Point ${n} outdoor temperature`,
              },
              { key: 'capacity', spec: POINT.capacity, label: (n) => `Point ${n} capacity` },
              { key: 'cop', spec: POINT.cop, label: (n) => `Point ${n} COP` },
            ]}
            path={`${path}.points`}
            onChange={setPoints}
            ariaLabel={`Performance points of option ${index + 1}`}
            removeLabel={(n) => `Remove performance point ${n} of option ${index + 1}`}
            minRows={2}
            minWidth={360}
            mt="xs"
            {...context}
          />
          <Group gap="sm" mt="xs" align="flex-end">
            {points.length < MAX_POINTS ? (
              <Button
                size="xs"
                variant="default"
                onClick={() =>
                  setPoints(
                    [...points.map((p) => ({ ...p })), { temperature: '', capacity: '', cop: '' }],
                    `${path}.points`,
                  )
                }
              >
                Add point
              </Button>
            ) : null}
            <DraftNumberField
              context={energyDraftContext(context)}
              path={['options', index, 'binPerformance', 'cyclingDegradation']}
              spec={ENERGY_PERFORMANCE_FIELD_SPECS.cyclingDegradation}
              value={performance.cyclingDegradation}
              onChange={(next) =>
                onChange({ ...performance, cyclingDegradation: next }, `${path}.cyclingDegradation`)
              }
              blankValue={0}
            />
          </Group>
        </>
      ) : null}
    </div>
  );
}
