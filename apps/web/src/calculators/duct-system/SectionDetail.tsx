import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DUCT_APPLICATION_LABELS, DUCT_MATERIALS } from '@org/hvac-core/duct';
import { DuctSystemKindSchema } from '@org/hvac-core/duct-system';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';
import { FormSection } from '../../calculator-kit/FormSection';
import { ductSystemFieldId, type DuctFormContext } from './field-id';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import {
  DUCT_SYSTEM_SECTION_FIELD_SPECS,
  DUCT_SYSTEM_TERMINAL_FIELD_SPECS,
} from '@org/hvac-core/duct-system';
import { FittingsList } from './FittingsList';
import { moveTargets, type DuctSectionDraft } from './section-tree';

const MATERIAL_OPTIONS = Object.entries(DUCT_MATERIALS).map(([value, material]) => ({
  value,
  label: material.name,
}));

const APPLICATION_OPTIONS = [
  { value: '', label: 'By position (main, branch or runout)' },
  ...Object.entries(DUCT_APPLICATION_LABELS).map(([value, label]) => ({ value, label })),
];

const SYSTEM_OPTIONS = [
  { value: 'supply', label: 'Supply' },
  { value: 'return', label: 'Return' },
  { value: 'exhaust', label: 'Exhaust' },
];

export interface SectionDetailProps {
  /** All sections, for the move targets; required. */
  sections: readonly DuctSectionDraft[];
  /** The section shown; required. */
  index: number;
  /** Whether the system is analysed (sizes always used); required. */
  analysis: boolean;
  /** Units, messages and touch; required. */
  context: DuctFormContext;
  /** Called with changes to this section; required. */
  onUpdate: (patch: Partial<DuctSectionDraft>) => void;
  /** Called to move this section and its subtree under another (null: to the fan); required. */
  onMove: (parentIndex: number | null) => void;
  /** Called to set the system of this run (a section at the fan only); required. */
  onSystem: (system: 'supply' | 'return' | 'exhaust') => void;
}

/**
 * One section's details: where it hangs (move it with its branches), its system at the fan, its
 * material and application, a fixed size, its fittings and its terminal.
 */
export function SectionDetail({
  sections,
  index,
  analysis,
  context,
  onUpdate,
  onMove,
  onSystem,
}: SectionDetailProps) {
  const section = sections[index];
  if (section === undefined) return null;
  const at = (...rest: (string | number)[]) => ['sections', index, ...rest];
  const name = typeof section.name === 'string' && section.name.trim() !== '' ? section.name : '';
  const parentIndex = sections.findIndex((candidate) => candidate.id === section.parentId);
  const targets = moveTargets(sections, index);
  const terminal = section.terminal;
  const shape = section.shape ?? 'round';
  const number = (field: keyof typeof DUCT_SYSTEM_SECTION_FIELD_SPECS, description?: string) => (
    <DraftNumberField
      context={context}
      path={at(field)}
      spec={DUCT_SYSTEM_SECTION_FIELD_SPECS[field]}
      value={section[field]}
      onChange={(next) => onUpdate({ [field]: next })}
      {...(description === undefined ? {} : { description })}
    />
  );
  return (
    <FormSection
      legend={
        <Title order={3} size="h5" component="span">
          Section {section.id}
          {name === '' ? '' : ` – ${name}`}
        </Title>
      }
    >
      <Stack gap="sm" data-testid="duct-system-section-detail">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NativeSelect
            id={ductSystemFieldId(at('parentId'))}
            label="Upstream section"
            description="Moves this section with the sections beyond it."
            value={parentIndex >= 0 ? String(parentIndex) : ''}
            error={context.errors[at('parentId').join('.')]}
            data={[
              { value: '', label: 'None: starts at the fan' },
              ...targets.map((target) => ({
                value: String(target),
                label: sections[target]?.id ?? '',
              })),
            ]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onMove(value === '' ? null : Number(value));
            }}
          />
          {parentIndex < 0 ? (
            <ChoiceSelect
              id={ductSystemFieldId(at('system'))}
              label="System"
              description="Of this run and every section beyond it."
              value={section.system}
              fallback="supply"
              data={SYSTEM_OPTIONS}
              schema={DuctSystemKindSchema}
              onChange={onSystem}
            />
          ) : null}
          <NativeSelect
            id={ductSystemFieldId(at('material'))}
            label="Material"
            value={section.material ?? 'galvanizedSteel'}
            data={MATERIAL_OPTIONS}
            onChange={(event) =>
              onUpdate({ material: event.currentTarget.value as DuctSectionDraft['material'] })
            }
          />
          <NativeSelect
            id={ductSystemFieldId(at('application'))}
            label="Serves (velocity limit)"
            value={section.application ?? ''}
            data={APPLICATION_OPTIONS}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value === '') {
                const { application: _cleared, ...rest } = section;
                onUpdate({ ...rest, application: undefined });
              } else onUpdate({ application: value as DuctSectionDraft['application'] });
            }}
          />
        </SimpleGrid>
        <Checkbox
          id={ductSystemFieldId(at('fixed'))}
          label={
            analysis
              ? 'Size as entered (analysis takes every section’s entered size)'
              : 'Keep the entered size (do not size this section)'
          }
          checked={analysis || section.fixed === true}
          disabled={analysis}
          onChange={(event) => onUpdate({ fixed: event.currentTarget.checked })}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {shape === 'round' ? (
            number('diameter')
          ) : (
            <>
              {number('width')}
              {number('height')}
            </>
          )}
          {shape === 'round' ? null : number('aspectRatio', 'Blank: the system’s.')}
          {number(
            'damperCoefficient',
            analysis ? 'A balancing damper’s C at this section’s velocity pressure.' : undefined,
          )}
        </SimpleGrid>
        <Text fw={600} size="sm">
          Fittings
        </Text>
        <FittingsList
          sectionIndex={index}
          fittings={section.fittings ?? []}
          onChange={(fittings) => onUpdate({ fittings })}
          context={context}
        />
        <Text fw={600} size="sm">
          Terminal
        </Text>
        {terminal ? (
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextInput
                id={ductSystemFieldId(at('terminal', 'name'))}
                label="Terminal name"
                value={typeof terminal.name === 'string' ? terminal.name : ''}
                onChange={(event) =>
                  onUpdate({ terminal: { ...terminal, name: event.currentTarget.value } })
                }
              />
              <DraftNumberField
                context={context}
                path={at('terminal', 'ratedAirflow')}
                spec={DUCT_SYSTEM_TERMINAL_FIELD_SPECS.ratedAirflow}
                value={terminal.ratedAirflow}
                onChange={(ratedAirflow) => onUpdate({ terminal: { ...terminal, ratedAirflow } })}
              />
              <TextInput
                id={ductSystemFieldId(at('terminal', 'source'))}
                label="Pressure drop source"
                value={typeof terminal.source === 'string' ? terminal.source : ''}
                onChange={(event) =>
                  onUpdate({ terminal: { ...terminal, source: event.currentTarget.value } })
                }
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              Airflow and pressure drop are in the sections table.
            </Text>
            <Group>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                onClick={() => onUpdate({ terminal: undefined })}
              >
                Remove the terminal
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs">
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => onUpdate({ terminal: { name: section.id, airflow: '' } })}
            >
              Add a terminal
            </Button>
            <Text size="xs" c="dimmed">
              Only a section at the end of a run carries one.
            </Text>
          </Group>
        )}
      </Stack>
    </FormSection>
  );
}
