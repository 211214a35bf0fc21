import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ABSORPTION_MATERIALS,
  DIRECTIVITY_FACTORS,
  DIRECTIVITY_LABELS,
  DUCT_NOISE_PATH_FIELD_LABELS,
  ROOM_METHODS,
  ROOM_METHOD_LABELS,
  ROOM_NOISE_GUIDELINES,
  absorptionMaterial,
  defaultNoisePath,
  defaultRoomSurface,
  materialBandCoefficients,
  roomNoiseGuideline,
  type DuctNoisePathInputDraft,
  type DuctNoisePathResult,
} from '@org/hvac-core/acoustics';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { draftNumber } from '../../calculator-kit/field-ui';
import { FormSection } from '../../calculator-kit/FormSection';
import classes from './AcousticCalculator.module.css';
import { BandTable } from './BandTable';
import {
  acousticFieldId,
  asRow,
  asRows,
  choiceData,
  groupedData,
  nextRowId,
  rowKey,
  rowList,
  type Row,
} from './field-ui';
import { errorKey } from '../../calculator-kit/draft-path';
import { draftText } from '../../calculator-kit/draft-text';
import { GroupError, NoisePathEditor } from './NoisePathEditor';
import { rowFields } from './row-fields';

const LABELS = DUCT_NOISE_PATH_FIELD_LABELS;

/** Room types grouped by building, each with its recommended range. */
const ROOM_TYPE_OPTIONS = [
  { value: '', label: 'None' },
  ...groupedData(
    ROOM_NOISE_GUIDELINES,
    (guideline) => guideline.category,
    (guideline) => ({
      value: guideline.id,
      label: `${guideline.label} (NC ${guideline.minNc}–${guideline.maxNc})`,
    }),
  ),
];

/** The value of the material select that means "type my own coefficients". */
const OWN_COEFFICIENTS = 'own';

/** Library materials grouped as the source groups them, after the "type my own" choice. */
const MATERIAL_OPTIONS = [
  { value: OWN_COEFFICIENTS, label: 'Type my own coefficients' },
  ...groupedData(
    ABSORPTION_MATERIALS,
    (material) => material.category,
    (material) => ({ value: material.id, label: material.name }),
  ),
];

const alpha2 = (value: number): string =>
  formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 3 });

interface SurfaceEditorProps {
  surface: Row;
  index: number;
  unitSystem: UnitSystem;
  errors: Record<string, string>;
  onChange: (next: Row) => void;
  onRemove: () => void;
}

