import {
  ActionIcon,
  Alert,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ACOUSTIC_DUCT_SHAPES,
  DUCT_ELEMENT_TYPE_LABELS,
  DUCT_LININGS,
  DUCT_LINING_LABELS,
  DUCT_SHAPE_LABELS,
  OCTAVE_BANDS_HZ,
  DUCT_NOISE_PATH_FIELD_LABELS,
  DUCT_TERMINATIONS,
  DUCT_TERMINATION_LABELS,
  ELBOW_KINDS,
  ELBOW_KIND_LABELS,
  TERMINAL_SERVICES,
  TERMINAL_SERVICE_LABELS,
  TERMINAL_SHAPES,
  TERMINAL_SHAPE_LABELS,
  acousticUnitLabel,
  type AcousticQuantity,
  type DuctPathElementResult,
} from '@org/hvac-core/acoustics';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { useId } from 'react';
import { AcousticNumberInput } from './AcousticNumberInput';
import { acousticFieldId, draftText, fixedDigits, pathKey, type DraftPath } from './field-ui';
import { SpectrumInputs } from './SpectrumInputs';
import { OctaveBandHead } from './OctaveBandHead';

const LABELS = DUCT_NOISE_PATH_FIELD_LABELS;

export interface PathElementEditorProps {
  /** The element as the draft holds it; required. */
  element: Record<string, unknown>;
  /** Its position in the path, from 0; required. */
  index: number;
  /** The draft path of the element (ids and messages derive from it); default ['elements', index]. */
  basePath?: DraftPath;
  /** Number of elements in the path; required. */
  count: number;
  /** Unit system of the numbers; required. */
  unitSystem: UnitSystem;
  /** Messages by path key; required. */
  errors: Record<string, string>;
  /** Called with the edited element; required. */
  onChange: (next: Record<string, unknown>) => void;
  /** Moves the element one place up (-1) or down (+1); required. */
  onMove: (offset: -1 | 1) => void;
  /** Removes the element; required. */
  onRemove: () => void;
  /** The engine's result for this element (per-band attenuation), when the path computes; default none. */
  result?: DuctPathElementResult;
  /** Greys the computed values out, because they belong to an earlier, valid input; default false. */
  stale?: boolean;
}

const fixed2 = fixedDigits(2);
const fixed1 = fixedDigits(1);

/** One row of an octave-band table: its heading, a cell a band, test ids from a prefix, bold bands. */
interface BandRow {
  readonly head: string;
  readonly cells: readonly string[];
  readonly testIdPrefix?: string;
  readonly bold?: readonly boolean[];
}

