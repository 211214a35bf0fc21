import { Button, FileButton, Group, NativeSelect, Text } from '@mantine/core';
import type { DailyDegreeDayMethod } from '@org/hvac-core/energy';
import type { UnitSystem } from '@org/hvac-core/units';
import { useState } from 'react';
import { ImportFeedback, PasteBox, readFileText, useImport } from './import-feedback';
import {
  DEGREE_DAY_BASE,
  monthlyDegreeDaysFromEpw,
  monthlyDegreeDaysFromPastedDays,
} from '@org/hvac-core/energy';
import { energyFieldId } from './energy-field';

export interface EnergyMonthlyImportProps {
  /** Unit system of the draft; required. */
  unitSystem: UnitSystem;
  /** Called with the twelve monthly heating and cooling degree-days of the imported year; required. */
  onImport: (months: { heating: number[]; cooling: number[] }) => void;
}

/**
 * Fills the monthly degree-days from an EnergyPlus weather file (`.epw`), by the daily-mean method
 * of its .stat (each day's mean of its 24 hours), or from pasted daily highs and lows (mean or UK Met
 * Office method), at the form's base temperature (65 °F | 18.3 °C).
 */
export function EnergyMonthlyImport({ unitSystem, onImport }: EnergyMonthlyImportProps) {
  const feedback = useImport();
  const { pasting, setPasting, pasted, apply } = feedback;
  const [method, setMethod] = useState<DailyDegreeDayMethod>('mean');
  const unit = unitSystem === 'Imperial' ? '°F' : '°C';
  const base = `${DEGREE_DAY_BASE[unitSystem]} ${unit}`;

  const applyDays = () =>
    apply(monthlyDegreeDaysFromPastedDays(pasted, unitSystem, method), onImport, {
      imported: (_months, place) =>
        `Degree-days at base ${base} from ${place} of highs and lows (${method === 'mean' ? 'mean' : 'UK Met Office'} method).`,
      pasted: true,
    });

  const importEpw = async (file: File | null) => {
    if (!file) return;
    const result = monthlyDegreeDaysFromEpw(await readFileText(file), file.name, unitSystem);
    apply(result, onImport, {
      imported: (months, place) => `Degree-days from ${file.name} (${place}), ${months.method}.`,
    });
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
        <Button size="xs" variant="default" onClick={() => setPasting((open) => !open)}>
          Paste daily highs and lows
        </Button>
        <Text size="xs" c="dimmed">
          The site&apos;s EnergyPlus weather year, by each day&apos;s mean of its 24 hours (as its
          .stat counts them), or daily highs and lows, at base {base}
        </Text>
      </Group>
      {pasting ? (
        <PasteBox
          {...feedback}
          id={energyFieldId('monthly.pasteDays')}
          label={`Days to paste: date (YYYY-MM-DD), high and low (${unit}), one day a line`}
          action="Fill the months"
          onApply={applyDays}
          side="mt"
        >
          <NativeSelect
            id={energyFieldId('monthly.pasteDaysMethod')}
            label="Method"
            value={method}
            data={[
              { value: 'mean', label: 'Mean of high and low' },
              { value: 'ukMetOffice', label: 'UK Met Office (days across the base)' },
            ]}
            onChange={(event) =>
              setMethod(event.currentTarget.value === 'ukMetOffice' ? 'ukMetOffice' : 'mean')
            }
          />
        </PasteBox>
      ) : null}
      <ImportFeedback
        {...feedback}
        testId="energy-monthly-imported"
        title="Could not fill the months"
        side="mt"
      />
    </div>
  );
}
