import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { DuctSystemSizingMethodSchema } from '@org/hvac-core/duct-system';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';
import { FieldGrid, FormSection } from '../../calculator-kit/FormSection';
import { ductSystemFieldId, type DuctFormContext } from './field-id';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import { FanCurveFields } from './FanCurveFields';
import { DUCT_SYSTEM_SETTINGS_FIELD_SPECS } from '@org/hvac-core/duct-system';
import { SIZING_METHOD_LABELS } from './format';
import type { DuctSystemFileDraft } from './terminal-source';

export interface SettingsPanelProps {
  /** The draft; required. */
  value: DuctSystemFileDraft;
  /** Called with the whole new draft; required. */
  onChange: (next: DuctSystemFileDraft) => void;
  /** Units, messages and touch; required. */
  context: DuctFormContext;
  /** Called to turn the design into an analysis of it as built (sizes and dampers fixed); none while the design has no result. */
  onAnalyseDesign?: () => void;
  /** Called to size every section again: fixed sizes and damper coefficients cleared; none when there are none. */
  onClearAsBuilt?: () => void;
}

const METHOD_OPTIONS = DuctSystemSizingMethodSchema.options.map((method) => ({
  value: method,
  label: SIZING_METHOD_LABELS[method],
}));

/** The system's settings: how it is sized (design) or the fan it is analysed at (analysis), the air and the limits. */
export function SettingsPanel({
  value,
  onChange,
  context,
  onAnalyseDesign,
  onClearAsBuilt,
}: SettingsPanelProps) {
  const set = (patch: Partial<DuctSystemFileDraft>) => onChange({ ...value, ...patch });
  const design = value.mode !== 'analysis';
  const field = (name: keyof typeof DUCT_SYSTEM_SETTINGS_FIELD_SPECS, description?: string) => (
    <DraftNumberField
      context={context}
      path={[name]}
      spec={DUCT_SYSTEM_SETTINGS_FIELD_SPECS[name]}
      value={value[name]}
      onChange={(next) => set({ [name]: next })}
      {...(description === undefined ? {} : { description })}
    />
  );
  return (
    <FormSection legend="System">
      <Stack gap="sm">
        {design ? (
          <FieldGrid columns={3}>
            <ChoiceSelect
              id={ductSystemFieldId(['sizingMethod'])}
              label="Sizing method"
              value={value.sizingMethod}
              fallback="equalFriction"
              data={METHOD_OPTIONS}
              schema={DuctSystemSizingMethodSchema}
              onChange={(sizingMethod) => set({ sizingMethod })}
            />
            {field(
              'frictionRate',
              value.sizingMethod === 'staticRegain'
                ? 'Sizes the return or exhaust side.'
                : value.sizingMethod === 'constantVelocity'
                  ? 'Not used at constant velocity.'
                  : undefined,
            )}
            {field(
              'velocity',
              value.sizingMethod === 'staticRegain'
                ? 'Of the first supply section; the rest regain their losses.'
                : value.sizingMethod === 'equalFriction' || value.sizingMethod === undefined
                  ? 'Not used by equal friction.'
                  : undefined,
            )}
          </FieldGrid>
        ) : (
          <Stack gap="xs">
            <FanCurveFields
              analysis={value.analysis}
              onChange={(analysis) => set({ analysis })}
              context={context}
            />
            <Text size="xs" c="dimmed">
              Analysis takes every section at its entered size (and damper coefficient) and finds
              the airflow each terminal gets from this fan.
            </Text>
          </Stack>
        )}
        {design && onAnalyseDesign ? (
          <Group gap="xs">
            <Button variant="light" size="compact-sm" onClick={onAnalyseDesign}>
              Analyse this design as built
            </Button>
            <Text size="xs" c="dimmed">
              Fixes every section at its designed size with its balancing damper, and sets the fan
              at the design’s system total pressure.
            </Text>
          </Group>
        ) : null}
        {design && onClearAsBuilt ? (
          <Group gap="xs">
            <Button variant="subtle" size="compact-sm" onClick={onClearAsBuilt}>
              Size every section again
            </Button>
            <Text size="xs" c="dimmed">
              Some sections keep a fixed size or a damper coefficient (an analysis as built sets
              them): this clears both.
            </Text>
          </Group>
        ) : null}
        <FieldGrid columns={4}>
          {field('airTemperature')}
          {field('altitude')}
          {field('safetyFactorPercent')}
          <NativeSelect
            id={ductSystemFieldId(['standardSizes'])}
            label="Sizes"
            value={value.standardSizes === false ? 'exact' : 'standard'}
            data={[
              { value: 'standard', label: 'Round up to standard sizes' },
              { value: 'exact', label: 'Exact sizes' },
            ]}
            onChange={(event) => set({ standardSizes: event.currentTarget.value === 'standard' })}
          />
          {field('aspectRatio', 'Width / height for rectangular and flat oval sections.')}
          {field('maxAspectRatio')}
        </FieldGrid>
      </Stack>
    </FormSection>
  );
}
