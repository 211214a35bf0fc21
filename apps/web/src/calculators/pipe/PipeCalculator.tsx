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
import { convertPipeInput, type PipeFormDraft } from '@org/hvac-core/pipe';
import { UnitSystemSchema, type UnitSystem } from '@org/hvac-core/units';
import { useState } from 'react';
import { idOfErrorPath } from './field-ui';
import { PipeForm } from './PipeForm';
import { PipeResults } from './PipeResults';
import { usePipeResult, type PipeFieldErrors } from './use-pipe-result';

export interface PipeCalculatorProps {
  /** The input being edited (a form draft: numbers may be blank while typing); required. */
  value: PipeFormDraft;
  /** Called with the whole new draft on every edit or unit switch; required. */
  onChange: (next: PipeFormDraft) => void;
}

const UNIT_SYSTEM_OPTIONS = [
  { value: 'Imperial', label: 'Imperial' },
  { value: 'Metric', label: 'Metric' },
];

function focusPath(path: string): void {
  const element = document.getElementById(idOfErrorPath(path));
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/**
 * The hydronic pipe sizer (spec §3 "Pipe"): the smallest standard size of a material meeting a
 * friction-rate target and the velocity limits, with the head loss of the run (pipe, fittings,
 * equipment). Controlled, like the other calculators; every number comes from hvac-core.
 */
export function PipeCalculator({ value, onChange }: PipeCalculatorProps) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const { result, stale, errors, formErrors } = usePipeResult(value);
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';

  const touch = (path: string): void => {
    setTouched((previous) => (previous.has(path) ? previous : new Set(previous).add(path)));
  };

  // A field's message shows once the user has edited or left that field, never on arrival.
  const visibleErrors: PipeFieldErrors = {};
  const errorEntries = Object.entries(errors);
  for (const [path, message] of errorEntries) if (touched.has(path)) visibleErrors[path] = message;
  const invalid = errorEntries.length > 0 || formErrors.length > 0;

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="sm">
        <Group gap="sm" wrap="nowrap">
          <Text id="pipe-unit-system-label" size="sm" fw={600}>
            Units
          </Text>
          <SegmentedControl
            aria-labelledby="pipe-unit-system-label"
            data={UNIT_SYSTEM_OPTIONS}
            value={unitSystem}
            onChange={(next) => {
              const parsed = UnitSystemSchema.safeParse(next);
              // Converts what is entered (12 gpm becomes 0.757 L/s), rather than reinterpreting it.
              if (parsed.success) onChange(convertPipeInput(value, parsed.data));
            }}
          />
        </Group>
      </Paper>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PipeForm value={value} onChange={onChange} errors={visibleErrors} onFieldTouch={touch} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md" component="section" aria-label="Results">
            {invalid ? (
              <Alert color="red" title={result ? 'Showing the last valid result' : 'No result yet'}>
                <Text size="sm">
                  {result
                    ? 'The numbers below are from the last valid inputs. Correct these to update them:'
                    : 'Correct these inputs to size the pipe:'}
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
                          touch(path);
                          focusPath(path);
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
            {result ? <PipeResults result={result} stale={stale} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
