import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  DUCT_ELEMENT_TYPE_LABELS,
  DUCT_NOISE_PATH_FIELD_LABELS,
  NOISE_SOURCE_KINDS,
  NOISE_SOURCE_KIND_LABELS,
  FAN_SOUND_ESTIMATE,
  defaultDuctPathElement,
  defaultFanSource,
  type NoisePathResult,
} from '@org/hvac-core/acoustics';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { useState, type ReactNode } from 'react';
import { draftNumber } from '../../calculator-kit/field-ui';
import { FormSection } from '../../calculator-kit/FormSection';
import classes from './AcousticCalculator.module.css';
import {
  acousticFieldId,
  asRow,
  asRows,
  choiceData,
  nextRowId,
  rowKey,
  rowList,
  type Row,
} from './field-ui';
import { errorKey, type DraftPath } from '../../calculator-kit/draft-path';
import { draftText } from '../../calculator-kit/draft-text';
import { PathElementEditor } from './PathElementEditor';
import { rowFields } from './row-fields';

const LABELS = DUCT_NOISE_PATH_FIELD_LABELS;

type ElementType = keyof typeof DUCT_ELEMENT_TYPE_LABELS;
const ELEMENT_TYPES = Object.keys(DUCT_ELEMENT_TYPE_LABELS) as ElementType[];

export interface NoisePathEditorProps {
  /** The path as the draft holds it (source, sourceSoundPower, elements and its label); required. */
  path: Row;
  /** Where the path sits in the draft: [] for the first path, ['additionalPaths', i] for others; required. */
  prefix: DraftPath;
  /** The draft field holding the path's label: 'pathLabel' for the first path, 'label' for others; required. */
  labelField: 'pathLabel' | 'label';
  /** Heading of the path, e.g. "Supply path"; required. */
  title: string;
  /** Called with the fields that changed; required. */
  onPatch: (patch: Row) => void;
  /** Unit system of the numbers; required. */
  unitSystem: UnitSystem;
  /** Messages by path key; required. */
  errors: Record<string, string>;
  /** The engine's result for this path, when the input computes; default none. */
  result?: NoisePathResult;
  /** True when `result` belongs to an earlier, valid draft; default false. */
  stale?: boolean;
  /** Shown in the heading row, e.g. a remove button; default none. */
  actions?: ReactNode;
}

/** An error message under a group of fields, when there is one. */
export function GroupError({ message }: { message: string | undefined }) {
  return message ? (
    <Text c="red" size="sm">
      {message}
    </Text>
  ) : null;
}

