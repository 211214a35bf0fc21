import {
  Button,
  Fieldset,
  Group,
  Menu,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  PIPE_FITTINGS,
  PIPE_FITTING_TYPES,
  PIPE_MATERIALS,
  pipeMaterial,
  pipeSizeLabel,
  type PipeMaterialId,
} from '@org/hvac-core/pipe';
import { PUMP_HEAD_FIELD_LABELS, defaultPumpSection } from '@org/hvac-core/pump';
import { getAt, setAt } from '../../calculator-kit/draft-path';
import { PUMP_HEAD_ID_PREFIX } from './field-ui';
import { draftText } from '../../calculator-kit/draft-text';
import { ErrorText, PumpTextField, pumpNumberField, type PumpHeadFormApi } from './PumpFields';
import { DraftNumberField, draftFieldError } from '../../calculator-kit/DraftNumberField';
import { fieldElementId } from '../../calculator-kit/field-element-id';
import classes from './PumpHeadCalculator.module.css';
import formClasses from '../../calculator-kit/calculator-form.module.css';
import { removeRow, unusedRowId } from '../../calculator-kit/row-list';
import { FieldGrid } from '../../calculator-kit/FormSection';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';
import { z } from 'zod';

const LABELS = PUMP_HEAD_FIELD_LABELS;

const MATERIAL_OPTIONS = PIPE_MATERIALS.map((id) => ({ value: id, label: pipeMaterial(id).label }));
const FITTING_OPTIONS = PIPE_FITTING_TYPES.map((type) => ({
  value: type,
  label: PIPE_FITTINGS[type].label,
}));

const MaterialSchema = z.enum(PIPE_MATERIALS);
const FittingTypeSchema = z.enum(PIPE_FITTING_TYPES);

type Row = Record<string, unknown>;

function rows(value: unknown): Row[] {
  return Array.isArray(value)
    ? value.map((item: unknown) => (typeof item === 'object' && item !== null ? (item as Row) : {}))
    : [];
}

/** The size kept when the material changes: the same trade size if made, else the nearest larger. */
function sizeForMaterial(material: PipeMaterialId, currentSize: unknown): string {
  const sizes = pipeMaterial(material).sizes;
  const same = sizes.find((size) => size.nominalSize === currentSize);
  if (same) return same.nominalSize;
  const current = sizes.length > 0 && typeof currentSize === 'string' ? currentSize : '';
  const wanted = PIPE_MATERIALS.flatMap((id) => pipeMaterial(id).sizes).find(
    (size) => size.nominalSize === current,
  )?.nominalInches;
  const larger =
    wanted === undefined ? undefined : sizes.find((size) => size.nominalInches >= wanted);
  return (larger ?? sizes[sizes.length - 1] ?? sizes[0])?.nominalSize ?? '';
}

