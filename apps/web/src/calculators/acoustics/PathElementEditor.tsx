import { ActionIcon, Alert, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  ACOUSTIC_DUCT_SHAPES,
  DUCT_ELEMENT_TYPE_LABELS,
  DUCT_LININGS,
  DUCT_LINING_LABELS,
  DUCT_SHAPE_LABELS,
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
  type AcousticNumberField,
  type DuctPathElementResult,
} from '@org/hvac-core/acoustics';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { useId, type ReactNode } from 'react';
import { BandTable, type BandRow } from './BandTable';
import {
  acousticFieldId,
  draftText,
  fixedDigits,
  pathKey,
  type DraftPath,
  type Row,
} from './field-ui';
import { rowFields, type RowFields } from './row-fields';

const LABELS = DUCT_NOISE_PATH_FIELD_LABELS;

export interface PathElementEditorProps {
  /** The element as the draft holds it; required. */
  element: Row;
  /** Its position in the path, from 0; required. */
  index: number;
  /** The draft path of the element (ids and messages derive from it); required. */
  basePath: DraftPath;
  /** Number of elements in the path; required. */
  count: number;
  /** Unit system of the numbers; required. */
  unitSystem: UnitSystem;
  /** Messages by path key; required. */
  errors: Record<string, string>;
  /** Called with the edited element; required. */
  onChange: (next: Row) => void;
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
/** What an element's computed panel reads: its id prefix, the engine's result, units, staleness. */
interface ElementResultProps {
  idPrefix: string;
  result: DuctPathElementResult | undefined;
  unitSystem: UnitSystem;
  stale: boolean;
}

/** A computed panel's title over its band table, or `pending` until the element computes. */
function ComputedBands({
  title,
  pending,
  stale,
  rows,
  children,
}: {
  title: string;
  pending: string;
  stale: boolean;
  rows: readonly BandRow[] | null;
  children?: ReactNode;
}) {
  const titleId = useId();
  if (!rows) {
    return (
      <Text size="sm" c="dimmed">
        {pending}
      </Text>
    );
  }
  return (
    <div>
      <Text size="sm" fw={600} id={titleId}>
        {title}
      </Text>
      {children}
      <BandTable titleId={titleId} stale={stale} leading="Band" rows={rows} />
    </div>
  );
}

/** The engine's attenuation of a duct run, per length and over the run, read-only. */
function ComputedDuctAttenuation({ idPrefix, result, unitSystem, stale }: ElementResultProps) {
  const rates = result?.attenuationPerLength ?? null;
  return (
    <ComputedBands
      title="Computed attenuation (Reynolds and Bledsoe / ASHRAE)"
      pending="The attenuation appears here once the size and length are valid."
      stale={stale}
      rows={
        result && rates
          ? [
              {
                head: acousticUnitLabel('attenuationRate', unitSystem),
                cells: rates.map(fixed2),
                testIdPrefix: `${idPrefix}-rate`,
              },
              {
                head: 'ΔL, dB',
                cells: result.attenuationDb.map(fixed1),
                testIdPrefix: `${idPrefix}-loss`,
              },
            ]
          : null
      }
    />
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
  const regenerated = result?.regenerated ?? null;
  const velocity = result?.silencerVelocity;
  const speed = acousticUnitLabel('airVelocity', unitSystem);
  return (
    <ComputedBands
      title={title}
      pending="The element’s own noise appears here once its fields are valid."
      stale={stale}
      rows={
        regenerated
          ? [
              {
                head: 'Own Lw, dB',
                cells: regenerated.soundPowerDb.map(fixed1),
                testIdPrefix: `${idPrefix}-own`,
                bold: regenerated.governs,
              },
              { head: 'Governs', cells: regenerated.governs.map((on) => (on ? 'yes' : '—')) },
            ]
          : null
      }
    >
      {velocity ? (
        <Text size="sm" data-testid={`${idPrefix}-velocity`}>
          Face velocity {fixed1(velocity.face)} {speed}; airway velocity {fixed1(velocity.airway)}{' '}
          {speed}
        </Text>
      ) : null}
    </ComputedBands>
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
  const line = (
    <Text
      size="sm"
      data-testid={neck.exceedsLimit ? undefined : `${idPrefix}-neck`}
      style={stale ? { opacity: 0.6 } : undefined}
    >
      {text}
    </Text>
  );
  return neck.exceedsLimit ? (
    <Alert color="yellow" title="Neck velocity above the limit" data-testid={`${idPrefix}-neck`}>
      {line}
    </Alert>
  ) : (
    line
  );
}

/** A grid of an element's fields: one column on a phone, `cols` from xs up. */
function grid(cols: 2 | 3, children: ReactNode) {
  return (
    <SimpleGrid cols={{ base: 1, xs: cols }} spacing="sm">
      {children}
    </SimpleGrid>
  );
}

/** Width (the diameter when round) and, unless round, height of a duct or a terminal's neck. */
function opening(
  f: RowFields,
  round: boolean,
  [diameter, width, height]: readonly [
    AcousticNumberField,
    AcousticNumberField,
    AcousticNumberField,
  ],
) {
  return (
    <>
      {f.number('width', round ? diameter : width)}
      {round ? null : f.number('height', height)}
    </>
  );
}

type ElementType = keyof typeof DUCT_ELEMENT_TYPE_LABELS;

/** The fields and computed panels of each kind of element, in the order the form shows them. */
const ELEMENT_EDITORS: Record<
  ElementType,
  (f: RowFields, element: Row, computed: ElementResultProps) => ReactNode
> = {
  straightDuct: (f) => (
    <>
      {grid(3, f.number('length'))}
      {f.bands('attenuationPerLength')}
    </>
  ),
  ductRun: (f, element, computed) => (
    <>
      {grid(
        2,
        <>
          {f.choice('shape', LABELS.shape, ACOUSTIC_DUCT_SHAPES, DUCT_SHAPE_LABELS, 'rectangular')}
          {f.choice('lining', LABELS.lining, DUCT_LININGS, DUCT_LINING_LABELS, 'unlined')}
        </>,
      )}
      {grid(
        3,
        <>
          {opening(f, element['shape'] === 'round', ['ductDiameter', 'ductWidth', 'ductHeight'])}
          {f.number('length')}
        </>,
      )}
      <ComputedDuctAttenuation {...computed} />
    </>
  ),
  elbow: (f) =>
    grid(
      3,
      <>
        {f.choice('elbowKind', LABELS.elbowKind, ELBOW_KINDS, ELBOW_KIND_LABELS)}
        {f.number('width', 'elbowWidth')}
        {f.number('quantity')}
      </>,
    ),
  branch: (f) =>
    grid(
      2,
      <>
        {f.number('branchArea')}
        {f.number('totalArea')}
      </>,
    ),
  insertionLoss: (f) => f.bands('insertionLoss'),
  endReflection: (f) =>
    grid(
      3,
      <>
        {f.number('width', 'outletWidth')}
        {f.number('height', 'outletHeight', { placeholder: 'Round' })}
        {f.choice(
          'termination',
          LABELS.termination,
          DUCT_TERMINATIONS,
          DUCT_TERMINATION_LABELS,
          'flush',
        )}
      </>,
    ),
  silencer: (f, _element, computed) => (
    <>
      {f.bands('insertionLoss', 'silencerInsertionLoss')}
      {grid(
        3,
        <>
          {f.number('airflow', 'silencerAirflow')}
          {f.number('width', 'silencerWidth')}
          {f.number('height', 'silencerHeight')}
          {f.number('passages')}
          {f.number('freeAreaPercent')}
        </>,
      )}
      <RegeneratedNoise {...computed} title="Self-noise (Fry, Long Eq. 14.31)" />
    </>
  ),
  terminal: (f, element, computed) => (
    <>
      {grid(
        3,
        <>
          {f.choice(
            'service',
            LABELS.service,
            TERMINAL_SERVICES,
            TERMINAL_SERVICE_LABELS,
            'supply',
          )}
          {f.choice(
            'terminalShape',
            LABELS.terminalShape,
            TERMINAL_SHAPES,
            TERMINAL_SHAPE_LABELS,
            'rectangular',
          )}
          {f.number('count')}
          {opening(f, element['terminalShape'] === 'round', [
            'terminalDiameter',
            'terminalWidth',
            'terminalHeight',
          ])}
          {f.number('airflow', 'terminalAirflow')}
          {f.number('pressureDrop')}
        </>,
      )}
      <NeckVelocity {...computed} />
      <RegeneratedNoise
        {...computed}
        title="Terminal sound power (Reynolds, Long Eqs. 13.27–13.33)"
      />
    </>
  ),
};

function isElementType(type: unknown): type is ElementType {
  return typeof type === 'string' && type in DUCT_ELEMENT_TYPE_LABELS;
}

/** One element of the duct path: its label, its own fields, and move / remove buttons. */
export function PathElementEditor({
  element,
  index,
  basePath: base,
  count,
  unitSystem,
  errors,
  onChange,
  onMove,
  onRemove,
  result,
  stale = false,
}: PathElementEditorProps) {
  const set = (field: string, value: unknown): void => onChange({ ...element, [field]: value });
  const type = element['type'];
  const typeLabel = isElementType(type) ? DUCT_ELEMENT_TYPE_LABELS[type] : 'Element';
  const name = draftText(element['label']) || typeLabel;
  const fields = rowFields({ base, row: element, set, errors, unitSystem });
  const computed = { idPrefix: acousticFieldId(base), result, unitSystem, stale };
  const buttons = [
    { label: `Move ${name} up`, icon: '↑', disabled: index === 0, onClick: () => onMove(-1) },
    {
      label: `Move ${name} down`,
      icon: '↓',
      disabled: index === count - 1,
      onClick: () => onMove(1),
    },
    { label: `Remove ${name}`, icon: '✕', color: 'red', onClick: onRemove },
  ];
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
              label={`${typeLabel}: label`}
              value={draftText(element['label'])}
              onChange={(event) => set('label', event.currentTarget.value)}
              error={errors[pathKey([...base, 'label'])]}
              maxLength={80}
              style={{ flex: 1 }}
            />
          </Group>
          <Group gap={4} wrap="nowrap">
            {buttons.map((button) => (
              <ActionIcon
                key={button.icon}
                variant="default"
                color={button.color}
                size="lg"
                aria-label={button.label}
                disabled={button.disabled}
                onClick={button.onClick}
              >
                <span aria-hidden>{button.icon}</span>
              </ActionIcon>
            ))}
          </Group>
        </Group>
        {isElementType(type) ? ELEMENT_EDITORS[type](fields, element, computed) : null}
      </Stack>
    </Paper>
  );
}