/** An element's computed values band by band, in a table that scrolls sideways on a phone. */
function BandTable({
  titleId,
  stale,
  rows,
}: {
  titleId: string;
  stale: boolean;
  rows: readonly BandRow[];
}) {
  return (
    <div tabIndex={0} role="region" aria-labelledby={titleId} style={{ overflowX: 'auto' }}>
      <Table
        aria-labelledby={titleId}
        withTableBorder
        fz="xs"
        style={stale ? { opacity: 0.6 } : undefined}
      >
        <OctaveBandHead leading="Band" />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.head}>
              <Table.Th scope="row">{row.head}</Table.Th>
              {row.cells.map((cell, band) => (
                <Table.Td
                  key={OCTAVE_BANDS_HZ[band]}
                  ta="right"
                  fw={row.bold?.[band] ? 700 : undefined}
                  data-testid={
                    row.testIdPrefix ? `${row.testIdPrefix}-${OCTAVE_BANDS_HZ[band]}` : undefined
                  }
                >
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** What an element's computed panel reads: its id prefix, the engine's result, units, staleness. */
interface ElementResultProps {
  idPrefix: string;
  result: DuctPathElementResult | undefined;
  unitSystem: UnitSystem;
  stale: boolean;
}

/** The engine's attenuation of a duct run, per length and over the run, read-only. */
function ComputedDuctAttenuation({ idPrefix, result, unitSystem, stale }: ElementResultProps) {
  const titleId = useId();
  const rates = result?.attenuationPerLength ?? null;
  if (!result || !rates) {
    return (
      <Text size="sm" c="dimmed">
        The attenuation appears here once the size and length are valid.
      </Text>
    );
  }
  const rateUnit = acousticUnitLabel('attenuationRate', unitSystem);
  return (
    <div>
      <Text size="sm" fw={600} id={titleId}>
        Computed attenuation (Reynolds and Bledsoe / ASHRAE)
      </Text>
      <BandTable
        titleId={titleId}
        stale={stale}
        rows={[
          { head: rateUnit, cells: rates.map(fixed2), testIdPrefix: `${idPrefix}-rate` },
          {
            head: 'ΔL, dB',
            cells: result.attenuationDb.map(fixed1),
            testIdPrefix: `${idPrefix}-loss`,
          },
        ]}
      />
    </div>
  );
}

function typeLabel(type: unknown): string {
  return typeof type === 'string' && type in DUCT_ELEMENT_TYPE_LABELS
    ? DUCT_ELEMENT_TYPE_LABELS[type as keyof typeof DUCT_ELEMENT_TYPE_LABELS]
    : 'Element';
}

/** One element of the duct path: its label, its own fields, and move / remove buttons. */
export function PathElementEditor({
  element,
  index,
  basePath,
  count,
  unitSystem,
  errors,
  onChange,
  onMove,
  onRemove,
  result,
  stale = false,
}: PathElementEditorProps) {
  const base: DraftPath = basePath ?? ['elements', index];
  const set = (field: string, value: unknown): void => onChange({ ...element, [field]: value });
  const name = draftText(element['label']) || typeLabel(element['type']);

  const numeric = (
    field: string,
    label: string,
    quantity: AcousticQuantity | 'count' | 'percent',
    options: {
      step?: number;
      decimalScale?: number;
      description?: string;
      placeholder?: string;
    } = {},
  ) => {
    return (
      <AcousticNumberInput
        path={[...base, field]}
        label={label}
        unit={
          quantity === 'count'
            ? ''
            : quantity === 'percent'
              ? '%'
              : acousticUnitLabel(quantity, unitSystem)
        }
        value={element[field]}
        onChange={(next) => set(field, next)}
        errors={errors}
        step={options.step ?? 1}
        decimalScale={options.decimalScale ?? 3}
        description={options.description}
        placeholder={options.placeholder}
      />
    );
  };

  const choice = <Option extends string>(
    field: string,
    label: string,
    options: readonly Option[],
    optionLabels: Readonly<Record<Option, string>>,
    fallback = '',
  ) => {
    const path = [...base, field];
    return (
      <NativeSelect
        id={acousticFieldId(path)}
        label={label}
        value={draftText(element[field]) || fallback}
        onChange={(event) => set(field, event.currentTarget.value)}
        error={errors[pathKey(path)]}
        data={options.map((option) => ({ value: option, label: optionLabels[option] }))}
      />
    );
  };

  const bands = (
    field: string,
    legend: string,
    description: string,
    unit: string,
    options: { step?: number; decimalScale?: number } = {},
  ) => (
    <SpectrumInputs
      legend={legend}
      description={description}
      path={[...base, field]}
      value={element[field]}
      onChange={(next) => set(field, next)}
      unit={unit}
      errors={errors}
      {...options}
    />
  );

  /** Width (the diameter when round) and, unless round, height of a duct or a terminal's neck. */
  const openingSize = (
    round: boolean,
    labels: { diameter: string; width: string; height: string },
    descriptions: { diameter: string; width: string; height: string },
  ) => (
    <>
      {numeric('width', round ? labels.diameter : labels.width, 'ductDimension', {
        description: round ? descriptions.diameter : descriptions.width,
      })}
      {round
        ? null
        : numeric('height', labels.height, 'ductDimension', { description: descriptions.height })}
    </>
  );

  const type = element['type'];
  const computed: ElementResultProps = {
    idPrefix: acousticFieldId(base),
    result,
    unitSystem,
    stale,
  };
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      component="li"
      aria-label={`Element ${index + 1}: ${name}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-end">
          <Group gap="xs" wrap="nowrap" align="flex-end" style={{ flex: 1 }}>
            <Text fw={650} size="sm" aria-hidden>
              {index + 1}.
            </Text>
            <TextInput
              id={acousticFieldId([...base, 'label'])}
              label={`${typeLabel(type)}: label`}
              value={draftText(element['label'])}
              onChange={(event) => set('label', event.currentTarget.value)}
              error={errors[pathKey([...base, 'label'])]}
              maxLength={80}
              style={{ flex: 1 }}
            />
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Move ${name} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <span aria-hidden>↑</span>
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Move ${name} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <span aria-hidden>↓</span>
            </ActionIcon>
            <ActionIcon
              variant="default"
              color="red"
              size="lg"
              aria-label={`Remove ${name}`}
              onClick={onRemove}
            >
              <span aria-hidden>✕</span>
            </ActionIcon>
          </Group>
        </Group>

        {type === 'straightDuct' ? (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {numeric('length', LABELS.length, 'length')}
            </SimpleGrid>
            {bands(
              'attenuationPerLength',
              LABELS.attenuationPerLength,
              'A manufacturer’s or tabulated rate; for sheet-metal duct by size, add a “Straight duct by size and lining” element instead',
              acousticUnitLabel('attenuationRate', unitSystem),
              { step: 0.1, decimalScale: 3 },
            )}
          </>
        ) : null}

        {type === 'ductRun' ? (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {choice(
                'shape',
                LABELS.shape,
                ACOUSTIC_DUCT_SHAPES,
                DUCT_SHAPE_LABELS,
                'rectangular',
              )}
              {choice('lining', LABELS.lining, DUCT_LININGS, DUCT_LINING_LABELS, 'unlined')}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {openingSize(
                element['shape'] === 'round',
                {
                  diameter: LABELS.ductDiameter,
                  width: LABELS.ductWidth,
                  height: LABELS.ductHeight,
                },
                {
                  diameter: 'Inside the lining',
                  width: 'Inside the lining',
                  height: 'Inside the lining',
                },
              )}
              {numeric('length', LABELS.length, 'length')}
            </SimpleGrid>
            <ComputedDuctAttenuation {...computed} />
          </>
        ) : null}

        {type === 'elbow' ? (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {choice('elbowKind', LABELS.elbowKind, ELBOW_KINDS, ELBOW_KIND_LABELS)}
            {numeric('width', LABELS.elbowWidth, 'ductDimension', {
              description: 'In the plane of the bend; diameter if round',
            })}
            {numeric('quantity', LABELS.quantity, 'count', { decimalScale: 0 })}
          </SimpleGrid>
        ) : null}

        {type === 'branch' ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {numeric('branchArea', LABELS.branchArea, 'area', {
              description: 'Area of the branch the path follows',
            })}
            {numeric('totalArea', LABELS.totalArea, 'area', {
              description: 'All branches leaving the junction',
            })}
          </SimpleGrid>
        ) : null}

        {type === 'insertionLoss'
          ? bands(
              'insertionLoss',
              LABELS.insertionLoss,
              'Plenum, flexible duct or another element: manufacturer’s data (for a silencer’s self-noise, add a Silencer element)',
              'dB',
            )
          : null}

        {type === 'endReflection' ? (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {numeric('width', LABELS.outletWidth, 'ductDimension', {
              description: 'Or the diameter of a round duct',
            })}
            {numeric('height', LABELS.outletHeight, 'ductDimension', {
              description: 'Blank for a round duct',
              placeholder: 'Round',
            })}
            {choice(
              'termination',
              LABELS.termination,
              DUCT_TERMINATIONS,
              DUCT_TERMINATION_LABELS,
              'flush',
            )}
          </SimpleGrid>
        ) : null}

        {type === 'silencer' ? (
          <>
            {bands(
              'insertionLoss',
              LABELS.silencerInsertionLoss,
              'The manufacturer’s dynamic insertion loss at the airflow',
              'dB',
            )}
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {numeric('airflow', LABELS.silencerAirflow, 'airflow', { step: 100 })}
              {numeric('width', LABELS.silencerWidth, 'ductDimension', {
                description: 'Face width',
              })}
              {numeric('height', LABELS.silencerHeight, 'ductDimension', {
                description: 'Face (splitter) height',
              })}
              {numeric('passages', LABELS.passages, 'count', {
                decimalScale: 0,
                description: 'Airways between the splitters',
              })}
              {numeric('freeAreaPercent', LABELS.freeAreaPercent, 'percent', {
                decimalScale: 1,
                description: 'Open area of the face, %',
              })}
            </SimpleGrid>
            <RegeneratedNoise {...computed} title="Self-noise (Fry, Long Eq. 14.31)" />
          </>
        ) : null}

        {type === 'terminal' ? (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {choice(
                'service',
                LABELS.service,
                TERMINAL_SERVICES,
                TERMINAL_SERVICE_LABELS,
                'supply',
              )}
              {choice(
                'terminalShape',
                LABELS.terminalShape,
                TERMINAL_SHAPES,
                TERMINAL_SHAPE_LABELS,
                'rectangular',
              )}
              {numeric('count', LABELS.count, 'count', {
                decimalScale: 0,
                description: 'Identical terminals on this path',
              })}
              {openingSize(
                element['terminalShape'] === 'round',
                {
                  diameter: LABELS.terminalDiameter,
                  width: LABELS.terminalWidth,
                  height: LABELS.terminalHeight,
                },
                {
                  diameter: 'Neck (opening) diameter',
                  width: 'Neck (opening) width',
                  height: 'Neck (opening) height',
                },
              )}
              {numeric('airflow', LABELS.terminalAirflow, 'airflow', {
                step: 10,
                description: 'Through one terminal',
              })}
              {numeric('pressureDrop', LABELS.pressureDrop, 'ductPressureLoss', {
                step: unitSystem === 'Metric' ? 1 : 0.01,
                decimalScale: unitSystem === 'Metric' ? 1 : 3,
                description: 'From the manufacturer’s selection',
              })}
            </SimpleGrid>
            <NeckVelocity {...computed} />
            <RegeneratedNoise
              {...computed}
              title="Terminal sound power (Reynolds, Long Eqs. 13.27–13.33)"
            />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A silencer's self-noise or a terminal's own sound power, band by band, with where it governs. */
function RegeneratedNoise({
  idPrefix,
  title,
  result,
  unitSystem,
  stale,
}: ElementResultProps & { title: string }) {
  const titleId = useId();
  const regenerated = result?.regenerated ?? null;
  if (!result || !regenerated) {
    return (
      <Text size="sm" c="dimmed">
        The element’s own noise appears here once its fields are valid.
      </Text>
    );
  }
  const velocity = result.silencerVelocity;
  const speed = acousticUnitLabel('airVelocity', unitSystem);
  return (
    <div>
      <Text size="sm" fw={600} id={titleId}>
        {title}
      </Text>
      {velocity ? (
        <Text size="sm" data-testid={`${idPrefix}-velocity`}>
          Face velocity {fixed1(velocity.face)} {speed}; airway velocity {fixed1(velocity.airway)}{' '}
          {speed}
        </Text>
      ) : null}
      <BandTable
        titleId={titleId}
        stale={stale}
        rows={[
          {
            head: 'Own Lw, dB',
            cells: regenerated.soundPowerDb.map(fixed1),
            testIdPrefix: `${idPrefix}-own`,
            bold: regenerated.governs,
          },
          { head: 'Governs', cells: regenerated.governs.map((governs) => (governs ? 'yes' : '—')) },
        ]}
      />
    </div>
  );
}

/** A terminal's neck velocity beside the recommended limit for the room's target. */
function NeckVelocity({ idPrefix, result, unitSystem, stale }: ElementResultProps) {
  const neck = result?.neckVelocity ?? null;
  if (!neck) return null;
  const speed = acousticUnitLabel('airVelocity', unitSystem);
  const digits =
    unitSystem === 'Metric'
      ? fixed2
      : (value: number) => formatNumber(value, { maximumFractionDigits: 0 });
  const text =
    neck.limit === null
      ? `Neck velocity ${digits(neck.velocity)} ${speed}: no limit shown (give a target NC or a room type; ASHRAE tabulates RC 25–45).`
      : `Neck velocity ${digits(neck.velocity)} ${speed}; recommended at most ${digits(neck.limit)} ${speed} for a ${neck.service} terminal at RC ${neck.limitRc} (ASHRAE HVAC Applications 2019, ch. 49, Table 9).`;
  return neck.exceedsLimit ? (
    <Alert color="yellow" title="Neck velocity above the limit" data-testid={`${idPrefix}-neck`}>
      <Text size="sm" style={stale ? { opacity: 0.6 } : undefined}>
        {text}
      </Text>
    </Alert>
  ) : (
    <Text size="sm" data-testid={`${idPrefix}-neck`} style={stale ? { opacity: 0.6 } : undefined}>
      {text}
    </Text>
  );
}
