import {
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { HydronicSystemResult } from '@org/hvac-core/hydronic-system';
import { hydronicFieldId } from './draft-path';
import type { HydronicFormApi } from './form-api';
import { partLoadPumpLines, partLoadTable } from './result-tables';
import { ResultTableView } from './ResultTableView';

export interface PartLoadPanelProps {
  api: HydronicFormApi;
  /** The last result (null while there is none); required. */
  result: HydronicSystemResult | null;
  stale: boolean;
}

/**
 * Part load: choose the control valves to close and read the network solved with the others at
 * their design settings, and the pump's new duty.
 */
export function PartLoadPanel({ api, result, stale }: PartLoadPanelProps) {
  const { draft } = api;
  const partLoad = draft.partLoad;
  const closed = new Set(partLoad?.closedTerminals ?? []);
  const withValves = draft.terminals.filter((t) => t.controlValve !== undefined);
  const hasCurve = draft.pump?.curve !== undefined;
  const setClosed = (id: string, close: boolean) => {
    const next = new Set(closed);
    if (close) next.add(id);
    else next.delete(id);
    api.set(
      ['partLoad', 'closedTerminals'],
      draft.terminals.map((t) => t.id).filter((terminalId) => next.has(terminalId)),
    );
  };
  const table = result ? partLoadTable(result) : null;
  const pumpLines = result ? partLoadPumpLines(result) : [];
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="hydronic-part-load-title"
    >
      <Title order={2} size="h4" id="hydronic-part-load-title">
        Part load
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Close some control valves; the others stay at their design settings (balancing valves at
        their presets) and the network is solved for the flows it then takes.
      </Text>
      <Switch
        label="Solve a part-load case"
        checked={partLoad !== undefined}
        onChange={(event) =>
          api.set(['partLoad'], event.currentTarget.checked ? { closedTerminals: [] } : undefined)
        }
      />
      {partLoad === undefined ? null : (
        <Stack gap="sm" mt="sm">
          <NativeSelect
            id={hydronicFieldId(['partLoad', 'pumpControl'])}
            label="Pump at part load"
            w={360}
            data={[
              ...(hasCurve ? [{ value: 'pumpCurve', label: 'Fixed speed, on its curve' }] : []),
              { value: 'constantPressure', label: 'Variable speed, holding the design pressure' },
            ]}
            value={partLoad.pumpControl ?? (hasCurve ? 'pumpCurve' : 'constantPressure')}
            error={api.error(['partLoad', 'pumpControl'])}
            onChange={(event) => api.set(['partLoad', 'pumpControl'], event.currentTarget.value)}
          />
          {withValves.length === 0 ? (
            <Text size="sm">No terminal has a control valve to close.</Text>
          ) : (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend>
                <Text size="sm" fw={600}>
                  Control valves closed
                </Text>
              </legend>
              <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} spacing="xs" mt={4}>
                {withValves.map((terminal) => (
                  <Checkbox
                    key={terminal.id}
                    id={hydronicFieldId(['partLoad', 'close', terminal.id])}
                    label={`Close ${terminal.id}`}
                    checked={closed.has(terminal.id)}
                    onChange={(event) => setClosed(terminal.id, event.currentTarget.checked)}
                  />
                ))}
              </SimpleGrid>
            </fieldset>
          )}
          {result?.partLoad ? (
            <Group
              align="flex-start"
              gap="lg"
              wrap="wrap"
              style={stale ? { opacity: 0.6 } : undefined}
            >
              <Table
                fz="sm"
                w={420}
                aria-label="Pump at part load"
                data-testid="hydronic-part-load-pump"
              >
                <Table.Tbody>
                  {pumpLines.map((line) => (
                    <Table.Tr key={line.key}>
                      <Table.Th scope="row" fw={400}>
                        {line.label}
                      </Table.Th>
                      <Table.Td ta="right" fw={600}>
                        {line.value}
                        {line.unit === '' ? '' : ` ${line.unit}`}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Group>
          ) : null}
          {table && result?.partLoad ? (
            <ResultTableView table={table} id="hydronic-part-load-table" stale={stale} />
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
