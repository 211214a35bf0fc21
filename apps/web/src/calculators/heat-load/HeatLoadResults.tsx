import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import {
  HEAT_LOAD_FIELDS,
  HEAT_LOAD_FIELD_LABELS,
  HEAT_LOAD_METHOD_LIMITS,
  type HeatLoadField,
  type HeatLoadResult,
  type HeatLoadWarning,
} from '@org/hvac-core/heat-load';
import { unitLabel } from '@org/hvac-core/units';
import { ResultCard, type ResultRow } from '@org/ui';
import { BreakdownChart, type BreakdownItem } from './BreakdownChart';

export interface HeatLoadResultsProps {
  /** Room name for the summary heading; default none. */
  roomName?: string;
  /** The result to show; required. */
  result: HeatLoadResult;
  /** Greys the numbers out, because they belong to an earlier, valid input; default false. */
  stale?: boolean;
  /** Moves focus to an input field (from a warning); default none. */
  onFocusField?: (field: HeatLoadField) => void;
}

type BreakdownKey =
  | 'wallLoad'
  | 'windowLoad'
  | 'windowSolarLoad'
  | 'roofLoad'
  | 'ventilationLoad'
  | 'infiltrationLoad'
  | 'internalLoad'
  | 'peopleSensibleLoad'
  | 'peopleLatentLoad'
  | 'lightingGain'
  | 'equipmentGain'
  | 'safetyFactorLoad';

/** The breakdown rows of the spec, in reading order; `part` rows detail the row above them. */
const BREAKDOWN: readonly { key: BreakdownKey; label: string; part?: boolean; chart: boolean }[] = [
  { key: 'wallLoad', label: 'Walls', chart: true },
  { key: 'windowLoad', label: 'Windows, conduction', chart: true },
  { key: 'windowSolarLoad', label: 'Windows, solar', chart: true },
  { key: 'roofLoad', label: 'Roof', chart: true },
  { key: 'ventilationLoad', label: 'Ventilation', chart: true },
  { key: 'infiltrationLoad', label: 'Infiltration', chart: true },
  { key: 'internalLoad', label: 'Internal gains', chart: false },
  { key: 'peopleSensibleLoad', label: 'People, sensible', part: true, chart: true },
  { key: 'peopleLatentLoad', label: 'People, latent', part: true, chart: true },
  { key: 'lightingGain', label: 'Lighting', part: true, chart: true },
  { key: 'equipmentGain', label: 'Equipment', part: true, chart: true },
  { key: 'safetyFactorLoad', label: 'Safety factor', chart: true },
];

/** The result row a warning about an input field belongs beside. */
const ROW_OF_FIELD: Partial<Record<HeatLoadField, BreakdownKey>> = {
  wallUValue: 'wallLoad',
  wallArea: 'wallLoad',
  windowUValue: 'windowLoad',
  windowArea: 'windowLoad',
  windowShgc: 'windowSolarLoad',
  roofUValue: 'roofLoad',
  roofArea: 'roofLoad',
  ventilationRate: 'ventilationLoad',
  outdoorRelativeHumidity: 'ventilationLoad',
  indoorRelativeHumidity: 'ventilationLoad',
  infiltrationAch: 'infiltrationLoad',
};

const FIELDS: ReadonlySet<string> = new Set(HEAT_LOAD_FIELDS);

function warningField(warning: HeatLoadWarning): HeatLoadField | undefined {
  const field = warning.field;
  return field !== undefined && FIELDS.has(field) ? (field as HeatLoadField) : undefined;
}

/**
 * The building-load calculator, where the full cooling-load method lives (its route segment in
 * COLLECTIONS of @org/data; a test checks it against the catalog). A plain path: the public page
 * keeps its bundle small.
 */
export const BUILDING_LOAD_PATH = '/calculators/building-load';

