import { Button, FileButton, Group, Text } from '@mantine/core';
import { EnergyRowsTable } from './EnergyRowsTable';
import { ImportFeedback, PasteBox, readFileText, useImport } from './import-feedback';
import { energyFieldId, type EnergyFieldContext } from './energy-field';
import {
  ENERGY_BIN_FIELD_SPECS as BIN,
  EPW_BIN_WIDTH,
  binsFromEpw,
  parsePastedBins,
} from '@org/hvac-core/energy';

/** A bin as the draft holds it: numbers, or text while typing. */
type BinDraft = { temperature: number | string; hours: number | string };

export interface EnergyBinsTableProps extends EnergyFieldContext {
  /** The heating bins of the draft (midpoint °F | °C, hours); required. */
  bins: readonly BinDraft[];
  /** Called with the whole new list of bins; required. */
  onChange: (bins: BinDraft[], path: string) => void;
}

/**
 * The bin method's table: each outdoor-temperature bin's midpoint and its hours, entered by hand,
 * pasted from a spreadsheet (two columns) or filled from an EnergyPlus weather file (`.epw`).
 */
export function EnergyBinsTable({ bins, onChange, ...context }: EnergyBinsTableProps) {
  const { unitSystem, errors = {} } = context;
  const feedback = useImport();
  const { pasting, setPasting, pasted, apply } = feedback;
  const unit = unitSystem === 'Imperial' ? '°F' : '°C';
  const path = 'heating.bins';

  const importEpw = async (file: File | null) => {
    if (!file) return;
    const result = binsFromEpw(await readFileText(file), file.name, unitSystem);
    apply(result, (bins) => onChange(bins, path), {
      imported: (bins, place) =>
        `${bins.length} bins, ${bins.reduce((s, b) => s + b.hours, 0)} hours from ${file.name} (${place}), ${EPW_BIN_WIDTH[unitSystem]} ${unitSystem === 'Imperial' ? '°F' : 'K'} wide.`,
    });
  };

  const applyPaste = () =>
    apply(parsePastedBins(pasted), (bins) => onChange(bins, path), {
      imported: () => null,
      pasted: true,
      keepOnError: true,
    });

  const listError = errors[path];

  return (
    <div>
      <Text size="sm" fw={500}>
        Temperature bins
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        Hours of the year in each outdoor dry-bulb bin, at the bin&apos;s midpoint (ASHRAE
        Fundamentals ch. 19). Import them from the site&apos;s EnergyPlus weather file, paste two
        columns from a spreadsheet, or type them.
      </Text>
      <Group gap="xs" mb="xs">
        <FileButton onChange={(file) => void importEpw(file)} accept=".epw">
          {(props) => (
            <Button {...props} size="xs" variant="light" data-testid="energy-bins-import-epw">
              Import .epw
            </Button>
          )}
        </FileButton>
        <Button size="xs" variant="default" onClick={() => setPasting((open) => !open)}>
          Paste bins
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            onChange([...bins.map((b) => ({ ...b })), { temperature: '', hours: '' }], path)
          }
        >
          Add bin
        </Button>
      </Group>
      {pasting ? (
        <PasteBox
          {...feedback}
          id={energyFieldId('heating.bins.paste')}
          label={`Bins to paste: temperature (${unit}) and hours, one bin a line`}
          action="Replace bins"
          onApply={applyPaste}
          side="mb"
        />
      ) : null}
      <ImportFeedback
        {...feedback}
        testId="energy-bins-imported"
        title="Could not use these bins"
        side="mb"
      />
      {listError ? (
        <Text size="sm" c="red" role="alert" mb="xs">
          {listError}
        </Text>
      ) : null}
      {bins.length > 0 ? (
        <EnergyRowsTable
          rows={bins}
          columns={[
            { key: 'temperature', spec: BIN.temperature, label: (n) => `Bin ${n} midpoint` },
            { key: 'hours', spec: BIN.hours, label: (n) => `Bin ${n} hours` },
          ]}
          path={path}
          onChange={onChange}
          ariaLabel="Temperature bins"
          removeLabel={(n) => `Remove bin ${n}`}
          minWidth={280}
          maxHeight={360}
          striped
          {...context}
        />
      ) : null}
    </div>
  );
}
