import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { DuctNoisePathResult } from '@org/hvac-core/acoustics';
import { ResultCard } from '@org/ui';
import { useId } from 'react';
import { ResultWarnings } from '../../calculator-kit/ResultWarnings';
import formClasses from '../../calculator-kit/calculator-form.module.css';
import classes from './AcousticCalculator.module.css';
import { ResultNotes } from '../../calculator-kit/ResultNotes';
import { cardRows } from '../../calculator-kit/result-lines';
import { acousticResultTables, bandTexts, type BandLineTable } from './result-tables';

export interface AcousticResultsProps {
  /** The result to show; required. */
  result: DuctNoisePathResult;
  /** Greys the numbers out, because they belong to an earlier, valid input; default false. */
  stale?: boolean;
  /** 'summary': ratings, pass/fail and warnings; 'details': the band tables and assumptions; required. */
  part: 'summary' | 'details';
}

interface BandTableProps {
  table: BandLineTable;
  bandsHz: readonly number[];
  dimmed: boolean;
}

/** A table of octave-band rows, 63–8000 Hz, with a caption and test ids per cell. */
function BandTable({ table, bandsHz, dimmed }: BandTableProps) {
  const { title, description, rows, testIdPrefix } = table;
  const titleId = useId();
  return (
    <Card withBorder padding="md" radius="sm">
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {description}
      </Text>
      {/* Focusable, so a keyboard can scroll the eight bands on a narrow screen. */}
      <div className={classes.scroll} tabIndex={0} role="region" aria-labelledby={titleId}>
        <Table
          aria-labelledby={titleId}
          striped
          withTableBorder
          fz="sm"
          className={classes.bandTable}
          data-dimmed={dimmed || undefined}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Octave band</Table.Th>
              {bandsHz.map((hz) => (
                <Table.Th key={hz} scope="col" className={formClasses.numeric}>
                  {hz} Hz
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row.key}
                data-testid={`${testIdPrefix}${row.key}`}
                data-emphasis={row.emphasis || undefined}
              >
                <Table.Th scope="row" fw={row.emphasis ? 700 : 500} className={classes.rowLabel}>
                  {row.label}
                </Table.Th>
                {bandTexts(row).map((text, band) => (
                  <Table.Td
                    key={bandsHz[band]}
                    className={formClasses.numeric}
                    fw={row.emphasis ? 700 : undefined}
                    data-testid={`${testIdPrefix}${row.key}-${bandsHz[band]}`}
                  >
                    {text}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Card>
  );
}

/** Ratings with pass/fail and warnings, or the band-by-band path and room tables and assumptions. */
export function AcousticResults({ result, stale = false, part }: AcousticResultsProps) {
  const { ratings, ratingTexts, bands } = acousticResultTables(result);
  return part === 'summary' ? (
    <Stack gap="md">
      <ResultCard
        title={result.calculationName ? `Room noise — ${result.calculationName}` : 'Room noise'}
        rows={cardRows(ratings.lines)}
        dimmed={stale}
        rowTestIdPrefix="acoustic-row-"
        footer={
          <Stack gap={6} mt="sm">
            {ratingTexts.map(({ key, label, value, pass }) => (
              <Text size="sm" key={key}>
                {label}:{' '}
                {pass === undefined ? (
                  <strong data-testid={`acoustic-${key}`}>{value}</strong>
                ) : (
                  <Badge
                    color={pass ? 'teal' : 'red'}
                    variant="filled"
                    component="span"
                    data-testid="acoustic-target"
                    aria-live="polite"
                  >
                    {value}
                  </Badge>
                )}
              </Text>
            ))}
            {result.target ? null : (
              <Text size="sm" c="dimmed">
                Choose a room type or enter a target NC to check the room against.
              </Text>
            )}
          </Stack>
        }
      />

      <ResultWarnings warnings={result.warnings.map((message) => ({ message }))} />
    </Stack>
  ) : (
    <Stack gap="md">
      {bands.map((table) => (
        <BandTable key={table.key} table={table} bandsHz={result.bandsHz} dimmed={stale} />
      ))}

      <ResultNotes idPrefix="acoustic" notes={result.notes} />
    </Stack>
  );
}
