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
import {
  CalculationModeSchema,
  convertHeatLoadInput,
  type HeatLoadField,
  type HeatLoadInputDraft,
} from '@org/hvac-core/heat-load';
import { UnitSystemSchema, type UnitSystem } from '@org/hvac-core/units';
import { useState, type ReactNode } from 'react';
import { HeatLoadForm, heatLoadFieldId } from './HeatLoadForm';
import { HeatLoadResults } from './HeatLoadResults';
import { useHeatLoadResult, type HeatLoadFieldErrors } from './use-heat-load-result';

export interface HeatLoadCalculatorProps {
  /** The input being edited (a form draft: numbers may be blank while typing); required. */
  value: HeatLoadInputDraft;
  /** Called with the whole new draft on every edit, unit switch or mode switch; required. */
  onChange: (next: HeatLoadInputDraft) => void;
  /** Content under the results (e.g. a save button or a sign-in invitation); default none. */
  resultsFooter?: ReactNode;
}

const UNIT_SYSTEM_OPTIONS = [
  { value: 'Imperial', label: 'Imperial' },
  { value: 'Metric', label: 'Metric' },
];
const MODE_OPTIONS = [
  { value: 'Cooling', label: 'Cooling' },
  { value: 'Heating', label: 'Heating' },
];

/** Moves focus to a field's input and brings it into view. */
function focusField(field: HeatLoadField): void {
  const element = document.getElementById(heatLoadFieldId(field));
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/**
 * The heat-load calculator: unit system and mode switches, the input form and the live result.
 * Controlled: the draft lives with the caller (the public page, a saved file, a project), so the same
 * component serves every place the calculator appears. Every number shown comes from hvac-core.
 */
export function HeatLoadCalculator({ value, onChange, resultsFooter }: HeatLoadCalculatorProps) {
  const [touched, setTouched] = useState<ReadonlySet<HeatLoadField>>(() => new Set());
  const { result, stale, errors, formErrors } = useHeatLoadResult(value);
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';

  const touch = (field: HeatLoadField): void => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  };

  // A field's message shows once the user has edited or left that field, never on arrival.
  const visibleErrors: HeatLoadFieldErrors = {};
  for (const [field, message] of Object.entries(errors) as [HeatLoadField, string][]) {
    if (touched.has(field)) visibleErrors[field] = message;
  }
  const errorEntries = Object.entries(errors) as [HeatLoadField, string][];
  const invalid = errorEntries.length > 0 || formErrors.length > 0;

  const goToField = (field: HeatLoadField): void => {
    touch(field);
    focusField(field);
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="sm">
        <Group gap="xl" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <Text id="heat-load-unit-system-label" size="sm" fw={600}>
              Units
            </Text>
            <SegmentedControl
              aria-labelledby="heat-load-unit-system-label"
              data={UNIT_SYSTEM_OPTIONS}
              value={unitSystem}
              onChange={(next) => {
                const parsed = UnitSystemSchema.safeParse(next);
                // Converts what is entered (75 °F becomes 23.9 °C), rather than reinterpreting it.
                if (parsed.success) onChange(convertHeatLoadInput(value, parsed.data));
              }}
            />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text id="heat-load-mode-label" size="sm" fw={600}>
              Mode
            </Text>
            <SegmentedControl
              aria-labelledby="heat-load-mode-label"
              data={MODE_OPTIONS}
              value={value.calculationMode === 'Heating' ? 'Heating' : 'Cooling'}
              onChange={(next) => {
                const parsed = CalculationModeSchema.safeParse(next);
                if (parsed.success) onChange({ ...value, calculationMode: parsed.data });
              }}
            />
          </Group>
        </Group>
      </Paper>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <HeatLoadForm
            value={value}
            onChange={onChange}
            errors={visibleErrors}
            onFieldEdit={touch}
            onFieldBlur={touch}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md" component="section" aria-label="Results">
            {invalid ? (
              <Alert color="red" title={result ? 'Showing the last valid result' : 'No result yet'}>
                <Text size="sm">
                  {result
                    ? 'The numbers below are from the last valid inputs. Correct these to update them:'
                    : 'Correct these inputs to see the load:'}
                </Text>
                <List size="sm" mt={4} spacing={2}>
                  {errorEntries.map(([field, message]) => (
                    <List.Item key={field}>
                      {/* The engine's message names the field; following it moves focus there. */}
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        c="inherit"
                        underline="always"
                        ta="left"
                        onClick={() => goToField(field)}
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
              <HeatLoadResults
                result={result}
                roomName={typeof value.roomName === 'string' ? value.roomName : undefined}
                stale={stale}
                onFocusField={goToField}
              />
            ) : null}
            {resultsFooter}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
