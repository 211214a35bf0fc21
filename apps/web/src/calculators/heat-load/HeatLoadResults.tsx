import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import {
  HEAT_LOAD_FIELDS,
  HEAT_LOAD_FIELD_LABELS,
  HEAT_LOAD_METHOD_LIMITS,
  HEAT_LOAD_RESULT_SPECS,
  type HeatLoadField,
  type HeatLoadResult,
  type HeatLoadWarning,
} from '@org/hvac-core/heat-load';
import { unitLabel } from '@org/hvac-core/units';
import { ResultCard, type ResultRow } from '@org/ui';
import { resultRowFor } from '../../workspace/result-row-for';
import { BreakdownChart, type BreakdownItem } from './BreakdownChart';
import { BREAKDOWN, type BreakdownEntry } from './breakdown';
import { ResultNotes } from '../../workspace/ResultNotes';
import { LineIcon } from '../../workspace/LineIcon';

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

/** The result row a warning about an input field belongs beside. */
const ROW_OF_FIELD: Partial<Record<HeatLoadField, BreakdownEntry['key']>> = {
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

  const warningsByRow = new Map<BreakdownEntry['key'], string[]>();
  for (const warning of result.warnings) {
    const field = warningField(warning);
    const row = field ? ROW_OF_FIELD[field] : undefined;
    if (row) warningsByRow.set(row, ['Warning']);
  }

  const row = resultRowFor(HEAT_LOAD_RESULT_SPECS, result.unitSystem);

  const breakdownRows: ResultRow[] = BREAKDOWN.map(({ key, part }) =>
    row(key, result[key], { indent: part, warnings: warningsByRow.get(key) }),
  );

  const totalRows: ResultRow[] = [
    row('deltaT', result.deltaT),
    row('sensibleLoad', result.sensibleLoad, { label: 'Sensible, before safety factor' }),
    row('latentLoad', result.latentLoad, { label: 'Latent, before safety factor' }),
    row('totalLoad', result.totalLoad, {
      label: `Total ${mode} load`,
      emphasis: 'total',
      valueTestId: 'total-load',
      live: true,
    }),
    row('sensibleHeatRatio', result.sensibleHeatRatio),
  ];

  const totals = result.totals;
  const unitRows: ResultRow[] = [
    row('btuPerHour', totals.btuPerHour, { valueTestId: 'total-btuPerHour' }),
    // Tons of refrigeration rate cooling equipment only: a heating load is not given in tons.
    ...(result.calculationMode === 'Cooling'
      ? [row('tons', totals.tons, { valueTestId: 'total-tons' })]
      : []),
    row('watts', totals.watts, { valueTestId: 'total-watts' }),
    row('kilowatts', totals.kilowatts, { valueTestId: 'total-kilowatts' }),
  ];

  const chartItems: BreakdownItem[] = BREAKDOWN.filter(({ chart }) => chart).map(({ key }) => ({
    key,
    label: HEAT_LOAD_RESULT_SPECS[key].label,
    value: result[key],
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

      <ResultNotes idPrefix="heat-load" notes={result.notes} dimmed />
    </Stack>
  );
}

function WarningIcon() {
  return (
    <LineIcon size={18}>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </LineIcon>
  );
}
