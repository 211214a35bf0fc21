import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import {
  DUCT_NOISE_PATH_RESULT_SPECS,
  ROOM_METHOD_LABELS,
  type DuctNoisePathResult,
} from '@org/hvac-core/acoustics';
import { ResultCard, type ResultRow } from '@org/ui';
import { useId } from 'react';
import { ResultWarnings } from '../../workspace/ResultWarnings';
import formClasses from '../../workspace/calculator-form.module.css';
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
  format: (value: number) => string;
  emphasis?: boolean;
}

interface BandTableProps {
  title: string;
  description?: string;
  bandsHz: readonly number[];
  rows: BandRow[];
  dimmed: boolean;
  testIdPrefix: string;
}

/** A table of octave-band rows, 63–8000 Hz, with a caption and test ids per cell. */
function BandTable({ title, description, bandsHz, rows, dimmed, testIdPrefix }: BandTableProps) {
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
                {row.values.map((value, band) => (
                  <Table.Td
                    key={bandsHz[band]}
                    className={formClasses.numeric}
                    fw={row.emphasis ? 700 : undefined}
                    data-testid={`${testIdPrefix}${row.key}-${bandsHz[band]}`}
                  >
                    {row.format(value)}
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
  const band = (key: string, label: string, values: readonly number[], digits = 1): BandRow => ({
    key,
    label,
    values,
    format: fixedDigits(digits),
  });
  const { reverberation } = result;
  const tables: (Omit<BandTableProps, 'bandsHz' | 'dimmed'> & { key: string })[] = [
    ...result.paths.map((path, p) => ({
      key: path.id,
      title: multiple
        ? `Sound power along path ${p + 1}: ${path.label}`
        : 'Sound power along the path',
      description: 'dB re 1 pW after each element, in flow order',
      testIdPrefix: p === 0 ? 'acoustic-path-' : `acoustic-path${p + 1}-`,
      rows: [
        band(
          'source',
          path.source.kind === 'fan' ? 'Fan sound power Lw (estimated)' : 'Fan sound power Lw',
          path.sourceSoundPowerDb,
        ),
        ...path.elements.map((element, index) =>
          band(
            `element-${index + 1}`,
            `After ${index + 1}. ${element.label || element.type}${element.regenerated ? ' (−ΔL, + own noise)' : ' (−ΔL)'}`,
            element.soundPowerDb,
          ),
        ),
        {
          ...band('room-power', 'Sound power entering the room', path.roomSoundPowerDb),
          emphasis: true,
        },
      ],
    })),
    {
      key: 'room',
      title: 'Sound in the room',
      description: `dB re 20 µPa at the listener: ${ROOM_METHOD_LABELS[result.roomMethod]}${multiple ? '; the paths add by energy, band by band' : ''}`,
      testIdPrefix: 'acoustic-room-',
      rows: [
        ...(multiple
          ? result.paths.map((path, p) =>
              band(`lp-path${p + 1}`, `Lp from path ${p + 1}: ${path.label}`, path.soundPressureDb),
            )
          : []),
        {
          ...band(
            'lp',
            multiple ? 'Sound pressure level Lp, all paths' : 'Sound pressure level Lp',
            result.soundPressureDb,
          ),
          emphasis: true,
        },
        band('nc', 'NC of each band', nc.bandValues),
        band('rc', `RC Mark II reference curve (RC ${rc.rc})`, rc.referenceCurve),
      ],
    },
    ...(reverberation
      ? [
          {
            key: 'rt',
            title: 'Reverberation time',
            description: 'T60 from the room volume and surfaces',
            testIdPrefix: 'acoustic-rt-',
            rows: [
              band(
                'alpha',
                'Mean absorption coefficient ᾱ',
                reverberation.meanAbsorptionCoefficient,
                3,
              ),
              band('sabine', 'Sabine, s', reverberation.sabineS, 2),
              band('eyring', 'Eyring, s', reverberation.eyringS, 2),
            ],
          },
        ]
      : []),
  ];

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
      {tables.map(({ key, ...table }) => (
        <BandTable key={key} {...table} bandsHz={result.bandsHz} dimmed={stale} />
      ))}

      <ResultNotes idPrefix="acoustic" notes={result.notes} />
    </Stack>
  );
}
