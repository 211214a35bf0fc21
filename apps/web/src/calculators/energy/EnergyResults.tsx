import { List, Stack, Table, Text, Title } from '@mantine/core';
import type { EnergyCostResult } from '@org/hvac-core/energy';
import { MONTH_ABBREVIATIONS } from '@org/hvac-core/weather';
import { ResultCard, formatNumber } from '@org/ui';
import type { ReactNode } from 'react';
import { ResultNotes } from '../../calculator-kit/ResultNotes';
import { ResultWarnings } from '../../calculator-kit/ResultWarnings';
import { cardRows } from '../../calculator-kit/result-lines';
import classes from './EnergyCalculator.module.css';
import { MonthlyCostChart } from './MonthlyCostChart';
import { OPTION_ROWS, cellText } from './option-rows';
import { money, optionName } from './result-text';
import { binHeat, energyDemandTable } from './result-tables';

export interface EnergyResultsProps {
  /** The result to show; required. */
  result: EnergyCostResult;
  /** Greys the numbers out, because they belong to an earlier, valid input; default false. */
  stale?: boolean;
}

const n = (value: number, digits = 0) => formatNumber(value, { maximumFractionDigits: digits });

/** A row of a results table: its heading cell and its numbers. */
interface TableRow {
  readonly key: string | number;
  readonly header: ReactNode;
  /** The heading cell's weight: bold (650), regular (400) or the table's (none); default none. */
  readonly weight?: 400 | 650;
  readonly cells: readonly {
    readonly key: string;
    readonly content: ReactNode;
    readonly testId?: string;
    readonly emphasis?: boolean;
  }[];
}

interface ResultTableProps {
  /** The section's title id and text, and the title's size; required. */
  id: string;
  title: string;
  size: 'h4' | 'h5';
  /** The table's data-testid; required. */
  testId: string;
  /** The column headings: the row headings' first, then the numbers'; required. */
  columns: readonly { readonly key: string; readonly content: ReactNode }[];
  rows: readonly TableRow[];
  minWidth: number;
  /** Tallest the table grows before it scrolls, px; default no limit. */
  maxHeight?: number;
  /** What follows the table in its section (a chart); default none. */
  children?: ReactNode;
}