/** One surface of the room: its label, area, and a library material or typed coefficients. */
function SurfaceEditor({
  surface,
  index,
  unitSystem,
  errors,
  onChange,
  onRemove,
}: SurfaceEditorProps) {
  const base = ['room', 'surfaces', index] as const;
  const id = acousticFieldId(base);
  const name = (draftText(surface['label']) ?? '') || `Surface ${index + 1}`;
  const setSurface = (patch: Row): void => {
    const next: Row = { ...surface, ...patch };
    // "Type my own": the key goes, so the saved file has no material.
    if (next['materialId'] === undefined) delete next['materialId'];
    onChange(next);
  };
  const fields = rowFields({
    base,
    row: surface,
    set: (field, value) => setSurface({ [field]: value }),
    errors,
    unitSystem,
  });
  const materialId = draftText(surface['materialId']) ?? '';
  const material = materialId ? absorptionMaterial(materialId) : undefined;
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      component="li"
      aria-label={`Surface ${index + 1}: ${name}`}
    >
      <Stack gap="xs">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            id={acousticFieldId([...base, 'label'])}
            label="Surface label"
            value={draftText(surface['label']) ?? ''}
            onChange={(event) => setSurface({ label: event.currentTarget.value })}
            maxLength={80}
            style={{ flex: 1 }}
          />
          {fields.number('area', 'surfaceArea')}
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Remove ${name}`}
            onClick={onRemove}
            mb={errors[errorKey([...base, 'area'])] ? 22 : 0}
          >
            <span aria-hidden>✕</span>
          </ActionIcon>
        </Group>
        <Select
          id={acousticFieldId([...base, 'material'])}
          label={LABELS.material}
          description="Search the library of published coefficients, or type your own"
          searchable
          nothingFoundMessage="No material matches"
          allowDeselect={false}
          value={material ? material.id : OWN_COEFFICIENTS}
          data={MATERIAL_OPTIONS}
          error={errors[errorKey([...base, 'materialId'])]}
          onChange={(next) => {
            const chosen = next && next !== OWN_COEFFICIENTS ? absorptionMaterial(next) : undefined;
            if (!chosen) {
              setSurface({ materialId: undefined });
              return;
            }
            const label = draftText(surface['label']) ?? '';
            setSurface({
              materialId: chosen.id,
              absorptionCoefficients: materialBandCoefficients(chosen),
              ...(label === '' || label === (material?.name ?? '') ? { label: chosen.name } : {}),
            });
          }}
        />
        {material ? (
          <div>
            <Text size="sm" fw={600} id={`${id}-alpha-title`}>
              {`${LABELS.absorptionCoefficients}, ${name} (library, read-only)`}
            </Text>
            <BandTable
              titleId={`${id}-alpha-title`}
              rows={[
                {
                  cells: materialBandCoefficients(material).map(alpha2),
                  testIdPrefix: `${id}-alpha`,
                },
              ]}
            />
            <Text size="xs" c="dimmed" mt={4}>
              Published for 125–4000 Hz: 63 Hz takes the 125 Hz value and 8000 Hz the 4000 Hz value.
              Source: {material.source}.
            </Text>
          </div>
        ) : (
          fields.bands(
            'absorptionCoefficients',
            'absorptionCoefficients',
            `${LABELS.absorptionCoefficients}, ${name}`,
          )
        )}
      </Stack>
    </Paper>
  );
}

export interface AcousticFormProps {
  /** The input being edited; required. */
  value: DuctNoisePathInputDraft;
  /** Called with the edited input on every change; required. */
  onChange: (next: DuctNoisePathInputDraft) => void;
  /** Messages by path key ('room.distance'); default none. */
  errors?: Record<string, string>;
  /** The engine's result, for the values it computes beside the inputs (duct runs); default none. */
  result?: DuctNoisePathResult | null;
  /** True when `result` belongs to an earlier, valid draft; default false. */
  stale?: boolean;
}

/** The duct-borne noise inputs: source, path elements in order, room, room type and target. */
export function AcousticForm({
  value,
  onChange,
  errors = {},
  result = null,
  stale = false,
}: AcousticFormProps) {
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const additionalPaths = asRows(value.additionalPaths);
  const room = asRow(value.room);
  const surfaces = asRows(room['surfaces']);
  const method = (draftText(room['method']) ?? '') || 'schultz';

  const update = (patch: Row): void => onChange({ ...value, ...patch } as DuctNoisePathInputDraft);
  const paths = rowList(additionalPaths, (next) => update({ additionalPaths: next }));
  const setRoom = (patch: Row): void => update({ room: { ...room, ...patch } });
  const surfaceList = rowList(surfaces, (next) => setRoom({ surfaces: next }));
  const context = { errors, unitSystem };
  const roomFields = rowFields({
    ...context,
    base: ['room'],
    row: room,
    set: (field, next) => setRoom({ [field]: next }),
    keepText: true,
  });
  const fields = rowFields({
    ...context,
    base: [],
    row: value as Row,
    set: (field, next) => update({ [field]: next }),
  });

  const roomTypeId = draftText(value.roomType) ?? '';
  const guideline = roomTypeId ? roomNoiseGuideline(roomTypeId) : null;

  return (
    <Stack gap="md">
      <FormSection legend="Calculation">
        <TextInput
          id={acousticFieldId(['calculationName'])}
          label={LABELS.calculationName}
          description="Shown on the report, e.g. the room and the system serving it"
          value={draftText(value.calculationName) ?? ''}
          onChange={(event) => update({ calculationName: event.currentTarget.value })}
          error={errors['calculationName']}
          maxLength={120}
        />
      </FormSection>

      <NoisePathEditor
        path={value as Row}
        prefix={[]}
        labelField="pathLabel"
        title={`Path 1: ${(draftText(value.pathLabel) ?? '') || 'Supply path'}`}
        onPatch={update}
        unitSystem={unitSystem}
        errors={errors}
        result={result?.paths[0]}
        stale={stale}
      />
      {additionalPaths.map((path, index) => {
        const name = (draftText(path['label']) ?? '') || `Path ${index + 2}`;
        return (
          <NoisePathEditor
            key={rowKey(path, index)}
            path={path}
            prefix={['additionalPaths', index]}
            labelField="label"
            title={`Path ${index + 2}: ${name}`}
            onPatch={(patch) => paths.patch(index, patch)}
            unitSystem={unitSystem}
            errors={errors}
            result={result?.paths[index + 1]}
            stale={stale}
            actions={
              <Button variant="default" color="red" onClick={() => paths.remove(index)}>
                Remove {name}
              </Button>
            }
          />
        );
      })}
      <Group>
        <Button
          variant="default"
          onClick={() =>
            paths.add(defaultNoisePath(unitSystem, nextRowId('path', additionalPaths)))
          }
        >
          Add a path to the room (return, another supply)
        </Button>
      </Group>
      <GroupError message={errors['additionalPaths']} />

      <FormSection legend="Room">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              id={acousticFieldId(['room', 'method'])}
              label={LABELS.method}
              description="How the sound power entering the room becomes the level at the listener"
              value={method}
              onChange={(event) => setRoom({ method: event.currentTarget.value })}
              error={errors['room.method']}
              data={choiceData(ROOM_METHODS, ROOM_METHOD_LABELS)}
            />
            <NativeSelect
              id={acousticFieldId(['room', 'directivity'])}
              label={LABELS.directivity}
              description={
                method === 'schultz' ? 'Not used by Schultz’s equation' : 'Where the outlet is'
              }
              value={String(draftNumber(room['directivity']) ?? 2)}
              onChange={(event) => setRoom({ directivity: Number(event.currentTarget.value) })}
              error={errors['room.directivity']}
              data={choiceData(DIRECTIVITY_FACTORS, DIRECTIVITY_LABELS)}
            />
            {roomFields.number('distance')}
            {roomFields.number('volume', 'volume', {
              description:
                method === 'schultz'
                  ? 'Required by Schultz; also gives the reverberation times'
                  : 'Gives the reverberation times with the surfaces',
            })}
            {method === 'givenRoomConstant' ? roomFields.number('roomConstant') : null}
          </SimpleGrid>

          <Text fw={650} size="sm" id="acoustic-surfaces-title">
            Surfaces and absorption coefficients
          </Text>
          <Text size="xs" c="dimmed">
            {method === 'roomConstant'
              ? 'Required: the room constant is computed band by band from these.'
              : 'Optional: with the room volume they give the reverberation times by Sabine and Eyring.'}
          </Text>
          <GroupError message={errors['room.surfaces']} />
          {surfaces.length > 0 ? (
            <Stack
              gap="sm"
              component="ol"
              className={classes.plainList}
              aria-labelledby="acoustic-surfaces-title"
            >
              {surfaces.map((surface, index) => (
                <SurfaceEditor
                  key={rowKey(surface, index)}
                  surface={surface}
                  index={index}
                  unitSystem={unitSystem}
                  errors={errors}
                  onChange={(next) => surfaceList.replace(index, next)}
                  onRemove={() => surfaceList.remove(index)}
                />
              ))}
            </Stack>
          ) : null}
          <Group>
            <Button
              variant="default"
              onClick={() =>
                surfaceList.add(defaultRoomSurface(unitSystem, nextRowId('surface', surfaces)))
              }
            >
              Add surface
            </Button>
          </Group>
        </Stack>
      </FormSection>

      <FormSection legend="Criterion">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            id={acousticFieldId(['roomType'])}
            label={LABELS.roomType}
            description="Recommended NC/RC range: ASHRAE HVAC Applications (2019), ch. 49, table 1"
            value={roomTypeId}
            onChange={(event) => {
              const next = event.currentTarget.value;
              update({ roomType: next === '' ? undefined : next });
            }}
            error={errors['roomType']}
            data={ROOM_TYPE_OPTIONS}
          />
          {fields.number('targetNc', 'targetNc', {
            description: guideline
              ? `Blank: the room type’s upper limit, NC ${guideline.maxNc}`
              : 'The highest NC allowed; blank for none',
            placeholder: guideline ? String(guideline.maxNc) : undefined,
          })}
        </SimpleGrid>
      </FormSection>
    </Stack>
  );
}
