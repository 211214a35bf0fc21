import { Alert, Button, FileButton, Group, List, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { EnergyRowsTable } from './EnergyRowsTable';
import { energyFieldId, type EnergyFieldContext } from './energy-field';
import { EPW_BIN_WIDTH, binsFromEpw, parsePastedBins } from '@org/hvac-core/energy';

/** A bin as the draft holds it: numbers, or text while typing. */
type BinDraft = { temperature: number | string; hours: number | string };

export interface EnergyBinsTableProps extends EnergyFieldContext {
  /** The heating bins of the draft (midpoint °F | °C, hours); required. */
  bins: readonly BinDraft[];
  /** Called with the whole new list of bins; required. */
  onChange: (bins: BinDraft[], path: string) => void;
}

/** Reads a file the user picked as text. */
export function readFileText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

export interface ImportFeedbackProps {
  /** What was imported, in words; none before an import. */
  imported: string | null;
  /** data-testid of that line; required. */
  testId: string;
  /** Why the last import or paste was refused, one message a line; required. */
  messages: readonly string[];
  /** The refusal's title; required. */
  title: string;
  /** Space on the side of the buttons: 'mb' below them (above a table), 'mt' above the line; required. */
  side: 'mb' | 'mt';
}

/** What an import or paste did: the line saying what came in, or the alert listing why it could not. */
export function ImportFeedback({ imported, testId, messages, title, side }: ImportFeedbackProps) {
  const below = side === 'mb';
  const alert: ReactNode =
    messages.length > 0 ? (
      <Alert color="red" title={title} role="alert" {...(below ? { mb: 'xs' } : { mt: 'xs' })}>
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      </Alert>
    ) : null;
  return (
    <>
      {imported ? (
        <Text size="xs" c="dimmed" data-testid={testId} {...(below ? { mb: 'xs' } : { mt: 4 })}>
          {imported}
        </Text>
      ) : null}
      {alert}
    </>
  );
}

/**
 * The bin method's table: each outdoor-temperature bin's midpoint and its hours, entered by hand,
 * pasted from a spreadsheet (two columns) or filled from an EnergyPlus weather file (`.epw`).
 */
export function EnergyBinsTable({ bins, onChange, ...context }: EnergyBinsTableProps) {
  const { unitSystem, errors = {} } = context;
  const [messages, setMessages] = useState<readonly string[]>([]);
  const [imported, setImported] = useState<string | null>(null);
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const unit = unitSystem === 'Imperial' ? '°F' : '°C';
  const path = 'heating.bins';

  const importEpw = async (file: File | null) => {
    if (!file) return;
    const text = await readFileText(file);
    const result = binsFromEpw(text, file.name, unitSystem);
    if (!result.ok) {
      setMessages(result.errors);
      setImported(null);
      return;
    }
    setMessages([]);
    setImported(
      `${result.value.length} bins, ${result.value.reduce((s, b) => s + b.hours, 0)} hours from ${file.name} (${result.place}), ${EPW_BIN_WIDTH[unitSystem]} ${unitSystem === 'Imperial' ? '°F' : 'K'} wide.`,
    );
    onChange(result.value, path);
  };

  const applyPaste = () => {
    const result = parsePastedBins(pasted);
    if (!result.ok) {
      setMessages(result.errors);
      return;
    }
    setMessages([]);
    setImported(null);
    setPasting(false);
    setPasted('');
    onChange(result.value, path);
  };

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
        <Group align="flex-end" gap="xs" mb="xs">
          <Textarea
            id={energyFieldId('heating.bins.paste')}
            label={`Bins to paste: temperature (${unit}) and hours, one bin a line`}
            value={pasted}
            onChange={(event) => setPasted(event.currentTarget.value)}
            rows={4}
            style={{ flex: 1 }}
          />
          <Button size="xs" onClick={applyPaste}>
            Replace bins
          </Button>
        </Group>
      ) : null}
      <ImportFeedback
        imported={imported}
        testId="energy-bins-imported"
        messages={messages}
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
            { key: 'temperature', field: 'binTemperature', label: (n) => `Bin ${n} midpoint` },
            { key: 'hours', field: 'binHours', label: (n) => `Bin ${n} hours` },
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
