import {
  ActionIcon,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  DUCT_ELEMENT_TYPE_LABELS,
  DUCT_NOISE_PATH_FIELD_LABELS,
  DUCT_TERMINATIONS,
  DUCT_TERMINATION_LABELS,
  ELBOW_KINDS,
  ELBOW_KIND_LABELS,
  acousticUnitLabel,
  type AcousticQuantity,
} from '@org/hvac-core/acoustics';
import type { UnitSystem } from '@org/hvac-core/units';
import { UnitInput } from '@org/ui';
import { acousticFieldId, draftNumber, draftText, pathKey } from './field-ui';
import { SpectrumInputs } from './SpectrumInputs';

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
              description="Lined or unlined duct: from the ASHRAE HVAC Applications ch. 49 tables or the manufacturer"
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