/** The heat-load result: breakdown, totals in several units, warnings, notes and a bar chart. */
export function HeatLoadResults({
  result,
  roomName,
  stale = false,
  onFocusField,
}: HeatLoadResultsProps) {
  const unit = unitLabel('heatRate', result.unitSystem);
  const mode = result.calculationMode === 'Cooling' ? 'cooling' : 'heating';

  const warningsByRow = new Map<BreakdownKey, string[]>();
  for (const warning of result.warnings) {
    const field = warningField(warning);
    const row = field ? ROW_OF_FIELD[field] : undefined;
    if (row) warningsByRow.set(row, ['Warning']);
  }

  const breakdownRows: ResultRow[] = BREAKDOWN.map((row) => ({
    key: row.key,
    label: row.label,
    value: result[row.key],
    unit,
    maximumFractionDigits: 0,
    indent: row.part,
    warnings: warningsByRow.get(row.key),
  }));

  const totalRows: ResultRow[] = [
    {
      key: 'deltaT',
      label: 'Design temperature difference',
      value: result.deltaT,
      unit: unitLabel('temperatureDifference', result.unitSystem),
      maximumFractionDigits: 1,
    },
    {
      key: 'sensibleLoad',
      label: 'Sensible, before safety factor',
      value: result.sensibleLoad,
      unit,
      maximumFractionDigits: 0,
    },
    {
      key: 'latentLoad',
      label: 'Latent, before safety factor',
      value: result.latentLoad,
      unit,
      maximumFractionDigits: 0,
    },
    {
      key: 'totalLoad',
      label: `Total ${mode} load`,
      value: result.totalLoad,
      unit,
      maximumFractionDigits: 0,
      emphasis: 'total',
      valueTestId: 'total-load',
      live: true,
    },
    {
      key: 'sensibleHeatRatio',
      label: 'Sensible heat ratio',
      value: result.sensibleHeatRatio,
      maximumFractionDigits: 2,
    },
  ];

  const unitRows: ResultRow[] = [
    {
      key: 'btuPerHour',
      label: 'Btu/h',
      value: result.totals.btuPerHour,
      unit: 'Btu/h',
      maximumFractionDigits: 0,
      valueTestId: 'total-btuPerHour',
    },
    // Tons of refrigeration rate cooling equipment only: a heating load is not given in tons.
    ...(result.calculationMode === 'Cooling'
      ? [
          {
            key: 'tons',
            label: 'Tons of refrigeration',
            value: result.totals.tons,
            unit: 'tons',
            maximumFractionDigits: 2,
            valueTestId: 'total-tons',
          },
        ]
      : []),
    {
      key: 'watts',
      label: 'Watts',
      value: result.totals.watts,
      unit: 'W',
      maximumFractionDigits: 0,
      valueTestId: 'total-watts',
    },
    {
      key: 'kilowatts',
      label: 'Kilowatts',
      value: result.totals.kilowatts,
      unit: 'kW',
      maximumFractionDigits: 2,
      valueTestId: 'total-kilowatts',
    },
  ];

  const chartItems: BreakdownItem[] = BREAKDOWN.filter((row) => row.chart).map((row) => ({
    key: row.key,
    label: row.label,
    value: result[row.key],
  }));

  return (
    <Stack gap="md">
      <ResultCard
        title={`${result.calculationMode} load${roomName?.trim() ? ` — ${roomName.trim()}` : ''}`}
        rows={totalRows}
        dimmed={stale}
      />

      <section aria-labelledby="heat-load-limits-title">
        <Text id="heat-load-limits-title" size="sm" fw={600}>
          What this room method leaves out
        </Text>
        <List size="sm" spacing={2}>
          {HEAT_LOAD_METHOD_LIMITS.map((limit) => (
            <List.Item key={limit}>{limit}</List.Item>
          ))}
        </List>
        <Text size="sm" mt={4}>
          The full method (sun on walls and roof, radiant time series, hour by hour) is in the{' '}
          <Anchor href={BUILDING_LOAD_PATH} underline="always">
            Building load
          </Anchor>{' '}
          calculator.
        </Text>
      </section>

      {result.warnings.length > 0 ? (
        <Stack gap="xs" aria-label="Warnings" role="region">
          {result.warnings.map((warning) => {
            const field = warningField(warning);
            return (
              <Alert
                key={`${warning.code}-${warning.field ?? ''}`}
                color="yellow"
                title={field ? HEAT_LOAD_FIELD_LABELS[field] : 'Result'}
                icon={<WarningIcon />}
              >
                <Text size="sm">{warning.message}</Text>
                {field && onFocusField ? (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    mt={4}
                    c="inherit"
                    underline="always"
                    fw={600}
                    onClick={() => onFocusField(field)}
                  >
                    Go to {HEAT_LOAD_FIELD_LABELS[field]}
                  </Anchor>
                ) : null}
              </Alert>
            );
          })}
        </Stack>
      ) : null}

      <ResultCard
        title="Breakdown"
        description={`Each component's share of the ${mode} load, ${unit}.`}
        rows={breakdownRows}
        dimmed={stale}
      />

      <ResultCard
        title="Total in other units"
        rows={unitRows}
        dimmed={stale}
        rowTestIdPrefix="total-row-"
      />

      <section aria-labelledby="heat-load-chart-title">
        <Title order={2} size="h4" id="heat-load-chart-title" mb="xs">
          Load breakdown chart
        </Title>
        <BreakdownChart
          items={chartItems}
          unit={unit}
          title={`Breakdown of the ${mode} load`}
          dimmed={stale}
        />
      </section>

      {result.notes.length > 0 ? (
        <section aria-labelledby="heat-load-notes-title">
          <Title order={2} size="h5" id="heat-load-notes-title" mb={4}>
            Assumptions
          </Title>
          <List size="sm" spacing={4} c="dimmed">
            {result.notes.map((note) => (
              <List.Item key={note.code}>{note.message}</List.Item>
            ))}
          </List>
        </section>
      ) : null}
    </Stack>
  );
}

function WarningIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </svg>
  );
}
