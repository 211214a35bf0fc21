import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
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
  OCTAVE_BANDS_HZ,
  absorptionMaterial,
  acousticUnitLabel,
  defaultNoisePath,
  defaultRoomSurface,
  materialBandCoefficients,
  roomNoiseGuideline,
  type DuctNoisePathInputDraft,
  type DuctNoisePathResult,
} from '@org/hvac-core/acoustics';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import {
  acousticFieldId,
  draftRoom,
  draftSurfaces,
  draftText,
  nextRowId,
  pathKey,
  type DraftPath,
} from './field-ui';
import { draftNumber } from '../../workspace/field-ui';
import { AcousticNumberInput } from './AcousticNumberInput';
import { NoisePathEditor } from './NoisePathEditor';
import { SpectrumInputs } from './SpectrumInputs';
import classes from './AcousticCalculator.module.css';
import { OctaveBandHead } from './OctaveBandHead';
import { FormSection } from '../../workspace/FormSection';

const LABELS = DUCT_NOISE_PATH_FIELD_LABELS;

/** Room types grouped by building, each with its recommended range. */
const ROOM_TYPE_OPTIONS = [
  { value: '', label: 'None' },
  ...(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const guideline of ROOM_NOISE_GUIDELINES) {
      const items = groups.get(guideline.category) ?? [];
      items.push({
        value: guideline.id,
        label: `${guideline.label} (NC ${guideline.minNc}–${guideline.maxNc})`,
      });
      groups.set(guideline.category, items);
    }
    return [...groups.entries()].map(([group, items]) => ({ group, items }));
  })(),
];

/** The value of the material select that means "type my own coefficients". */
const OWN_COEFFICIENTS = 'own';

/** Library materials grouped as the source groups them, after the "type my own" choice. */
const MATERIAL_OPTIONS = [
  { value: OWN_COEFFICIENTS, label: 'Type my own coefficients' },
  ...(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const material of ABSORPTION_MATERIALS) {
      const items = groups.get(material.category) ?? [];
      items.push({ value: material.id, label: material.name });
      groups.set(material.category, items);
    }
    return [...groups.entries()].map(([group, items]) => ({ group, items }));
  })(),
];

