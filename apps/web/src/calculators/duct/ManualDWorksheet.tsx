import {
  ActionIcon,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  FRICTION_RATE_DESIGN_FIELD_LABELS,
  FRICTION_RATE_DESIGN_FIELD_QUANTITIES,
  frictionRateDesignFieldRange,
  type DuctInputDraft,
  type FrictionRateDesignNumericField,
} from '@org/hvac-core/duct';
import { unitLabel, type UnitSystem } from '@org/hvac-core/units';
import { UnitInput } from '@org/ui';
import { draftNumber } from './field-ui';

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
  errors?: Readonly<Record<string, string>>;
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

  const numeric = (field: Exclude<FrictionRateDesignNumericField, 'pressureDrop'>) => {
    const path = `${ROOT}.${field}`;
    const range = frictionRateDesignFieldRange(field, unitSystem);
    const current: unknown = design?.[field];
    return (
      <UnitInput
        key={field}
        id={manualDFieldId(path)}
        name={path}
        label={LABELS[field]}
        unit={unitLabel(FRICTION_RATE_DESIGN_FIELD_QUANTITIES[field], unitSystem)}
        value={draftNumber(current)}
        onChange={(next) => setDesign({ [field]: next ?? '' }, path)}
        onBlur={() => onFieldTouch?.(path)}
        error={errors[path]}
        min={range.min}
        max={range.max}
        decimalScale={field === 'externalStaticPressure' ? 3 : 1}
        step={field === 'externalStaticPressure' ? (unitSystem === 'Imperial' ? 0.05 : 10) : 1}
      />
    );
  };

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
          {numeric('externalStaticPressure')}
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
                      onChange={(event) => {
                        const name = event.currentTarget.value;
                        setLosses(
                          losses.map((l, i) => (i === index ? { ...l, name } : l)),
                          `${rowPath}.name`,
                        );
                      }}
                      error={errors[`${rowPath}.name`]}
                      maxLength={80}
                      style={{ flex: 1 }}
                    />
                    <UnitInput
                      id={manualDFieldId(`${rowPath}.pressureDrop`)}
                      label={`Component ${index + 1} pressure drop`}
                      unit={unitLabel(
                        FRICTION_RATE_DESIGN_FIELD_QUANTITIES.pressureDrop,
                        unitSystem,
                      )}
                      value={draftNumber(loss.pressureDrop)}
                      onChange={(next) =>
                        setLosses(
                          losses.map((l, i) =>
                            i === index ? { ...l, pressureDrop: next ?? '' } : l,
                          ),
                          `${rowPath}.pressureDrop`,
                        )
                      }
                      onBlur={() => onFieldTouch?.(`${rowPath}.pressureDrop`)}
                      error={errors[`${rowPath}.pressureDrop`]}
                      decimalScale={3}
                      min={0}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mb={6}
                      aria-label={`Remove component ${index + 1}`}
                      onClick={() =>
                        setLosses(
                          losses.filter((_, i) => i !== index),
                          `${ROOT}.componentLosses`,
                        )
                      }
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
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            {numeric('supplyLength')}
            {numeric('supplyFittingsLength')}
            {numeric('returnLength')}
            {numeric('returnFittingsLength')}
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