/** A titled section holding one striped table of numbers, right-aligned, with row headings. */
function ResultTable({
  id,
  title,
  size,
  testId,
  columns,
  rows,
  minWidth,
  maxHeight,
  children,
}: ResultTableProps) {
  const [first, ...numbers] = columns;
  return (
    <section aria-labelledby={id}>
      <Title order={2} size={size} id={id} mb="xs">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={minWidth} mah={maxHeight}>
        <Table striped withTableBorder fz="sm" data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{first?.content}</Table.Th>
              {numbers.map((column) => (
                <Table.Th key={column.key} scope="col" className={classes.numeric}>
                  {column.content}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={row.weight}>
                  {row.header}
                </Table.Th>
                {row.cells.map((cell) => (
                  <Table.Td
                    key={cell.key}
                    className={classes.numeric}
                    data-testid={cell.testId}
                    fw={cell.emphasis ? 650 : undefined}
                  >
                    {cell.content}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {children}
    </section>
  );
}

/** The building's annual demand, the options side by side, ratings used, warnings and months. */
export function EnergyResults({ result, stale = false }: EnergyResultsProps) {
  const imperial = result.unitSystem === 'Imperial';
  const { currency, heating, options } = result;
  const demand = energyDemandTable(result);

  const monthly = options.every((o) => o.monthly !== null) ? options : null;
  const optionColumns = (list: typeof options, lowest: boolean) =>
    list.map((o, index) => ({
      key: o.id,
      content: (
        <>
          {optionName(o, index)}
          {lowest && o.id === result.cheapestOptionId && options.length > 1 ? (
            <Text span size="xs" fw={700} ml={6} data-testid="energy-lowest-cost">
              (lowest cost)
            </Text>
          ) : null}
        </>
      ),
    }));

  return (
    <Stack gap="md" className={stale ? classes.stale : undefined}>
      {demand.lines.length > 0 ? (
        <ResultCard
          title={result.calculationName ? `Demand — ${result.calculationName}` : demand.title}
          rows={cardRows(demand.lines)}
          dimmed={stale}
        />
      ) : null}

      <ResultWarnings warnings={result.warnings.map((message) => ({ message }))} />

      <ResultTable
        id="energy-comparison-title"
        title="Options compared (per year)"
        size="h4"
        testId="energy-comparison"
        minWidth={360}
        columns={[{ key: 'label', content: 'Per year' }, ...optionColumns(options, true)]}
        rows={OPTION_ROWS.filter((r) => r.shown?.(result) ?? true).map((r) => ({
          key: r.key,
          header: r.label,
          weight: r.emphasis ? 650 : 400,
          cells: options.map((o, index) => ({
            key: o.id,
            content: cellText(r.cell(o, index, result)),
            ...(r.testId ? { testId: `${r.testId}-${index}` } : {}),
            emphasis: r.emphasis ?? false,
          })),
        }))}
      />

      <section aria-labelledby="energy-ratings-title">
        <Title order={2} size="h5" id="energy-ratings-title" mb={4}>
          Ratings used
        </Title>
        <List size="sm" spacing={4}>
          {options.map((o, index) => (
            <List.Item key={o.id} data-testid={`energy-ratings-${index}`}>
              <Text span fw={600} size="sm">
                {optionName(o, index)}:
              </Text>{' '}
              {[o.heatingRatingUsed, o.coolingRatingUsed].filter(Boolean).join(' ')}
            </List.Item>
          ))}
        </List>
      </section>

      {heating?.bins ? (
        <ResultTable
          id="energy-bins-title"
          title="Heat by temperature bin"
          size="h4"
          testId="energy-bins-table"
          minWidth={320}
          maxHeight={420}
          columns={[
            { key: 'bin', content: `Bin (${imperial ? '°F' : '°C'})` },
            { key: 'hours', content: 'Hours' },
            { key: 'load', content: `Load (${imperial ? 'Btu/h' : 'W'})` },
            { key: 'heat', content: `Heat (${imperial ? 'MMBtu' : 'kWh'})` },
          ]}
          rows={heating.bins.map((bin) => ({
            key: bin.temperature,
            header: n(bin.temperature, 1),
            weight: 400,
            cells: [
              { key: 'hours', content: n(bin.hours, 1) },
              { key: 'load', content: n(bin.load) },
              { key: 'heat', content: binHeat(bin, imperial) },
            ],
          }))}
        />
      ) : null}

      {monthly ? (
        <ResultTable
          id="energy-monthly-title"
          title="Month by month"
          size="h4"
          testId="energy-monthly-table"
          minWidth={320}
          columns={[{ key: 'month', content: 'Month' }, ...optionColumns(monthly, false)]}
          rows={[
            ...MONTH_ABBREVIATIONS.map((month, m) => ({
              key: month,
              header: month,
              weight: 400 as const,
              cells: monthly.map((o) => ({
                key: o.id,
                content: money(o.monthly?.[m]?.totalCost ?? 0, currency),
              })),
            })),
            {
              key: 'year',
              header: 'Year',
              cells: monthly.map((o) => ({
                key: o.id,
                content: money(o.totalCost, currency),
                emphasis: true,
              })),
            },
          ]}
        >
          <MonthlyCostChart
            title={`Monthly cost by option, ${currency}`}
            currency={currency}
            dimmed={stale}
            series={monthly.map((o, index) => ({
              key: o.id,
              name: optionName(o, index),
              values: (o.monthly ?? []).map((month) => month.totalCost),
            }))}
          />
        </ResultTable>
      ) : null}

      <ResultNotes idPrefix="energy" notes={result.notes} />
    </Stack>
  );
}
