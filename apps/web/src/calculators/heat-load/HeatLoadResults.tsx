import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import {
  HEAT_LOAD_FIELD_LABELS,
  HEAT_LOAD_METHOD_LIMITS,
  type HeatLoadField,
  type HeatLoadResult,
} from '@org/hvac-core/heat-load';
import { ResultCard } from '@org/ui';
import { cardRows } from '../../calculator-kit/result-lines';
import { BreakdownChart } from './BreakdownChart';
import { heatLoadChart } from './breakdown';
import { heatLoadResultTables, warningField } from './result-tables';
import { ResultNotes } from '../../calculator-kit/ResultNotes';
import { LineIcon } from '../../icons/LineIcon';

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
  const mode = result.calculationMode === 'Cooling' ? 'cooling' : 'heating';

  const tables = heatLoadResultTables(result);

  const chart = heatLoadChart(result);

  return (
    <Stack gap="md">
      <ResultCard
        title={`${result.calculationMode} load${roomName?.trim() ? ` — ${roomName.trim()}` : ''}`}
        rows={cardRows(tables.totals.lines)}
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
        title={tables.breakdown.title}
        description={`Each component's share of the ${mode} load, ${chart.unit}.`}
        rows={cardRows(tables.breakdown.lines)}
        dimmed={stale}
      />

      <ResultCard
        title={tables.otherUnits.title}
        rows={cardRows(tables.otherUnits.lines)}
        dimmed={stale}
        rowTestIdPrefix="total-row-"
      />

      <section aria-labelledby="heat-load-chart-title">
        <Title order={2} size="h4" id="heat-load-chart-title" mb="xs">
          Load breakdown chart
        </Title>
        <BreakdownChart {...chart} dimmed={stale} />
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
