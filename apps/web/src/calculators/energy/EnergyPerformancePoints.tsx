import { ActionIcon, Button, Group, Switch, Table, Text } from '@mantine/core';
import type { EnergyOptionDraft } from '@org/hvac-core/energy';
import type { UnitSystem } from '@org/hvac-core/units';
import { EnergyNumberInput } from './EnergyNumberInput';
import { energyFieldId } from './field-ui';
import type { FieldErrors } from '../../workspace/evaluate';

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

export interface EnergyPerformancePointsProps {
  /** The option whose heat pump is described; required. */
  option: EnergyOptionDraft;
  /** Position of the option in the list (0-based), for ids and paths; required. */
  index: number;
  /** Unit system of the draft; required. */
  unitSystem: UnitSystem;
  /** Whether the heating method is the temperature-bin method (where the points are used); required. */
  binMethod: boolean;
  /** Called with the new performance (undefined to remove it) and the path edited; required. */
  onChange: (performance: Performance | undefined, path: string) => void;
  /** Messages by path; default none. */
  errors?: FieldErrors;
  /** Called when a field is left, to reveal its message; default none. */
  onFieldTouch?: (path: string) => void;
}

/**
 * A heat pump's catalogue performance for the temperature-bin method: capacity and COP at two or
 * more outdoor temperatures (the engine interpolates between them bin by bin) and the cycling
 * degradation coefficient C_D. Without points the heat pump takes its seasonal rating in every bin.
 */
export function EnergyPerformancePoints({
  option,
  index,
  unitSystem,
  binMethod,
  onChange,
  errors = {},
  onFieldTouch,
}: EnergyPerformancePointsProps) {
  const path = `options.${index}.binPerformance`;
  const performance = option.binPerformance;
  const points: readonly PointDraft[] = performance?.points ?? [];
  const imperial = unitSystem === 'Imperial';
  const temperatureUnit = imperial ? '°F' : '°C';
  const capacityUnit = imperial ? 'Btu/h' : 'W';
  const optionName = typeof option.name === 'string' && option.name ? option.name : '';
  const switchLabel = `Catalogue performance points${optionName ? ` of ${optionName}` : ''}`;

  const setPoints = (next: PointDraft[], edited: string) =>
    onChange({ ...performance, points: next }, edited);
  const setPoint = (row: number, patch: Partial<PointDraft>, field: string) =>
    setPoints(
      points.map((point, i) => (i === row ? { ...point, ...patch } : { ...point })),
      `${path}.points.${row}.${field}`,
    );

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
          <Table.ScrollContainer minWidth={360} mt="xs">
            <Table
              withTableBorder
              verticalSpacing={2}
              aria-label={`Performance points of option ${index + 1}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Outdoor temperature</Table.Th>
                  <Table.Th>Capacity</Table.Th>
                  <Table.Th>COP</Table.Th>
                  <Table.Th>Remove</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {points.map((point, row) => {
                  const rowPath = `${path}.points.${row}`;
                  const field = (name: keyof PointDraft) => `${rowPath}.${name}`;
                  return (
                    // Points have no id of their own; their order is the data.
                    <Table.Tr key={row}>
                      <Table.Td>
                        <EnergyNumberInput
                          path={field('temperature')}
                          label={`Point ${row + 1} outdoor temperature`}
                          unit={temperatureUnit}
                          value={point.temperature}
                          onChange={(next) => setPoint(row, { temperature: next }, 'temperature')}
                          onFieldTouch={onFieldTouch}
                          errors={errors}
                          decimalScale={2}
                        />
                      </Table.Td>
                      <Table.Td>
                        <EnergyNumberInput
                          path={field('capacity')}
                          label={`Point ${row + 1} capacity`}
                          unit={capacityUnit}
                          value={point.capacity}
                          onChange={(next) => setPoint(row, { capacity: next }, 'capacity')}
                          onFieldTouch={onFieldTouch}
                          errors={errors}
                          decimalScale={0}
                          min={0}
                        />
                      </Table.Td>
                      <Table.Td>
                        <EnergyNumberInput
                          path={field('cop')}
                          label={`Point ${row + 1} COP`}
                          unit=""
                          value={point.cop}
                          onChange={(next) => setPoint(row, { cop: next }, 'cop')}
                          onFieldTouch={onFieldTouch}
                          errors={errors}
                          decimalScale={2}
                          step={0.1}
                          min={0}
                        />
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove performance point ${row + 1} of option ${index + 1}`}
                          disabled={points.length <= 2}
                          onClick={() =>
                            setPoints(
                              points.filter((_, i) => i !== row).map((p) => ({ ...p })),
                              `${path}.points`,
                            )
                          }
                        >
                          ×
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
            <EnergyNumberInput
              path={`${path}.cyclingDegradation`}
              label="Cycling degradation C_D"
              unit=""
              value={performance.cyclingDegradation}
              onChange={(next) =>
                onChange({ ...performance, cyclingDegradation: next }, `${path}.cyclingDegradation`)
              }
              onFieldTouch={onFieldTouch}
              errors={errors}
              decimalScale={3}
              step={0.05}
              min={0}
              blankValue={0}
              description="Part-load factor PLF = 1 − C_D (1 − PLR); 0 for no cycling loss"
            />
          </Group>
        </>
      ) : null}
    </div>
  );
}
