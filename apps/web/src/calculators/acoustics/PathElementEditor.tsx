import { ActionIcon, Alert, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  DUCT_ELEMENT_TYPE_LABELS,
  acousticUnitLabel,
  type AcousticNumberField,
  type DuctPathElementResult,
} from '@org/hvac-core/acoustics';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatFixed, formatNumber } from '@org/ui';
import { Fragment, useId, type ReactNode } from 'react';
import { BandTable, type BandRow } from './BandTable';
import { acousticFieldId, type Row, type RowList } from './field-ui';
import { errorKey, type DraftPath } from '../../calculator-kit/draft-path';
import { draftText } from '../../calculator-kit/draft-text';
import { rowFields, type RowFields } from './row-fields';

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
  /** The path's list of elements, to edit, move or remove this one; required. */
  list: RowList;
  /** The engine's result for this element (per-band attenuation), when the path computes; default none. */
  result?: DuctPathElementResult;
  /** Greys the computed values out, because they belong to an earlier, valid input; default false. */
  stale?: boolean;
}

const fixed2 = (value: number): string => formatFixed(value, 2);
const fixed1 = (value: number): string => formatFixed(value, 1);

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

const OWN_NOISE_PENDING = 'The element’s own noise appears here once its fields are valid.';

/** A silencer's self-noise or a terminal's own sound power, band by band, with where it governs. */
function ownNoiseRows({ idPrefix, result }: ElementResultProps): BandRow[] | null {
  const regenerated = result?.regenerated;
  if (!regenerated) return null;
  const own = regenerated.soundPowerDb.map(fixed1);
  return [
    { head: 'Own Lw, dB', cells: own, testIdPrefix: `${idPrefix}-own`, bold: regenerated.governs },
    { head: 'Governs', cells: regenerated.governs.map((on) => (on ? 'yes' : '—')) },
  ];
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

type ElementType = keyof typeof DUCT_ELEMENT_TYPE_LABELS;

/** One field of an element's form, drawn from the row's field makers. */
type FieldItem = (f: RowFields, element: Row) => ReactNode;

/** A numeric field, by the spec of its own name or `spec`. */
const num =
  (field: string, spec?: AcousticNumberField, placeholder?: string): FieldItem =>
  (f) =>
    f.number(field, spec, placeholder === undefined ? undefined : { placeholder });

/** Width (the diameter when round) and, unless round, height of a duct or a terminal's neck. */
const opening = (
  shapeField: string,
  [diameter, width, height]: readonly AcousticNumberField[],
): FieldItem[] => [
  (f, element) => f.number('width', element[shapeField] === 'round' ? diameter : width),
  (f, element) => (element[shapeField] === 'round' ? null : f.number('height', height)),
];

/** A block of an element's form: a grid of fields, or eight band inputs. */
type Block =
  | { readonly cols: 2 | 3; readonly fields: readonly FieldItem[] }
  | { readonly bands: string; readonly spec?: AcousticNumberField };

/** The fields of each kind of element, in the order the form shows them. */
const ELEMENT_FORMS: Readonly<Record<ElementType, readonly Block[]>> = {
  straightDuct: [{ cols: 3, fields: [num('length')] }, { bands: 'attenuationPerLength' }],
  ductRun: [
    { cols: 2, fields: [(f) => f.choice('shape'), (f) => f.choice('lining')] },
    {
      cols: 3,
      fields: [...opening('shape', ['ductDiameter', 'ductWidth', 'ductHeight']), num('length')],
    },
  ],
  elbow: [
    {
      cols: 3,
      fields: [(f) => f.choice('elbowKind'), num('width', 'elbowWidth'), num('quantity')],
    },
  ],
  branch: [{ cols: 2, fields: [num('branchArea'), num('totalArea')] }],
  insertionLoss: [{ bands: 'insertionLoss' }],
  endReflection: [
    {
      cols: 3,
      fields: [
        num('width', 'outletWidth'),
        num('height', 'outletHeight', 'Round'),
        (f) => f.choice('termination'),
      ],
    },
  ],
  silencer: [
    { bands: 'insertionLoss', spec: 'silencerInsertionLoss' },
    {
      cols: 3,
      fields: [
        num('airflow', 'silencerAirflow'),
        num('width', 'silencerWidth'),
        num('height', 'silencerHeight'),
        num('passages'),
        num('freeAreaPercent'),
      ],
    },
  ],
  terminal: [
    {
      cols: 3,
      fields: [
        (f) => f.choice('service'),
        (f) => f.choice('terminalShape'),
        num('count'),
        ...opening('terminalShape', ['terminalDiameter', 'terminalWidth', 'terminalHeight']),
        num('airflow', 'terminalAirflow'),
        num('pressureDrop'),
      ],
    },
  ],
};

/** The engine's computed values shown under each kind of element's fields, read-only. */
const ELEMENT_PANELS: Partial<Record<ElementType, (computed: ElementResultProps) => ReactNode>> = {
  ductRun: ({ idPrefix, result, unitSystem, stale }) => (
    <ComputedBands
      title="Computed attenuation (Reynolds and Bledsoe / ASHRAE)"
      pending="The attenuation appears here once the size and length are valid."
      stale={stale}
      rows={
        result?.attenuationPerLength
          ? [
              {
                head: acousticUnitLabel('attenuationRate', unitSystem),
                cells: result.attenuationPerLength.map(fixed2),
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
  ),
  silencer: (computed) => {
    const velocity = computed.result?.silencerVelocity;
    const speed = acousticUnitLabel('airVelocity', computed.unitSystem);
    return (
      <ComputedBands
        title="Self-noise (Fry, Long Eq. 14.31)"
        pending={OWN_NOISE_PENDING}
        stale={computed.stale}
        rows={ownNoiseRows(computed)}
      >
        {velocity ? (
          <Text size="sm" data-testid={`${computed.idPrefix}-velocity`}>
            Face velocity {fixed1(velocity.face)} {speed}; airway velocity {fixed1(velocity.airway)}{' '}
            {speed}
          </Text>
        ) : null}
      </ComputedBands>
    );
  },
  terminal: (computed) => (
    <>
      <NeckVelocity {...computed} />
      <ComputedBands
        title="Terminal sound power (Reynolds, Long Eqs. 13.27–13.33)"
        pending={OWN_NOISE_PENDING}
        stale={computed.stale}
        rows={ownNoiseRows(computed)}
      />
    </>
  ),
};

/** An element's fields, block by block, then its computed values. */
function elementForm(type: ElementType, f: RowFields, element: Row, computed: ElementResultProps) {
  return (
    <>
      {ELEMENT_FORMS[type].map((block, index) =>
        'bands' in block ? (
          <Fragment key={index}>{f.bands(block.bands, block.spec)}</Fragment>
        ) : (
          <SimpleGrid key={index} cols={{ base: 1, xs: block.cols }} spacing="sm">
            {block.fields.map((item, at) => (
              <Fragment key={at}>{item(f, element)}</Fragment>
            ))}
          </SimpleGrid>
        ),
      )}
      {ELEMENT_PANELS[type]?.(computed)}
    </>
  );
}

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
  list,
  result,
  stale = false,
}: PathElementEditorProps) {
  const set = (field: string, value: unknown): void => list.patch(index, { [field]: value });
  const type = element['type'];
  const typeLabel = isElementType(type) ? DUCT_ELEMENT_TYPE_LABELS[type] : 'Element';
  const name = (draftText(element['label']) ?? '') || typeLabel;
  const fields = rowFields({ base, row: element, set, errors, unitSystem });
  const computed = { idPrefix: acousticFieldId(base), result, unitSystem, stale };
  const buttons = [
    {
      label: `Move ${name} up`,
      icon: '↑',
      disabled: index === 0,
      onClick: () => list.move(index, -1),
    },
    {
      label: `Move ${name} down`,
      icon: '↓',
      disabled: index === count - 1,
      onClick: () => list.move(index, 1),
    },
    { label: `Remove ${name}`, icon: '✕', color: 'red', onClick: () => list.remove(index) },
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
              value={draftText(element['label']) ?? ''}
              onChange={(event) => set('label', event.currentTarget.value)}
              error={errors[errorKey([...base, 'label'])]}
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
        {isElementType(type) ? elementForm(type, fields, element, computed) : null}
      </Stack>
    </Paper>
  );
}
