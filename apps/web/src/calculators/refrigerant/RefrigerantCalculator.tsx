import {
  Alert,
  Anchor,
  Grid,
  Group,
  List,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { convertRefrigerantLineInput } from '@org/hvac-core/refrigerant';
import { UnitSystemSchema, type UnitSystem } from '@org/hvac-core/units';
import { useState } from 'react';
import { fittingFieldId, refrigerantFieldId } from './field-ui';
import { RefrigerantForm } from './RefrigerantForm';
import { RefrigerantResults } from './RefrigerantResults';
import {
  useRefrigerantLineResult,
  type RefrigerantDraft,
  type RefrigerantFieldErrors,
} from './use-refrigerant-result';

export interface RefrigerantCalculatorProps {
  /** The input being edited (a form draft: numbers may be blank while typing); required. */
  value: RefrigerantDraft;
  /** Called with the whole new draft on every edit or unit switch; required. */
  onChange: (next: RefrigerantDraft) => void;
}

const UNIT_SYSTEM_OPTIONS = [
  { value: 'Imperial', label: 'Imperial' },
  { value: 'Metric', label: 'Metric' },
];

const FITTING_PARTS = {
  type: 'type',
  quantity: 'quantity',
  customEquivalentLength: 'length',
} as const;

/** The element id of an issue's path: a field, or one input of a fitting row. */
function elementIdOf(path: string): string {
  const [field, index, part] = path.split('.');
  if (field === 'fittings' && index !== undefined && part !== undefined && part in FITTING_PARTS) {
    return fittingFieldId(Number(index), FITTING_PARTS[part as keyof typeof FITTING_PARTS]);
  }
  return refrigerantFieldId(field ?? path);
}

function focusField(path: string): void {
  const element = document.getElementById(elementIdOf(path));
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/**
 * The refrigerant pipe sizer: the smallest ACR copper tube whose pressure drop stays within the
 * allowed saturation-temperature penalty, with velocity, pressure drop, capacity loss, charge and
 * the oil-return, noise, liquid-hammer and flash-gas checks. Controlled; every number comes from
 * hvac-core.
 */
export function RefrigerantCalculator({ value, onChange }: RefrigerantCalculatorProps) {
  const [edited, setEdited] = useState(false);
  const { result, stale, errors, formErrors } = useRefrigerantLineResult(value);
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';

  const touch = (): void => setEdited(true);

  // Messages show under their fields once the user has edited something, never on arrival: one
  // field can make another invalid (a refrigerant whose table does not reach the temperatures).
  const visibleErrors: RefrigerantFieldErrors = {};
  const errorEntries = Object.entries(errors).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  for (const [path, message] of errorEntries) if (edited) visibleErrors[path] = message;
  const invalid = errorEntries.length > 0 || formErrors.length > 0;

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="sm">
        <Group gap="sm" wrap="nowrap">
          <Text id="refrigerant-unit-system-label" size="sm" fw={600}>
            Units
          </Text>
          <SegmentedControl
            aria-labelledby="refrigerant-unit-system-label"
            data={UNIT_SYSTEM_OPTIONS}
            value={unitSystem}
            onChange={(next) => {
              const parsed = UnitSystemSchema.safeParse(next);
              // Converts what is entered (60 ft becomes 18.288 m), rather than reinterpreting it.
              if (parsed.success) onChange(convertRefrigerantLineInput(value, parsed.data));
            }}
          />
        </Group>
      </Paper>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <RefrigerantForm
            value={value}
            onChange={onChange}
            errors={visibleErrors}
            onFieldTouch={touch}
            fittingResults={stale ? [] : (result?.fittings ?? [])}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md" component="section" aria-label="Results">
            {invalid ? (
              <Alert color="red" title={result ? 'Showing the last valid result' : 'No result yet'}>
                <Text size="sm">
                  {result
                    ? 'The numbers below are from the last valid inputs. Correct these to update them:'
                    : 'Correct these inputs to size the line:'}
                </Text>
                <List size="sm" mt={4} spacing={2}>
                  {errorEntries.map(([path, message]) => (
                    <List.Item key={path}>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        c="inherit"
                        underline="always"
                        ta="left"
                        onClick={() => {
                          touch();
                          focusField(path);
                        }}
                      >
                        {message}
                      </Anchor>
                    </List.Item>
                  ))}
                  {formErrors.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            {result ? (
              <RefrigerantResults
                result={result}
                stale={stale}
                name={typeof value.calculationName === 'string' ? value.calculationName : undefined}
              />
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