const alpha2 = (value: number): string =>
  formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 3 });

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
  const additionalPaths = Array.isArray(value.additionalPaths)
    ? (value.additionalPaths as Record<string, unknown>[])
    : [];
  const room = draftRoom(value);
  const surfaces = draftSurfaces(value);
  const method = draftText(room['method']) || 'schultz';

  const update = (patch: Record<string, unknown>): void =>
    onChange({ ...value, ...patch } as DuctNoisePathInputDraft);
  const setAdditionalPaths = (next: Record<string, unknown>[]): void =>
    update({ additionalPaths: next });
  const setRoom = (patch: Record<string, unknown>): void => update({ room: { ...room, ...patch } });
  const setSurfaces = (next: Record<string, unknown>[]): void => setRoom({ surfaces: next });

  const roomNumber = (
    field: string,
    quantity: 'length' | 'volume' | 'area',
    options: { description?: string; placeholder?: string; step?: number } = {},
  ) => {
    const path: DraftPath = ['room', field];
    return (
      <AcousticNumberInput
        path={path}
        label={LABELS[field as keyof typeof LABELS]}
        unit={acousticUnitLabel(quantity, unitSystem)}
        value={room[field]}
        onChange={(next) => setRoom({ [field]: next })}
        errors={errors}
        keepText
        step={options.step ?? 1}
        decimalScale={3}
        description={options.description}
        placeholder={options.placeholder}
      />
    );
  };

  const roomTypeId = draftText(value.roomType);
  const guideline = roomTypeId ? roomNoiseGuideline(roomTypeId) : null;

  return (
    <Stack gap="md">
      <FormSection legend="Calculation">
        <TextInput
          id={acousticFieldId(['calculationName'])}
          label={LABELS.calculationName}
          description="Shown on the report, e.g. the room and the system serving it"
          value={draftText(value.calculationName)}
          onChange={(event) => update({ calculationName: event.currentTarget.value })}
          error={errors['calculationName']}
          maxLength={120}
        />
      </FormSection>

      <NoisePathEditor
        path={value as Record<string, unknown>}
        prefix={[]}
        labelField="pathLabel"
        title={`Path 1: ${draftText(value.pathLabel) || 'Supply path'}`}
        onPatch={update}
        unitSystem={unitSystem}
        errors={errors}
        result={result?.paths[0]}
        stale={stale}
      />
      {additionalPaths.map((path, index) => {
        const name = draftText(path['label']) || `Path ${index + 2}`;
        return (
          <NoisePathEditor
            key={typeof path['id'] === 'string' ? path['id'] : index}
            path={path}
            prefix={['additionalPaths', index]}
            labelField="label"
            title={`Path ${index + 2}: ${name}`}
            onPatch={(patch) =>
              setAdditionalPaths(
                additionalPaths.map((row, i) => (i === index ? { ...row, ...patch } : row)),
              )
            }
            unitSystem={unitSystem}
            errors={errors}
            result={result?.paths[index + 1]}
            stale={stale}
            actions={
              <Button
                variant="default"
                color="red"
                onClick={() => setAdditionalPaths(additionalPaths.filter((_, i) => i !== index))}
              >
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
            setAdditionalPaths([
              ...additionalPaths,
              defaultNoisePath(unitSystem, nextRowId('path', additionalPaths)) as Record<
                string,
                unknown
              >,
            ])
          }
        >
          Add a path to the room (return, another supply)
        </Button>
      </Group>
      {errors['additionalPaths'] ? (
        <Text c="red" size="sm">
          {errors['additionalPaths']}
        </Text>
      ) : null}

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
              data={ROOM_METHODS.map((m) => ({ value: m, label: ROOM_METHOD_LABELS[m] }))}
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
              data={DIRECTIVITY_FACTORS.map((q) => ({
                value: String(q),
                label: DIRECTIVITY_LABELS[q],
              }))}
            />
            {roomNumber('distance', 'length', { description: 'From the outlet to the listener' })}
            {roomNumber('volume', 'volume', {
              description:
                method === 'schultz'
                  ? 'Required by Schultz; also gives the reverberation times'
                  : 'Gives the reverberation times with the surfaces',
              step: 100,
            })}
            {method === 'givenRoomConstant'
              ? roomNumber('roomConstant', 'area', {
                  description: 'R = Sᾱ/(1 − ᾱ), one value for all bands',
                  step: 10,
                })
              : null}
          </SimpleGrid>

          <Text fw={650} size="sm" id="acoustic-surfaces-title">
            Surfaces and absorption coefficients
          </Text>
          <Text size="xs" c="dimmed">
            {method === 'roomConstant'
              ? 'Required: the room constant is computed band by band from these.'
              : 'Optional: with the room volume they give the reverberation times by Sabine and Eyring.'}
          </Text>
          {errors['room.surfaces'] ? (
            <Text c="red" size="sm">
              {errors['room.surfaces']}
            </Text>
          ) : null}
          {surfaces.length > 0 ? (
            <Stack
              gap="sm"
              component="ol"
              className={classes.plainList}
              aria-labelledby="acoustic-surfaces-title"
            >
              {surfaces.map((surface, index) => {
                const base = ['room', 'surfaces', index] as const;
                const name = draftText(surface['label']) || `Surface ${index + 1}`;
                const setSurface = (patch: Record<string, unknown>): void =>
                  setSurfaces(
                    surfaces.map((row, i) => {
                      if (i !== index) return row;
                      const next: Record<string, unknown> = { ...row, ...patch };
                      // "Type my own": the key goes, so the saved file has no material.
                      if (next['materialId'] === undefined) delete next['materialId'];
                      return next;
                    }),
                  );
                const materialId = draftText(surface['materialId']);
                const material = materialId ? absorptionMaterial(materialId) : undefined;
                return (
                  <Paper
                    key={typeof surface['id'] === 'string' ? surface['id'] : index}
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
                          value={draftText(surface['label'])}
                          onChange={(event) => setSurface({ label: event.currentTarget.value })}
                          maxLength={80}
                          style={{ flex: 1 }}
                        />
                        <AcousticNumberInput
                          path={[...base, 'area']}
                          label={LABELS.surfaceArea}
                          unit={acousticUnitLabel('area', unitSystem)}
                          value={surface['area']}
                          onChange={(next) => setSurface({ area: next })}
                          errors={errors}
                          decimalScale={3}
                        />
                        <ActionIcon
                          variant="default"
                          size="lg"
                          aria-label={`Remove ${name}`}
                          onClick={() => setSurfaces(surfaces.filter((_, i) => i !== index))}
                          mb={errors[pathKey([...base, 'area'])] ? 22 : 0}
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
                        error={errors[pathKey([...base, 'materialId'])]}
                        onChange={(next) => {
                          const chosen =
                            next && next !== OWN_COEFFICIENTS
                              ? absorptionMaterial(next)
                              : undefined;
                          if (!chosen) {
                            setSurface({ materialId: undefined });
                            return;
                          }
                          const previous = material?.name ?? '';
                          const label = draftText(surface['label']);
                          setSurface({
                            materialId: chosen.id,
                            absorptionCoefficients: materialBandCoefficients(chosen),
                            ...(label === '' || label === previous ? { label: chosen.name } : {}),
                          });
                        }}
                      />
                      {material ? (
                        <div>
                          <Text size="sm" fw={600} id={`${acousticFieldId(base)}-alpha-title`}>
                            {`${LABELS.absorptionCoefficients}, ${name} (library, read-only)`}
                          </Text>
                          <div
                            tabIndex={0}
                            role="region"
                            aria-labelledby={`${acousticFieldId(base)}-alpha-title`}
                            style={{ overflowX: 'auto' }}
                          >
                            <Table
                              withTableBorder
                              fz="xs"
                              aria-labelledby={`${acousticFieldId(base)}-alpha-title`}
                            >
                              <OctaveBandHead />
                              <Table.Tbody>
                                <Table.Tr>
                                  {materialBandCoefficients(material).map((alpha, band) => (
                                    <Table.Td
                                      key={OCTAVE_BANDS_HZ[band]}
                                      ta="right"
                                      data-testid={`${acousticFieldId(base)}-alpha-${OCTAVE_BANDS_HZ[band]}`}
                                    >
                                      {alpha2(alpha)}
                                    </Table.Td>
                                  ))}
                                </Table.Tr>
                              </Table.Tbody>
                            </Table>
                          </div>
                          <Text size="xs" c="dimmed" mt={4}>
                            Published for 125–4000 Hz: 63 Hz takes the 125 Hz value and 8000 Hz the
                            4000 Hz value. Source: {material.source}.
                          </Text>
                        </div>
                      ) : (
                        <SpectrumInputs
                          legend={`${LABELS.absorptionCoefficients}, ${name}`}
                          path={[...base, 'absorptionCoefficients']}
                          value={surface['absorptionCoefficients']}
                          onChange={(next) => setSurface({ absorptionCoefficients: next })}
                          unit=""
                          errors={errors}
                          step={0.05}
                          decimalScale={3}
                        />
                      )}
                    </Stack>
                  </Paper>
                );
              })}
            </Stack>
          ) : null}
          <Group>
            <Button
              variant="default"
              onClick={() =>
                setSurfaces([
                  ...surfaces,
                  defaultRoomSurface(unitSystem, nextRowId('surface', surfaces)) as Record<
                    string,
                    unknown
                  >,
                ])
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
          <AcousticNumberInput
            path={['targetNc']}
            label={LABELS.targetNc}
            unit="NC"
            value={value.targetNc}
            onChange={(next) => update({ targetNc: next })}
            errors={errors}
            decimalScale={0}
            description={
              guideline
                ? `Blank: the room type’s upper limit, NC ${guideline.maxNc}`
                : 'The highest NC allowed; blank for none'
            }
            placeholder={guideline ? String(guideline.maxNc) : undefined}
          />
        </SimpleGrid>
      </FormSection>
    </Stack>
  );
}
