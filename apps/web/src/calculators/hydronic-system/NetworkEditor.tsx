import {
  Box,
  Button,
  Fieldset,
  Group,
  Menu,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { unitLabel } from '@org/hvac-core/units';
import { useState } from 'react';
import classes from '../../calculator-kit/calculator-form.module.css';
import { hydronicFieldId } from './draft-path';
import { ElementDetail, type Selected } from './ElementDetail';
import type { HydronicFormApi } from './form-api';
import cells from './hydronic-form.module.css';
import { DraftNumber } from './HydronicFields';
import { LayoutBuilder } from './LayoutBuilder';
import { PipeSizingPanel } from './PipeSizingPanel';
import { replaceWithUndo } from './replace-with-undo';
import { sizeOptions } from './pipe-options';
import type { LinkedLoads } from './use-linked-loads';
import {
  addRun,
  addTerminal,
  deleteRun,
  deleteTerminal,
  duplicateRun,
  networkTree,
  renameTerminal,
  updateRun,
  type PipeRow,
  type SectionDraft,
} from './network-tree';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The network as an indented table: runs (a supply section and its return twin) with the
 * terminals at their ends, each row's size, length, load and coil drop in place, and its actions
 * (add a run or a terminal below, duplicate with everything below, details, delete) in a menu.
 */
export function NetworkEditor({ api, linked }: { api: HydronicFormApi; linked: LinkedLoads }) {
  const { draft, unitSystem } = api;
  const [selected, setSelected] = useState<Selected | null>(null);
  const tree = networkTree(draft);
  const sections = draft.sections ?? [];
  const terminals = draft.terminals;
  const lengthUnit = unitLabel('length', unitSystem);
  const dropUnit = unitLabel('pipeHeadLoss', unitSystem);
  const plantNode = text(draft.plant?.supplyNode);

  const select = (next: Selected) => {
    setSelected(next);
    // The details open below the table; take the keyboard there.
    requestAnimationFrame(() => document.getElementById('hydronic-detail-title')?.focus());
  };
  const withUndo = (what: string, next: typeof draft) => {
    replaceWithUndo(api, next, 'delete', what);
    setSelected(null);
  };
  const addRunAt = (node: string) => {
    const added = addRun(draft, node);
    api.update(added.draft as typeof draft);
    if (added.supplyIndex !== null) select({ kind: 'run', supplyIndex: added.supplyIndex });
  };
  const addTerminalAt = (node: string) => {
    const added = addTerminal(draft, node);
    api.update(added.draft as typeof draft);
    if (added.terminalIndex !== null)
      select({ kind: 'terminal', terminalIndex: added.terminalIndex });
  };

  const runRow = (row: PipeRow) => {
    const section = sections[row.supplyIndex]!;
    const id = text(section.id);
    const twin = row.returnIndex === null ? null : sections[row.returnIndex];
    const name = `run ${id}`;
    const setBoth = (change: (s: SectionDraft) => SectionDraft) =>
      api.update(updateRun(draft, row.supplyIndex, row.returnIndex, change) as typeof draft);
    return (
      <Table.Tr key={`run-${row.supplyIndex}`}>
        <Table.Th scope="row" fw={500}>
          <Box pl={row.depth * 18}>
            <Text size="sm" fw={600} component="span">
              {id}
            </Text>
            <Text size="xs" c="dimmed" component="span">
              {' '}
              {text(section.from)} → {text(section.to)}
              {twin ? ` · return ${text(twin.id)}` : ' · no return twin'}
            </Text>
          </Box>
        </Table.Th>
        <Table.Td>
          <NativeSelect
            id={hydronicFieldId(['sections', row.supplyIndex, 'nominalSize'])}
            aria-label={`Pipe size of ${name}`}
            data={sizeOptions(section.pipeMaterial)}
            value={text(section.nominalSize)}
            error={api.error(['sections', row.supplyIndex, 'nominalSize'])}
            onChange={(event) => {
              const size = event.currentTarget.value;
              setBoth((s) => ({ ...s, nominalSize: size }));
            }}
          />
        </Table.Td>
        <Table.Td className={cells.cell}>
          <TwinNumber api={api} row={row} label={`Length of ${name}`} />
        </Table.Td>
        <Table.Td colSpan={2}>
          <Text size="xs" c="dimmed">
            {section.tee ? `leaves through a tee's ${section.tee.leg}` : 'no tee'}
          </Text>
        </Table.Td>
        <Table.Td>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="compact-sm" variant="light" aria-label={`Actions for ${name}`}>
                Actions
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => select({ kind: 'run', supplyIndex: row.supplyIndex })}>
                Details of {id}
              </Menu.Item>
              <Menu.Item onClick={() => addRunAt(row.node)}>Add a run after {id}</Menu.Item>
              <Menu.Item onClick={() => addTerminalAt(row.node)}>
                Add a terminal at the end of {id}
              </Menu.Item>
              <Menu.Item
                onClick={() => {
                  const copy = duplicateRun(draft, row.supplyIndex);
                  api.update(copy.draft as typeof draft);
                }}
              >
                Duplicate {id} with everything after it
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                onClick={() =>
                  withUndo(
                    `${id} and everything after it`,
                    deleteRun(draft, row.supplyIndex) as typeof draft,
                  )
                }
              >
                Delete {id} with everything after it
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Table.Td>
      </Table.Tr>
    );
  };

  const terminalRow = (depth: number, terminalIndex: number) => {
    const terminal = terminals[terminalIndex]!;
    const id = text(terminal.id);
    const name = `terminal ${id}`;
    const byFlow = terminal.load === undefined && terminal.flowRate !== undefined;
    const coil = terminal.components?.[0];
    return (
      <Table.Tr key={`terminal-${terminalIndex}`}>
        <Table.Th scope="row" fw={400}>
          <Box pl={depth * 18}>
            <TextInput
              id={hydronicFieldId(['terminals', terminalIndex, 'id'])}
              aria-label={`Id of terminal ${terminalIndex + 1}`}
              value={id}
              maxLength={64}
              size="xs"
              error={api.error(['terminals', terminalIndex, 'id'])}
              onChange={(event) =>
                api.update(
                  renameTerminal(draft, terminalIndex, event.currentTarget.value) as typeof draft,
                )
              }
              onBlur={() => api.touch(['terminals', terminalIndex, 'id'])}
            />
            {text(terminal.name) ? (
              <Text size="xs" c="dimmed">
                {text(terminal.name)}
              </Text>
            ) : null}
          </Box>
        </Table.Th>
        <Table.Td colSpan={2}>
          <Text size="xs" c="dimmed">
            {terminal.branchPipe
              ? `branch ${text(terminal.branchPipe.nominalSize)} in`
              : 'no branch pipe'}
            {terminal.controlValve ? ' · control valve' : ''}
            {terminal.balancingValve ? ' · balancing valve' : ''}
          </Text>
        </Table.Td>
        <Table.Td className={cells.cell}>
          <DraftNumber
            api={api}
            path={['terminals', terminalIndex, byFlow ? 'flowRate' : 'load']}
            field={byFlow ? 'terminals.flowRate' : 'terminals.load'}
            label={`${byFlow ? 'Flow' : 'Load'} of ${name}`}
          />
        </Table.Td>
        <Table.Td className={cells.cell}>
          {coil ? (
            <DraftNumber
              api={api}
              path={['terminals', terminalIndex, 'components', 0, 'pressureDrop']}
              field="components.pressureDrop"
              label={`Pressure drop of ${text(coil.name) || 'component 1'} of ${name}`}
            />
          ) : (
            <Text size="xs" c="dimmed">
              none
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="compact-sm" variant="light" aria-label={`Actions for ${name}`}>
                Actions
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => select({ kind: 'terminal', terminalIndex })}>
                Details of {id}
              </Menu.Item>
              <Menu.Item onClick={() => addTerminalAt(text(terminal.supplyNode))}>
                Add a terminal beside {id}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                onClick={() =>
                  withUndo(`terminal ${id}`, deleteTerminal(draft, terminalIndex) as typeof draft)
                }
              >
                Delete {id}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Table.Td>
      </Table.Tr>
    );
  };

  return (
    <Fieldset legend="Network" classNames={{ legend: classes.legend }}>
      <Stack gap="sm">
        <LayoutBuilder api={api} />
        <Table.ScrollContainer minWidth={720}>
          <Table fz="sm" verticalSpacing={4} aria-describedby="hydronic-network-help">
            <Table.Caption id="hydronic-network-help">
              Runs from the plant, indented under the node they leave; each run is a supply section
              and its return twin (direct return). Terminals sit under the run they take their water
              from.
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Run or terminal</Table.Th>
                <Table.Th scope="col">Pipe size</Table.Th>
                <Table.Th scope="col">Length ({lengthUnit})</Table.Th>
                <Table.Th scope="col">Load or flow</Table.Th>
                <Table.Th scope="col">Coil drop ({dropUnit})</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tree.rows.map((row) =>
                row.kind === 'pipe' ? runRow(row) : terminalRow(row.depth, row.terminalIndex),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <PipeSizingPanel api={api} />
        {tree.otherReturnSections.length > 0 ? (
          <ReturnHeaderTable api={api} indexes={tree.otherReturnSections} />
        ) : null}
        {tree.detachedSupplySections.length > 0 ? (
          <Text size="sm" c="dimmed">
            Supply sections not joined to the plant:{' '}
            {tree.detachedSupplySections.map((index) => text(sections[index]?.id)).join(', ')}. They
            are computed as entered.
          </Text>
        ) : null}
        <Group gap="xs">
          <Button size="compact-sm" variant="light" onClick={() => addRunAt(plantNode)}>
            Add a run from the plant
          </Button>
        </Group>
        {selected ? (
          <ElementDetail
            api={api}
            selected={selected}
            linked={linked}
            onClose={() => setSelected(null)}
          />
        ) : null}
      </Stack>
    </Fieldset>
  );
}

/** A run's length, written to its supply section and its return twin alike. */
function TwinNumber({ api, row, label }: { api: HydronicFormApi; row: PipeRow; label: string }) {
  const twinApi: HydronicFormApi = {
    ...api,
    set: (path, value) => {
      const field = path[path.length - 1];
      let next = api.draft;
      for (const index of [row.supplyIndex, row.returnIndex]) {
        if (index === null) continue;
        next = {
          ...next,
          sections: (next.sections ?? []).map((s, i) =>
            i === index ? { ...s, [String(field)]: value } : s,
          ),
        };
      }
      api.update(next);
    },
  };
  return (
    <DraftNumber
      api={twinApi}
      path={['sections', row.supplyIndex, 'length']}
      field="sections.length"
      label={label}
      removeWhenBlank={false}
    />
  );
}

/**
 * The return sections with no supply twin (a reverse-return header and its home run), each with
 * its size and length in place; the water flows from the first node to the second.
 */
function ReturnHeaderTable({ api, indexes }: { api: HydronicFormApi; indexes: readonly number[] }) {
  const sections = api.draft.sections ?? [];
  const lengthUnit = unitLabel('length', api.unitSystem);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table fz="sm" verticalSpacing={4}>
        <Table.Caption>
          Return header (reverse return): return sections with no supply twin, in the direction the
          water flows.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Return section</Table.Th>
            <Table.Th scope="col">Size (in)</Table.Th>
            <Table.Th scope="col">Length ({lengthUnit})</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {indexes.map((index) => {
            const section = sections[index];
            if (section === undefined) return null;
            const name = `return section ${text(section.id)}`;
            return (
              <Table.Tr key={index}>
                <Table.Th scope="row">
                  {text(section.id)}{' '}
                  <Text span size="xs" c="dimmed">
                    {text(section.from)} → {text(section.to)}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <NativeSelect
                    id={hydronicFieldId(['sections', index, 'nominalSize'])}
                    aria-label={`Pipe size of ${name}`}
                    data={sizeOptions(section.pipeMaterial)}
                    value={text(section.nominalSize)}
                    error={api.error(['sections', index, 'nominalSize'])}
                    onChange={(event) =>
                      api.set(['sections', index, 'nominalSize'], event.currentTarget.value)
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <DraftNumber
                    api={api}
                    path={['sections', index, 'length']}
                    field="sections.length"
                    label={`Length of ${name}`}
                    removeWhenBlank={false}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
