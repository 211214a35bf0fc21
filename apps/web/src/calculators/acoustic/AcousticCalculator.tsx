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
import { convertDuctNoisePathInput, type DuctNoisePathInputDraft } from '@org/hvac-core/acoustics';
import { UnitSystemSchema, type UnitSystem } from '@org/hvac-core/units';
import { AcousticForm } from './AcousticForm';
import { AcousticResults } from './AcousticResults';
import { DecibelTool } from './DecibelTool';
import { acousticFieldId } from './field-ui';
import { useAcousticResult } from './use-acoustic-result';
import classes from './AcousticCalculator.module.css';

export interface AcousticCalculatorProps {
  /** The input being edited (a form draft: numbers may be blank while typing); required. */
  value: DuctNoisePathInputDraft;
  /** Called with the whole new draft on every edit or unit switch; required. */
  onChange: (next: DuctNoisePathInputDraft) => void;
}

const UNIT_SYSTEM_OPTIONS = [
  { value: 'Imperial', label: 'Imperial' },
  { value: 'Metric', label: 'Metric' },
];

function focusPath(path: readonly (string | number)[]): void {
  // The message may belong to a group (a spectrum, the surfaces): focus its first input.
  const element =
    document.getElementById(acousticFieldId(path)) ??
    document.querySelector<HTMLElement>(`[id^="${acousticFieldId(path)}-"]`);
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/**
 * The acoustic calculator: duct-borne noise from a fan to a room, octave band by octave band, with
 * NC and RC Mark II ratings against the room's target, reverberation times, and a decibel tool.
 * Controlled; every number comes from hvac-core.
 */
export function AcousticCalculator({ value, onChange }: AcousticCalculatorProps) {
  const { result, stale, issues, errors } = useAcousticResult(value);
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="sm">
        <Group gap="sm" wrap="nowrap">
          <Text id="acoustic-unit-system-label" size="sm" fw={600}>
            Units
          </Text>
          <SegmentedControl
            aria-labelledby="acoustic-unit-system-label"
            data={UNIT_SYSTEM_OPTIONS}
            value={unitSystem}
            onChange={(next) => {
              const parsed = UnitSystemSchema.safeParse(next);
              // Converts what is entered (20 ft becomes 6.096 m), rather than reinterpreting it.
              if (parsed.success) onChange(convertDuctNoisePathInput(value, parsed.data));
            }}
          />
        </Group>
      </Paper>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <AcousticForm value={value} onChange={onChange} errors={errors} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md" component="section" aria-label="Results" className={classes.summary}>
            {issues.length > 0 ? (
              <Alert color="red" title={result ? 'Showing the last valid result' : 'No result yet'}>
                <Text size="sm">
                  {result
                    ? 'The numbers below are from the last valid inputs. Correct these to update them:'
                    : 'Correct these inputs to see the room noise:'}
                </Text>
                <List size="sm" mt={4} spacing={2}>
                  {issues.map((issue, index) => (
                    <List.Item key={`${issue.path.join('.')}-${index}`}>
                      {issue.path.length > 0 ? (
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          c="inherit"
                          underline="always"
                          ta="left"
                          onClick={() => focusPath(issue.path)}
                        >
                          {issue.message}
                        </Anchor>
                      ) : (
                        issue.message
                      )}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            {result ? <AcousticResults result={result} stale={stale} part="summary" /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
      {result ? (
        <section aria-label="Octave-band results">
          <AcousticResults result={result} stale={stale} part="details" />
        </section>
      ) : null}
      <DecibelTool />
    </Stack>
  );
}
