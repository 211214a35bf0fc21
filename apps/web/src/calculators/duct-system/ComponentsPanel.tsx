import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { DuctSystemInputDraft } from '@org/hvac-core/duct-system';
import { FormSection } from '../../calculator-kit/FormSection';
import { RowCard } from '../../calculator-kit/RowCard';
import { ductSystemFieldId, type DuctFormContext } from './field-id';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import { DUCT_SYSTEM_COMPONENT_FIELD_SPECS } from '@org/hvac-core/duct-system';

type ComponentDraft = NonNullable<DuctSystemInputDraft['components']>[number];

/** Most components, as the engine allows. */
const MAX_COMPONENTS = 50;

export interface ComponentsPanelProps {
  /** The fan unit's components; required. */
  components: readonly ComponentDraft[];
  /** Called with the whole new list; required. */
  onChange: (next: ComponentDraft[]) => void;
  /** Units, messages and touch; required. */
  context: DuctFormContext;
}

/** The fan unit's components (coil, filter, louvre): each a published pressure drop at a rated airflow. */
export function ComponentsPanel({ components, onChange, context }: ComponentsPanelProps) {
  const update = (index: number, patch: Partial<ComponentDraft>) =>
    onChange(components.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <FormSection legend="Fan-unit components">
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          Coils, filters, louvres in the air-handling unit: the catalogue pressure drop at its rated
          airflow, scaled to the fan airflow by (Q/Qr)². They count in the fan total pressure, not
          in the external static pressure.
        </Text>
        {components.map((component, index) => {
          const name = typeof component.name === 'string' ? component.name : '';
          const label = name === '' ? `Component ${index + 1}` : name;
          return (
            <RowCard
              key={index}
              fieldsetLabel={label}
              testId={`duct-system-component-${index}`}
              headGap="xs"
              removeMark="✕"
              removeLabel={`Remove ${label}`}
              onRemove={() => onChange(components.filter((_, i) => i !== index))}
              head={
                <TextInput
                  id={ductSystemFieldId(['components', index, 'name'])}
                  label={`Component ${index + 1}`}
                  flex={1}
                  value={name}
                  onChange={(event) => update(index, { name: event.currentTarget.value })}
                />
              }
            >
              <Group grow align="flex-start" gap="sm">
                <DraftNumberField
                  context={context}
                  path={['components', index, 'pressureDrop']}
                  spec={DUCT_SYSTEM_COMPONENT_FIELD_SPECS.pressureDrop}
                  value={component.pressureDrop}
                  onChange={(next) => update(index, { pressureDrop: next })}
                />
                <DraftNumberField
                  context={context}
                  path={['components', index, 'ratedAirflow']}
                  spec={DUCT_SYSTEM_COMPONENT_FIELD_SPECS.ratedAirflow}
                  value={component.ratedAirflow}
                  onChange={(next) => update(index, { ratedAirflow: next })}
                />
                <TextInput
                  id={ductSystemFieldId(['components', index, 'source'])}
                  label="Source"
                  value={typeof component.source === 'string' ? component.source : ''}
                  onChange={(event) => update(index, { source: event.currentTarget.value })}
                />
              </Group>
            </RowCard>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            disabled={components.length >= MAX_COMPONENTS}
            onClick={() => onChange([...components, { name: '', pressureDrop: '', source: '' }])}
          >
            Add component
          </Button>
        </Group>
      </Stack>
    </FormSection>
  );
}
