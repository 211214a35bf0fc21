import { ActionIcon, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  FRICTION_RATE_DESIGN_FIELD_LABELS,
  FRICTION_RATE_DESIGN_FIELD_SPECS,
  type DuctInputDraft,
} from '@org/hvac-core/duct';
import type { UnitSystem } from '@org/hvac-core/units';
import type { FieldErrors } from '../../calculator-kit/evaluate';
import { NumberField, numberFieldProps } from '../../calculator-kit/NumberField';
import { FieldGrid } from '../../calculator-kit/FormSection';
import { removeRow, replaceRow } from '../../calculator-kit/row-list';

type Design = NonNullable<DuctInputDraft['frictionRateDesign']>;
type Loss = { name?: string; pressureDrop?: number | string | null };

const LABELS = FRICTION_RATE_DESIGN_FIELD_LABELS;
const ROOT = 'frictionRateDesign';

export interface ManualDWorksheetProps {
  /** The duct draft; required. */
  value: DuctInputDraft;
  /** Called with the edited draft; required. */
  onChange: (next: DuctInputDraft) => void;
  /** Messages by path ('frictionRateDesign.supplyLength'); default none. */
  errors?: FieldErrors;
  /** Called with a field's path when it is edited or left; default none. */
  onFieldTouch?: (path: string) => void;
}

/** The id of a worksheet field's input: 'frictionRateDesign.supplyLength' → 'duct-frictionRateDesign-supplyLength'. */
export function manualDFieldId(path: string): string {
  return `duct-${path.replace(/\./g, '-')}`;
}

/**
 * The ACCA Manual D friction-rate worksheet: blower external static pressure less the component
 * losses over the total effective length of the longest supply and return runs gives the design
 * friction rate; with the target friction blank the sizer sizes at that rate.
 */
export function ManualDWorksheet({
  value,
  onChange,
  errors = {},
  onFieldTouch,
}: ManualDWorksheetProps) {
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const design = value.frictionRateDesign as Design | undefined;
  const losses: readonly Loss[] = Array.isArray(design?.componentLosses)
    ? (design.componentLosses as Loss[])
    : [];

  const setDesign = (patch: Partial<Design>, path: string) => {
    onFieldTouch?.(path);
    if (design) onChange({ ...value, frictionRateDesign: { ...design, ...patch } });
  };
  const setLosses = (next: Loss[], path: string) =>
    setDesign({ componentLosses: next as Design['componentLosses'] }, path);
  const setLoss = (index: number, patch: Loss, path: string) =>
    setLosses(replaceRow(losses, index, { ...losses[index], ...patch }), path);

  /** The props of a worksheet number at `prefix` + its name ('frictionRateDesign.'). */
  const fieldsAt = (
    prefix: string,
    draft: Record<string, unknown>,
    write: (field: string, next: number | string, path: string) => void,
  ) =>
    numberFieldProps({
      fields: FRICTION_RATE_DESIGN_FIELD_SPECS,
      draft: { ...draft, unitSystem },
      errors,
      errorKey: (field) => `${prefix}${field}`,
      idOf: (field) => manualDFieldId(`${prefix}${field}`),
      set: (field, next) => write(field, next, `${prefix}${field}`),
      touch: (field) => onFieldTouch?.(`${prefix}${field}`),
    });
  const field = fieldsAt(`${ROOT}.`, design ?? {}, (name, next, path) =>
    setDesign({ [name]: next }, path),
  );

  return (
    <Stack gap="sm">
      <Switch
        id={manualDFieldId(ROOT)}
        label="Design friction rate from the blower's available static pressure (ACCA Manual D)"
        description="Leave the target friction blank to size at the worksheet's rate"
        checked={design !== undefined}
        onChange={(event) => {
          onFieldTouch?.(ROOT);
          if (event.currentTarget.checked) {
            onChange({
              ...value,
              frictionRateDesign: {
                externalStaticPressure: '',
                componentLosses: [],
                supplyLength: '',
              },
            });
          } else {
            const { frictionRateDesign: _dropped, ...rest } = value;
            onChange(rest);
          }
        }}
      />
      {design ? (
        <>
          <NumberField {...field('externalStaticPressure')} />
          <div>
            <Text size="sm" fw={500}>
              {LABELS.componentLosses}
            </Text>
            <Text size="xs" c="dimmed" mb="xs">
              Coil, filter, supply outlets, return grilles, dampers: each at the design airflow
            </Text>
            <Stack gap="xs">
              {losses.map((loss, index) => {
                const rowPath = `${ROOT}.componentLosses.${index}`;
                return (
                  // Rows have no id of their own; their order is the data.
                  <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
                    <TextInput
                      id={manualDFieldId(`${rowPath}.name`)}
                      label={`Component ${index + 1}`}
                      value={typeof loss.name === 'string' ? loss.name : ''}
                      onChange={(event) =>
                        setLoss(index, { name: event.currentTarget.value }, `${rowPath}.name`)
                      }
                      error={errors[`${rowPath}.name`]}
                      maxLength={80}
                      style={{ flex: 1 }}
                    />
                    <NumberField
                      {...fieldsAt(`${rowPath}.`, loss, (name, next, path) =>
                        setLoss(index, { [name]: next }, path),
                      )('pressureDrop')}
                      label={`Component ${index + 1} pressure drop`}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mb={6}
                      aria-label={`Remove component ${index + 1}`}
                      onClick={() => setLosses(removeRow(losses, index), `${ROOT}.componentLosses`)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                );
              })}
            </Stack>
            <Button
              size="xs"
              variant="default"
              mt="xs"
              onClick={() =>
                setLosses([...losses, { name: '', pressureDrop: '' }], `${ROOT}.componentLosses`)
              }
            >
              Add component
            </Button>
          </div>
          <FieldGrid columns={2}>
            <NumberField {...field('supplyLength')} />
            <NumberField {...field('supplyFittingsLength')} />
            <NumberField {...field('returnLength')} />
            <NumberField {...field('returnFittingsLength')} />
          </FieldGrid>
        </>
      ) : null}
    </Stack>
  );
}