/** One path to the room: its label, its source (typed spectrum or fan) and its elements in flow order. */
export function NoisePathEditor({
  path,
  prefix,
  labelField,
  title,
  onPatch,
  unitSystem,
  errors,
  result,
  stale = false,
  actions,
}: NoisePathEditorProps) {
  const [newType, setNewType] = useState<ElementType>('ductRun');
  const elements = asRows(path['elements']);
  const list = rowList(elements, (next) => onPatch({ elements: next }));
  const source = asRow(path['source']);
  const kind = source['kind'] === 'fan' ? 'fan' : 'spectrum';
  const sourcePath: DraftPath = [...prefix, 'source'];
  const idBase = prefix.length === 0 ? 'main' : prefix.join('-');
  const context = { errors, unitSystem };
  const pathFields = rowFields({
    ...context,
    base: prefix,
    row: path,
    set: (field, value) => onPatch({ [field]: value }),
  });
  const fan = rowFields({
    ...context,
    base: sourcePath,
    row: source,
    set: (field, value) => onPatch({ source: { ...source, [field]: value } }),
  });
  const fanResult = result?.source.kind === 'fan' ? result.source : null;

  return (
    <FormSection legend={title}>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            id={acousticFieldId([...prefix, labelField])}
            label={LABELS.pathLabel}
            description="Shown on the results and the report, e.g. Supply or Return"
            value={draftText(path[labelField]) ?? ''}
            onChange={(event) => onPatch({ [labelField]: event.currentTarget.value })}
            error={errors[errorKey([...prefix, labelField])]}
            maxLength={80}
            style={{ flex: 1 }}
          />
          {actions}
        </Group>

        <NativeSelect
          id={acousticFieldId([...sourcePath, 'kind'])}
          label={LABELS.sourceKind}
          description="The fan’s sound power as the manufacturer gives it, or estimated from its duty"
          value={kind}
          onChange={(event) => {
            const typed = path['sourceSoundPower'];
            if (event.currentTarget.value === 'fan') {
              const complete =
                Array.isArray(typed) &&
                typed.length === 8 &&
                typed.every((v) => draftNumber(v) !== undefined);
              onPatch({
                source: defaultFanSource(unitSystem),
                ...(complete ? {} : { sourceSoundPower: undefined }),
              });
            } else {
              onPatch({
                source: { kind: 'spectrum' },
                sourceSoundPower: typed ?? [85, 82, 78, 75, 72, 68, 64, 60],
              });
            }
          }}
          error={errors[errorKey(sourcePath)]}
          data={choiceData(NOISE_SOURCE_KINDS, NOISE_SOURCE_KIND_LABELS)}
        />

        {kind === 'spectrum' ? (
          pathFields.bands('sourceSoundPower')
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {fan.choice('fanType')}
              {fan.number('airflow', 'fanAirflow')}
              {fan.number('staticPressure')}
              {fan.number('blades')}
              {fan.number('speed')}
            </SimpleGrid>
            {fanResult ? (
              <>
                <Text
                  size="sm"
                  data-testid={`acoustic-${idBase}-fan`}
                  style={stale ? { opacity: 0.6 } : undefined}
                >
                  Estimated overall sound power{' '}
                  {formatNumber(fanResult.overallDb, { maximumFractionDigits: 1 })} dB re 1 pW
                  {fanResult.bladePassHz === null
                    ? '; no blade-pass tone.'
                    : `; blade-pass frequency ${formatNumber(fanResult.bladePassHz, { maximumFractionDigits: 0 })} Hz (+5 dB in its band, +3 dB at its harmonic).`}
                </Text>
                <Text size="xs" c="dimmed" data-testid={`acoustic-${idBase}-fan-method`}>
                  {FAN_SOUND_ESTIMATE.method} {FAN_SOUND_ESTIMATE.uncertainty}
                </Text>
              </>
            ) : null}
          </>
        )}

        <Text fw={650} size="sm">
          Elements, in flow order
        </Text>
        <GroupError message={errors[errorKey([...prefix, 'elements'])]} />
        {elements.length === 0 ? (
          <Text size="sm" c="dimmed">
            No elements: the source’s sound power reaches the room unattenuated.
          </Text>
        ) : (
          <Stack gap="sm" component="ol" className={classes.plainList}>
            {elements.map((element, index) => (
              <PathElementEditor
                key={rowKey(element, index)}
                element={element}
                index={index}
                basePath={[...prefix, 'elements', index]}
                count={elements.length}
                unitSystem={unitSystem}
                errors={errors}
                list={list}
                result={result?.elements.find((row) => row.id === element['id'])}
                stale={stale}
              />
            ))}
          </Stack>
        )}
        <Group gap="sm" align="flex-end">
          <NativeSelect
            id={
              prefix.length === 0
                ? 'acoustic-new-element-type'
                : `acoustic-${idBase}-new-element-type`
            }
            label="Element to add"
            value={newType}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if ((ELEMENT_TYPES as string[]).includes(next)) setNewType(next as ElementType);
            }}
            data={choiceData(ELEMENT_TYPES, DUCT_ELEMENT_TYPE_LABELS)}
          />
          <Button
            variant="default"
            aria-label={`Add element to ${title}`}
            onClick={() =>
              list.add(defaultDuctPathElement(newType, unitSystem, nextRowId(newType, elements)))
            }
          >
            Add element
          </Button>
        </Group>
      </Stack>
    </FormSection>
  );
}
