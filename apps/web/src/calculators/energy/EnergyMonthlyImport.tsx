import { Alert, Button, FileButton, Group, List, Text } from '@mantine/core';
import type { UnitSystem } from '@org/hvac-core/units';
import { useState } from 'react';
import { readFileText } from './EnergyBinsTable';
import { DEGREE_DAY_BASE, monthlyDegreeDaysFromEpw } from './epw-import';

export interface EnergyMonthlyImportProps {
  /** Unit system of the draft; required. */
  unitSystem: UnitSystem;
  /** Called with the twelve monthly heating and cooling degree-days of the imported year; required. */
  onImport: (months: { heating: number[]; cooling: number[] }) => void;
}

/**
 * Fills the monthly degree-days from an EnergyPlus weather file (`.epw`): the year's hours
 * integrated month by month at the form's base temperature (65 °F | 18.3 °C).
 */
export function EnergyMonthlyImport({ unitSystem, onImport }: EnergyMonthlyImportProps) {
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [imported, setImported] = useState<string | null>(null);
  const base = `${DEGREE_DAY_BASE[unitSystem]} ${unitSystem === 'Imperial' ? '°F' : '°C'}`;

  const importEpw = async (file: File | null) => {
    if (!file) return;
    const result = monthlyDegreeDaysFromEpw(await readFileText(file), file.name, unitSystem);
    if (!result.ok) {
      setErrors(result.errors);
      setImported(null);
      return;
    }
    setErrors([]);
    setImported(`Degree-days at base ${base} from ${file.name} (${result.place}), hour by hour.`);
    onImport(result.value);
  };

  return (
    <div>
      <Group gap="xs">
        <FileButton onChange={(file) => void importEpw(file)} accept=".epw">
          {(props) => (
            <Button {...props} size="xs" variant="light" data-testid="energy-monthly-import-epw">
              Fill from .epw
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          The site&apos;s EnergyPlus weather year, integrated hour by hour at base {base}
        </Text>
      </Group>
      {imported ? (
        <Text size="xs" c="dimmed" mt={4} data-testid="energy-monthly-imported">
          {imported}
        </Text>
      ) : null}
      {errors.length > 0 ? (
        <Alert color="red" mt="xs" title="Could not read the weather file" role="alert">
          <List size="sm">
            {errors.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </div>
  );
}
