import {
  ActionIcon,
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
  acousticUnitLabel,
  type AcousticQuantity,
  type DuctPathElementResult,
} from '@org/hvac-core/acoustics';
import type { UnitSystem } from '@org/hvac-core/units';
import { UnitInput, formatNumber } from '@org/ui';
import { useId } from 'react';
import { acousticFieldId, draftNumber, draftText, pathKey } from './field-ui';
import { SpectrumInputs } from './SpectrumInputs';
import { OctaveBandHead } from './OctaveBandHead';

const LABELS = DUCT_NOISE_PATH_FIELD_LABELS;

export interface PathElementEditorProps {
  /** The element as the draft holds it; required. */
  element: Record<string, unknown>;
  /** Its position in the path, from 0; required. */
  index: number;
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

const fixed2 = (value: number): string =>
  formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fixed1 = (value: number): string =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The engine's attenuation of a duct run, per length and over the run, read-only. */
function ComputedDuctAttenuation({
  idPrefix,
  result,
  unitSystem,
  stale,
}: {
  idPrefix: string;
  result: DuctPathElementResult | undefined;
  unitSystem: UnitSystem;
  stale: boolean;
}) {
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
      <div tabIndex={0} role="region" aria-labelledby={titleId} style={{ overflowX: 'auto' }}>
        <Table
          aria-labelledby={titleId}
          withTableBorder
          fz="xs"
          style={stale ? { opacity: 0.6 } : undefined}
        >
          <OctaveBandHead leading="Band" />
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{rateUnit}</Table.Th>
              {rates.map((rate, band) => (
                <Table.Td
                  key={OCTAVE_BANDS_HZ[band]}
                  ta="right"
                  data-testid={`${idPrefix}-rate-${OCTAVE_BANDS_HZ[band]}`}
                >
                  {fixed2(rate)}
                </Table.Td>
              ))}
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">ΔL, dB</Table.Th>
              {result.attenuationDb.map((db, band) => (
                <Table.Td
                  key={OCTAVE_BANDS_HZ[band]}
                  ta="right"
                  data-testid={`${idPrefix}-loss-${OCTAVE_BANDS_HZ[band]}`}
                >
                  {fixed1(db)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </div>
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
  count,
  unitSystem,
  errors,
  onChange,
  onMove,
  onRemove,
  result,
  stale = false,
}: PathElementEditorProps) {
  const base = ['elements', index] as const;
  const set = (field: string, value: unknown): void => onChange({ ...element, [field]: value });
  const name = draftText(element['label']) || typeLabel(element['type']);

  const numeric = (
    field: string,
    label: string,
    quantity: AcousticQuantity | 'count',
    options: {
      step?: number;
      decimalScale?: number;
      description?: string;
      placeholder?: string;
    } = {},
  ) => {
    const path = [...base, field];
    return (
      <UnitInput
        id={acousticFieldId(path)}
        label={label}
        unit={quantity === 'count' ? '' : acousticUnitLabel(quantity, unitSystem)}
        value={draftNumber(element[field])}
        onChange={(next) => set(field, next ?? '')}
        error={errors[pathKey(path)]}
        step={options.step ?? 1}
        decimalScale={options.decimalScale ?? 3}
        description={options.description}
        placeholder={options.placeholder}
      />
    );
  };

  const type = element['type'];
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
            <SpectrumInputs
              legend={LABELS.attenuationPerLength}
              description="A manufacturer’s or tabulated rate; for sheet-metal duct by size, add a “Straight duct by size and lining” element instead"
              path={[...base, 'attenuationPerLength']}
              value={element['attenuationPerLength']}
              onChange={(next) => set('attenuationPerLength', next)}
              unit={acousticUnitLabel('attenuationRate', unitSystem)}
              errors={errors}
              step={0.1}
              decimalScale={3}
            />
          </>
        ) : null}

        {type === 'ductRun' ? (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                id={acousticFieldId([...base, 'shape'])}
                label={LABELS.shape}
                value={draftText(element['shape']) || 'rectangular'}
                onChange={(event) => set('shape', event.currentTarget.value)}
                error={errors[pathKey([...base, 'shape'])]}
                data={ACOUSTIC_DUCT_SHAPES.map((shape) => ({
                  value: shape,
                  label: DUCT_SHAPE_LABELS[shape],
                }))}
              />
              <NativeSelect
                id={acousticFieldId([...base, 'lining'])}
                label={LABELS.lining}
                value={draftText(element['lining']) || 'unlined'}
                onChange={(event) => set('lining', event.currentTarget.value)}
                error={errors[pathKey([...base, 'lining'])]}
                data={DUCT_LININGS.map((lining) => ({
                  value: lining,
                  label: DUCT_LINING_LABELS[lining],
                }))}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {element['shape'] === 'round'
                ? numeric('width', LABELS.ductDiameter, 'ductDimension', {
                    description: 'Inside the lining',
                  })
                : numeric('width', LABELS.ductWidth, 'ductDimension', {
                    description: 'Inside the lining',
                  })}
              {element['shape'] === 'round'
                ? null
                : numeric('height', LABELS.ductHeight, 'ductDimension', {
                    description: 'Inside the lining',
                  })}
              {numeric('length', LABELS.length, 'length')}
            </SimpleGrid>
            <ComputedDuctAttenuation
              idPrefix={acousticFieldId(base)}
              result={result}
              unitSystem={unitSystem}
              stale={stale}
            />
          </>
        ) : null}

        {type === 'elbow' ? (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NativeSelect
              id={acousticFieldId([...base, 'elbowKind'])}
              label={LABELS.elbowKind}
              value={draftText(element['elbowKind'])}
              onChange={(event) => set('elbowKind', event.currentTarget.value)}
              error={errors[pathKey([...base, 'elbowKind'])]}
              data={ELBOW_KINDS.map((kind) => ({ value: kind, label: ELBOW_KIND_LABELS[kind] }))}
            />
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

        {type === 'insertionLoss' ? (
          <SpectrumInputs
            legend={LABELS.insertionLoss}
            description="Silencer, plenum, flexible duct or terminal: manufacturer’s data"
            path={[...base, 'insertionLoss']}
            value={element['insertionLoss']}
            onChange={(next) => set('insertionLoss', next)}
            unit="dB"
            errors={errors}
          />
        ) : null}

        {type === 'endReflection' ? (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {numeric('width', LABELS.outletWidth, 'ductDimension', {
              description: 'Or the diameter of a round duct',
            })}
            {numeric('height', LABELS.outletHeight, 'ductDimension', {
              description: 'Blank for a round duct',
              placeholder: 'Round',
            })}
            <NativeSelect
              id={acousticFieldId([...base, 'termination'])}
              label={LABELS.termination}
              value={draftText(element['termination']) || 'flush'}
              onChange={(event) => set('termination', event.currentTarget.value)}
              error={errors[pathKey([...base, 'termination'])]}
              data={DUCT_TERMINATIONS.map((t) => ({ value: t, label: DUCT_TERMINATION_LABELS[t] }))}
            />
          </SimpleGrid>
        ) : null}
      </Stack>
    </Paper>
  );
}
