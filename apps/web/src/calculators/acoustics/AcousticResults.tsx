import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import {
  DUCT_NOISE_PATH_RESULT_SPECS,
  ROOM_METHOD_LABELS,
  type DuctNoisePathResult,
} from '@org/hvac-core/acoustics';
import { ResultCard, type ResultRow } from '@org/ui';
import { useId } from 'react';
import { ResultWarnings } from '../../workspace/ResultWarnings';
import classes from './AcousticCalculator.module.css';
import { fixedDigits } from './field-ui';
import { ResultNotes } from '../../workspace/ResultNotes';
import { resultRowFor } from '../../workspace/result-row-for';

export interface AcousticResultsProps {
  /** The result to show; required. */
  result: DuctNoisePathResult;
  /** Greys the numbers out, because they belong to an earlier, valid input; default false. */
  stale?: boolean;
  /** 'summary': ratings, pass/fail and warnings; 'details': the band tables and assumptions; required. */
  part: 'summary' | 'details';
}

const db1 = fixedDigits(1);

interface BandRow {
  key: string;
  label: string;
  values: readonly number[];
  /** Default one decimal, as the levels. */
  format?: (value: number) => string;
  emphasis?: boolean;
}

/** A table of octave-band rows, 63–8000 Hz, with a caption and test ids per cell. */
function BandTable({
  title,
  description,
  bandsHz,
  rows,
  dimmed,
  testIdPrefix,
}: {
  title: string;
  description?: string;
  bandsHz: readonly number[];
  rows: BandRow[];
  dimmed: boolean;
  testIdPrefix: string;
}) {
  const titleId = useId();
  return (
    <Card withBorder padding="md" radius="sm">
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      ) : null}
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
                <Table.Th key={hz} scope="col" className={classes.numberCell}>
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
                {row.values.map((value, band) => (
                  <Table.Td
                    key={bandsHz[band]}
                    className={classes.numberCell}
                    fw={row.emphasis ? 700 : undefined}
                    data-testid={`${testIdPrefix}${row.key}-${bandsHz[band]}`}
                  >
                    {(row.format ?? db1)(value)}
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
  const { nc, rc, target, guideline } = result;
  const row = resultRowFor(DUCT_NOISE_PATH_RESULT_SPECS, result.unitSystem);
  const multiple = result.paths.length > 1;
  const summary: ResultRow[] = [
    row('nc', nc.belowLowestCurve ? null : nc.ncRounded, {
      // Under the NC-15 curve there is no NC number to give: the row says so instead.
      label: nc.belowLowestCurve
        ? 'NC rating (Beranek 1957 curves): below NC 15'
        : `NC rating (Beranek 1957 curves), set by ${nc.controllingBandHz} Hz`,
      valueTestId: 'acoustic-nc',
      emphasis: 'total',
      live: true,
    }),
    row('ncExact', nc.nc, { indent: true, valueTestId: 'acoustic-nc-exact' }),
    row('aWeightedLevel', result.aWeightedDb, {
      key: 'dba',
      valueTestId: 'acoustic-dba',
      emphasis: 'subtotal',
    }),
    ...(multiple
      ? result.paths.map((path, p) =>
          row('aWeightedLevel', path.aWeightedDb, {
            key: `path-${p + 1}`,
            label: `Path ${p + 1}, ${path.label}, alone: ${path.nc.label}, A-weighted`,
            indent: true,
            valueTestId: `acoustic-path${p + 1}-dba`,
          }),
        )
      : []),
  ];
  const pathTables = result.paths.map((path, p) => ({
    key: path.id,
    title: multiple
      ? `Sound power along path ${p + 1}: ${path.label}`
      : 'Sound power along the path',
    testIdPrefix: p === 0 ? 'acoustic-path-' : `acoustic-path${p + 1}-`,
    rows: [
      {
        key: 'source',
        label: path.source.kind === 'fan' ? 'Fan sound power Lw (estimated)' : 'Fan sound power Lw',
        values: path.sourceSoundPowerDb,
      },
      ...path.elements.map((element, index) => ({
        key: `element-${index + 1}`,
        label: `After ${index + 1}. ${element.label || element.type}${element.regenerated ? ' (−ΔL, + own noise)' : ' (−ΔL)'}`,
        values: element.soundPowerDb,
      })),
      {
        key: 'room-power',
        label: 'Sound power entering the room',
        values: path.roomSoundPowerDb,
        emphasis: true,
      },
    ] satisfies BandRow[],
  }));
  const roomRows: BandRow[] = [
    ...(multiple
      ? result.paths.map((path, p) => ({
          key: `lp-path${p + 1}`,
          label: `Lp from path ${p + 1}: ${path.label}`,
          values: path.soundPressureDb,
        }))
      : []),
    {
      key: 'lp',
      label: multiple ? 'Sound pressure level Lp, all paths' : 'Sound pressure level Lp',
      values: result.soundPressureDb,
      emphasis: true,
    },
    { key: 'nc', label: 'NC of each band', values: nc.bandValues },
    {
      key: 'rc',
      label: `RC Mark II reference curve (RC ${rc.rc})`,
      values: rc.referenceCurve,
    },
  ];
  const reverberation = result.reverberation;

  return part === 'summary' ? (
    <Stack gap="md">
      <ResultCard
        title={result.calculationName ? `Room noise — ${result.calculationName}` : 'Room noise'}
        rows={summary}
        dimmed={stale}
        rowTestIdPrefix="acoustic-row-"
        footer={
          <Stack gap={6} mt="sm">
            <Text size="sm">
              RC Mark II: <strong data-testid="acoustic-rc">{rc.label}</strong> (QAI{' '}
              {db1(rc.qualityAssessmentIndex)} dB)
            </Text>
            {guideline ? (
              <Text size="sm" data-testid="acoustic-guideline">
                Recommended for {guideline.category.toLowerCase()}, {guideline.label.toLowerCase()}:
                NC {guideline.minNc}–{guideline.maxNc}
              </Text>
            ) : null}
            {target ? (
              <Text size="sm">
                Target NC {target.target}:{' '}
                <Badge
                  color={target.pass ? 'teal' : 'red'}
                  variant="filled"
                  component="span"
                  data-testid="acoustic-target"
                  aria-live="polite"
                >
                  {target.pass ? 'Pass' : 'Fail'}
                </Badge>
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                No target: choose a room type or enter a target NC.
              </Text>
            )}
          </Stack>
        }
      />

      <ResultWarnings warnings={result.warnings.map((message) => ({ message }))} />
    </Stack>
  ) : (
    <Stack gap="md">
      {pathTables.map((table) => (
        <BandTable
          key={table.key}
          title={table.title}
          description="dB re 1 pW after each element, in flow order"
          bandsHz={result.bandsHz}
          rows={table.rows}
          dimmed={stale}
          testIdPrefix={table.testIdPrefix}
        />
      ))}
      <BandTable
        title="Sound in the room"
        description={`dB re 20 µPa at the listener: ${ROOM_METHOD_LABELS[result.roomMethod]}${multiple ? '; the paths add by energy, band by band' : ''}`}
        bandsHz={result.bandsHz}
        rows={roomRows}
        dimmed={stale}
        testIdPrefix="acoustic-room-"
      />
      {reverberation ? (
        <BandTable
          title="Reverberation time"
          description="T60 from the room volume and surfaces"
          bandsHz={result.bandsHz}
          rows={[
            {
              key: 'alpha',
              label: 'Mean absorption coefficient ᾱ',
              values: reverberation.meanAbsorptionCoefficient,
              format: fixedDigits(3),
            },
            {
              key: 'sabine',
              label: 'Sabine, s',
              values: reverberation.sabineS,
              format: fixedDigits(2),
            },
            {
              key: 'eyring',
              label: 'Eyring, s',
              values: reverberation.eyringS,
              format: fixedDigits(2),
            },
          ]}
          dimmed={stale}
          testIdPrefix="acoustic-rt-"
        />
      ) : null}

      <ResultNotes idPrefix="acoustic" notes={result.notes} />
    </Stack>
  );
}