/** The index circuit: pipe sections with their fittings, added and removed by the user. */
export function SectionsEditor({ api }: { api: PumpHeadFormApi }) {
  const sections = rows(api.draft.sections);
  const addSection = () =>
    api.replace({
      ...api.draft,
      sections: [
        ...(api.draft.sections ?? []),
        defaultPumpSection(api.unitSystem, `Section ${sections.length + 1}`),
      ],
    });
  const removeSection = (index: number) =>
    api.replace({ ...api.draft, sections: removeRow(api.draft.sections ?? [], index) });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The index circuit: the path from the pump discharge round to its suction with the highest
        loss. Add each pipe run of a different size or flow as its own section.
      </Text>
      {sections.map((section, index) => {
        const path = ['sections', index] as const;
        const materialId = MaterialSchema.safeParse(section.pipeMaterial).data ?? 'steelSchedule40';
        const material = pipeMaterial(materialId);
        const name = draftText(section.name) ?? '';
        return (
          <Fieldset
            key={index}
            legend={`Section ${index + 1}${name.trim() ? `: ${name.trim()}` : ''}`}
            classNames={{ legend: formClasses.legend }}
            data-testid={`pump-head-section-${index}`}
          >
            <Stack gap="sm">
              <FieldGrid columns={2}>
                <PumpTextField
                  api={api}
                  path={[...path, 'name']}
                  label={LABELS['sections.name']}
                  maxLength={80}
                />
                <ChoiceSelect
                  id={fieldElementId(PUMP_HEAD_ID_PREFIX, [...path, 'pipeMaterial'])}
                  label={LABELS['sections.pipeMaterial']}
                  value={materialId}
                  data={MATERIAL_OPTIONS}
                  schema={MaterialSchema}
                  onChange={(next) =>
                    api.replace(
                      setAt(api.draft, path, {
                        ...section,
                        pipeMaterial: next,
                        nominalSize: sizeForMaterial(next, section.nominalSize),
                      }),
                    )
                  }
                  error={draftFieldError(api.fields, [...path, 'pipeMaterial'])}
                />
                <NativeSelect
                  id={fieldElementId(PUMP_HEAD_ID_PREFIX, [...path, 'nominalSize'])}
                  label={LABELS['sections.nominalSize']}
                  description={material.standard}
                  value={draftText(section.nominalSize) ?? ''}
                  data={material.sizes.map((size) => ({
                    value: size.nominalSize,
                    label: pipeSizeLabel(material, size, api.unitSystem),
                  }))}
                  onChange={(event) => api.set([...path, 'nominalSize'], event.currentTarget.value)}
                  error={draftFieldError(api.fields, [...path, 'nominalSize'])}
                />
                <DraftNumberField {...pumpNumberField(api, 'sections.length', path)} />
                <DraftNumberField
                  {...pumpNumberField(api, 'sections.flowRate', path)}
                  blankValue="the design flow"
                />
              </FieldGrid>
              <FittingsEditor
                api={api}
                sectionIndex={index}
                sectionName={name.trim() || `section ${index + 1}`}
              />
              <Group justify="flex-end">
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => removeSection(index)}
                  disabled={sections.length <= 1}
                  aria-label={`Remove section ${index + 1}`}
                >
                  Remove section
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <ErrorText api={api} path={['sections']} role="alert" />
      <Group>
        <Button variant="light" onClick={addSection} id="pump-head-add-section">
          Add section
        </Button>
      </Group>
    </Stack>
  );
}

function FittingsEditor({
  api,
  sectionIndex,
  sectionName,
}: {
  api: PumpHeadFormApi;
  sectionIndex: number;
  sectionName: string;
}) {
  const listPath = ['sections', sectionIndex, 'fittings'] as const;
  const fittings = rows(getAt(api.draft, listPath));
  const setList = (next: Row[]) => api.replace(setAt(api.draft, listPath, next));

  return (
    <Stack gap={6} className={classes.subList}>
      <Text size="sm" fw={600} id={fieldElementId(PUMP_HEAD_ID_PREFIX, [...listPath, 'title'])}>
        Fittings and valves ({fittings.length})
      </Text>
      {fittings.map((fitting, index) => {
        const path = [...listPath, index] as const;
        const type = FittingTypeSchema.safeParse(fitting.type).data ?? 'custom';
        const needsData = PIPE_FITTINGS[type].basis === 'manufacturer';
        return (
          <Stack
            key={(draftText(fitting.id) ?? '') || index}
            gap={4}
            className={classes.fittingRow}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing={4}>
              <ChoiceSelect
                id={fieldElementId(PUMP_HEAD_ID_PREFIX, [...path, 'type'])}
                label={LABELS['sections.fittings.type']}
                value={type}
                data={FITTING_OPTIONS}
                schema={FittingTypeSchema}
                onChange={(next) => api.set([...path, 'type'], next)}
                error={draftFieldError(api.fields, [...path, 'type'])}
              />
              <DraftNumberField
                {...pumpNumberField(api, 'sections.fittings.quantity', path)}
                blankValue={1}
              />
              {needsData ? (
                <>
                  <DraftNumberField {...pumpNumberField(api, 'sections.fittings.customK', path)} />
                  <DraftNumberField
                    {...pumpNumberField(api, 'sections.fittings.customEquivalentLength', path)}
                  />
                </>
              ) : null}
            </SimpleGrid>
            <ErrorText api={api} path={[...path, 'id']} size="xs" />
            <Group justify="flex-end">
              <Button
                variant="default"
                size="compact-xs"
                onClick={() => setList(removeRow(fittings, index))}
                aria-label={`Remove fitting ${index + 1} of ${sectionName}`}
              >
                Remove fitting
              </Button>
            </Group>
          </Stack>
        );
      })}
      <Group>
        <Button
          variant="default"
          size="xs"
          id={fieldElementId(PUMP_HEAD_ID_PREFIX, ['sections', sectionIndex, 'add-fitting'])}
          aria-label={`Add a fitting to ${sectionName}`}
          onClick={() =>
            setList([
              ...fittings,
              { id: unusedRowId(fittings), type: 'elbow90Standard', quantity: 1 },
            ])
          }
        >
          Add fitting
        </Button>
      </Group>
    </Stack>
  );
}

/** Component presets: the name given to a new row. */
const COMPONENT_PRESETS = [
  'Cooling coil',
  'Heating coil',
  'Chiller evaporator',
  'Chiller condenser',
  'Boiler',
  'Heat exchanger',
  'Control valve',
  'Strainer',
  'Other',
] as const;

/** Equipment in the index circuit with its rated pressure drop, added and removed by the user. */
export function ComponentsEditor({ api }: { api: PumpHeadFormApi }) {
  const components = rows(api.draft.components);
  const setList = (next: Row[]) =>
    api.replace({ ...api.draft, components: next as typeof api.draft.components });
  return (
    <Stack gap="sm">
      {components.length === 0 ? (
        <Text size="sm" c="dimmed">
          No components yet: add the coils, chiller or boiler, control valve and other equipment on
          the index circuit with their rated pressure drops.
        </Text>
      ) : null}
      {components.map((component, index) => {
        const path = ['components', index] as const;
        const name = draftText(component.name) ?? '';
        return (
          <SimpleGrid
            key={index}
            cols={{ base: 1, xs: 3 }}
            spacing="sm"
            verticalSpacing={4}
            className={classes.componentRow}
          >
            <PumpTextField
              api={api}
              path={[...path, 'name']}
              label={LABELS['components.name']}
              maxLength={80}
            />
            <DraftNumberField {...pumpNumberField(api, 'components.pressureDrop', path)} />
            <Group align="flex-end" pb={4}>
              <Button
                variant="default"
                size="xs"
                onClick={() => setList(removeRow(components, index))}
                aria-label={`Remove component ${index + 1}${name.trim() ? ` (${name.trim()})` : ''}`}
              >
                Remove
              </Button>
            </Group>
          </SimpleGrid>
        );
      })}
      <Group>
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="light" id="pump-head-add-component">
              Add component
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {COMPONENT_PRESETS.map((preset) => (
              <Menu.Item key={preset} onClick={() => setList([...components, { name: preset }])}>
                {preset}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Stack>
  );
}
