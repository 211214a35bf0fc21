import { Button, Group, Menu, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { DuctSystemShapeSchema, type DuctSystemResult } from '@org/hvac-core/duct-system';
import { unitLabel } from '@org/hvac-core/units';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';
import { ductSystemFieldId, type DuctFormContext } from './field-id';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import classes from './DuctSystemEditor.module.css';
import {
  DUCT_SYSTEM_SECTION_FIELD_SPECS,
  DUCT_SYSTEM_TERMINAL_FIELD_SPECS,
} from '@org/hvac-core/duct-system';
import { sizeText } from './format';
import { treeRows, type DuctSectionDraft } from './section-tree';

export const SHAPE_OPTIONS = [
  { value: 'round', label: 'Round' },
  { value: 'rectangular', label: 'Rectangular' },
  { value: 'flatOval', label: 'Flat oval' },
];

/** What a row's menu does to the tree. */
export interface SectionActions {
  readonly select: (index: number) => void;
  readonly addBranch: (index: number) => void;
  readonly duplicate: (index: number) => void;
  readonly remove: (index: number) => void;
  readonly update: (index: number, patch: Partial<DuctSectionDraft>) => void;
}

export interface SectionsTableProps {
  /** The sections; required. */
  sections: readonly DuctSectionDraft[];
  /** The section whose details show below; required. */
  selected: number;
  /** Units, messages and touch; required. */
  context: DuctFormContext;
  /** The tree's operations; required. */
  actions: SectionActions;
  /** The last result, for each section's size; null while there is none. */
  result: DuctSystemResult | null;
}

/** The section as its row and buttons name it: "S3 West branch" or "S3". */
function rowName(section: DuctSectionDraft): string {
  const name = typeof section.name === 'string' ? section.name.trim() : '';
  return name === '' ? section.id : `${section.id} ${name}`;
}

/**
 * The sections as an indented table, in tree order: name, length, shape, the terminal's airflow and
 * pressure drop, the size found, and a menu per row to add a branch, duplicate the run or delete
 * it. "Details" opens the section's fittings, size and terminal below.
 */
export function SectionsTable({
  sections,
  selected,
  context,
  actions,
  result,
}: SectionsTableProps) {
  const u = context.unitSystem;
  const sizes = new Map(result?.sections.map((section) => [section.id, section]));
  return (
    <Table.ScrollContainer minWidth={900} className={classes.tree}>
      <Table verticalSpacing={4} horizontalSpacing="xs" aria-label="Sections of the duct system">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Section</Table.Th>
            <Table.Th>Length ({unitLabel('length', u)})</Table.Th>
            <Table.Th>Shape</Table.Th>
            <Table.Th>Terminal airflow ({unitLabel('airflow', u)})</Table.Th>
            <Table.Th>Terminal Δp ({unitLabel('ductPressureLoss', u)})</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {treeRows(sections).map(({ index, depth }) => {
            const section = sections[index];
            if (section === undefined) return null;
            const name = rowName(section);
            const at = (...rest: (string | number)[]) => ['sections', index, ...rest];
            const sized = sizes.get(section.id);
            const terminal = section.terminal;
            return (
              <Table.Tr
                key={section.id + String(index)}
                className={index === selected ? classes.selected : undefined}
                data-testid={`duct-system-row-${section.id}`}
              >
                <Table.Td className={classes.nameCell}>
                  <Group gap={6} wrap="nowrap" style={{ paddingLeft: `${depth * 1.25}rem` }}>
                    <Button
                      variant={index === selected ? 'filled' : 'subtle'}
                      size="compact-xs"
                      aria-pressed={index === selected}
                      aria-label={`Details of section ${name}`}
                      onClick={() => actions.select(index)}
                    >
                      {depth > 0 ? '└ ' : ''}
                      {section.id}
                    </Button>
                    <div className={classes.cell} style={{ flex: 1 }}>
                      <TextInput
                        id={ductSystemFieldId(at('name'))}
                        label={`Name of section ${section.id}`}
                        size="xs"
                        value={typeof section.name === 'string' ? section.name : ''}
                        onChange={(event) =>
                          actions.update(index, { name: event.currentTarget.value })
                        }
                      />
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td className={classes.cell}>
                  <DraftNumberField
                    context={context}
                    path={at('length')}
                    spec={DUCT_SYSTEM_SECTION_FIELD_SPECS.length}
                    label={`Length of ${name}`}
                    value={section.length}
                    onChange={(length) => actions.update(index, { length })}
                  />
                </Table.Td>
                <Table.Td className={classes.cell}>
                  <ChoiceSelect
                    id={ductSystemFieldId(at('shape'))}
                    label={`Shape of ${name}`}
                    value={section.shape}
                    fallback="round"
                    data={SHAPE_OPTIONS}
                    schema={DuctSystemShapeSchema}
                    onChange={(shape) => actions.update(index, { shape })}
                  />
                </Table.Td>
                <Table.Td className={classes.cell}>
                  {terminal ? (
                    <DraftNumberField
                      context={context}
                      path={at('terminal', 'airflow')}
                      spec={DUCT_SYSTEM_TERMINAL_FIELD_SPECS.airflow}
                      label={`Terminal airflow of ${name}`}
                      value={terminal.airflow}
                      onChange={(airflow) =>
                        actions.update(index, { terminal: { ...terminal, airflow } })
                      }
                    />
                  ) : (
                    <Text size="xs" c="dimmed">
                      {context.errors[at('terminal').join('.')] ?? '—'}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td className={classes.cell}>
                  {terminal ? (
                    <DraftNumberField
                      context={context}
                      path={at('terminal', 'pressureDrop')}
                      spec={DUCT_SYSTEM_TERMINAL_FIELD_SPECS.pressureDrop}
                      label={`Terminal pressure drop of ${name}`}
                      description=""
                      value={terminal.pressureDrop}
                      onChange={(pressureDrop) =>
                        actions.update(index, { terminal: { ...terminal, pressureDrop } })
                      }
                    />
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" data-testid={`duct-system-size-${section.id}`}>
                    {sized ? sizeText(sized, u) : '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        aria-label={`Edit the tree at ${name}`}
                      >
                        ⋯
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => actions.addBranch(index)}>
                        Add a branch under {section.id}
                      </Menu.Item>
                      <Menu.Item onClick={() => actions.duplicate(index)}>
                        Duplicate the run from {section.id}
                      </Menu.Item>
                      <Menu.Item onClick={() => actions.select(index)}>Details and move…</Menu.Item>
                      <Menu.Item
                        color="red"
                        disabled={sections.length <= 1}
                        onClick={() => actions.remove(index)}
                      >
                        Delete {section.id} and the sections beyond it
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
