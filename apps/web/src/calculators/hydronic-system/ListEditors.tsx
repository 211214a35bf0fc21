import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import {
  HYDRONIC_COMPONENT_KINDS,
  flowCoefficientLabel,
  type HydronicComponentKind,
} from '@org/hvac-core/hydronic-system';
import { PIPE_FITTINGS, PIPE_FITTING_TYPES, type PipeFittingType } from '@org/hvac-core/pipe';
import { unitLabel } from '@org/hvac-core/units';
import { nextId } from '../../calculator-kit/next-id';
import { getAt } from '../../calculator-kit/draft-path';
import { hydronicFieldId } from './draft-path';
import type { DraftPath } from '../../calculator-kit/draft-path';
import type { HydronicFormApi } from './form-api';
import cells from './hydronic-form.module.css';
import { DraftNumber } from './HydronicFields';

const KIND_LABELS: Record<HydronicComponentKind, string> = {
  coil: 'Coil',
  heatExchanger: 'Heat exchanger',
  strainer: 'Strainer',
  chiller: 'Chiller',
  boiler: 'Boiler',
  meter: 'Meter',
  other: 'Other',
};

type Row = Record<string, unknown>;
const rowsAt = (api: HydronicFormApi, path: DraftPath): Row[] => {
  const value = getAt(api.draft, path);
  return Array.isArray(value) ? (value as Row[]) : [];
};
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface ComponentsEditorProps {
  api: HydronicFormApi;
  /** Where the list lives: ['plant', 'components'] or ['terminals', t, 'components']; required. */
  path: DraftPath;
  /** Whose components, for labels ("FC-1", "the plant"); required. */
  owner: string;
}

/**
 * Components with a rated pressure drop (coil, strainer, chiller …): each by its drop at a rated
 * flow (default the design flow) or by its Kv | Cv.
 */
export function HydronicComponentsEditor({ api, path, owner }: ComponentsEditorProps) {
  const rows = rowsAt(api, path);
  const { unitSystem } = api;
  const coefficient = flowCoefficientLabel(unitSystem);
  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No components.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table fz="sm" verticalSpacing={4}>
            <Table.Caption>Components of {owner}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Kind</Table.Th>
                <Table.Th scope="col">
                  Pressure drop ({unitLabel('pipeHeadLoss', unitSystem)})
                </Table.Th>
                <Table.Th scope="col">At flow ({unitLabel('waterFlow', unitSystem)})</Table.Th>
                <Table.Th scope="col">Or {coefficient.split(' ')[0]}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Delete</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const name = textOf(row['name']) || `component ${index + 1}`;
                const at = [...path, index];
                return (
                  <Table.Tr key={index}>
                    <Table.Td>
                      <TextInput
                        id={hydronicFieldId([...at, 'name'])}
                        aria-label={`Name of component ${index + 1} of ${owner}`}
                        value={textOf(row['name'])}
                        maxLength={80}
                        onChange={(event) => api.set([...at, 'name'], event.currentTarget.value)}
                        error={api.error([...at, 'name'])}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        id={hydronicFieldId([...at, 'kind'])}
                        aria-label={`Kind of ${name}`}
                        data={HYDRONIC_COMPONENT_KINDS.map((kind) => ({
                          value: kind,
                          label: KIND_LABELS[kind],
                        }))}
                        value={textOf(row['kind']) || 'other'}
                        onChange={(event) => api.set([...at, 'kind'], event.currentTarget.value)}
                      />
                    </Table.Td>
                    <Table.Td className={cells.cell}>
                      <DraftNumber
                        api={api}
                        path={[...at, 'pressureDrop']}
                        field="components.pressureDrop"
                        label={`Pressure drop of ${name}`}
                      />
                    </Table.Td>
                    <Table.Td className={cells.cell}>
                      <DraftNumber
                        api={api}
                        path={[...at, 'ratedFlowRate']}
                        field="components.ratedFlowRate"
                        label={`Rated flow of ${name}`}
                        blankValue="design flow"
                      />
                    </Table.Td>
                    <Table.Td className={cells.cell}>
                      <DraftNumber
                        api={api}
                        path={[...at, 'flowCoefficient']}
                        field="components.flowCoefficient"
                        label={`${coefficient} of ${name}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${name}`}
                        onClick={() =>
                          api.set(
                            path,
                            rows.filter((_, i) => i !== index),
                          )
                        }
                      >
                        <span aria-hidden="true">✕</span>
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() =>
            api.set(path, [
              ...rows,
              {
                name: 'Strainer',
                kind: 'strainer',
                pressureDrop: unitSystem === 'Imperial' ? 2 : 6,
              },
            ])
          }
        >
          Add a component to {owner}
        </Button>
      </Group>
    </Stack>
  );
}

const FITTING_OPTIONS = PIPE_FITTING_TYPES.map((type) => ({
  value: type,
  label: PIPE_FITTINGS[type].label,
}));

export interface HydronicFittingsEditorProps {
  api: HydronicFormApi;
  /** Where the list lives: ['sections', s, 'fittings'] or [..., 'branchPipe', 'fittings']; required. */
  path: DraftPath;
  /** Whose fittings, for labels; required. */
  owner: string;
  /** Paths the same list is also written to (a run's return twin); default none. */
  mirrors?: readonly DraftPath[];
}

/** A pipe run's fittings: type (Crane K = n·fT, or the manufacturer's K) and quantity. */
export function FittingsEditor({ api, path, owner, mirrors = [] }: HydronicFittingsEditorProps) {
  const rows = rowsAt(api, path);
  const write = (next: Row[]) => {
    let draft = api.draft;
    for (const target of [path, ...mirrors]) {
      draft = setList(draft, target, next);
    }
    api.update(draft);
  };
  return (
    <Stack gap="xs">
      {rows.map((row, index) => {
        const type = textOf(row['type']) as PipeFittingType;
        const label = PIPE_FITTINGS[type]?.label ?? type;
        const manufacturer = PIPE_FITTINGS[type]?.basis === 'manufacturer';
        const at = [...path, index];
        return (
          <Group key={index} gap="xs" align="flex-end" wrap="wrap">
            <NativeSelect
              id={hydronicFieldId([...at, 'type'])}
              label={`Fitting ${index + 1} of ${owner}`}
              data={FITTING_OPTIONS}
              value={type}
              onChange={(event) =>
                write(
                  rows.map((r, i) => (i === index ? { ...r, type: event.currentTarget.value } : r)),
                )
              }
            />
            <TextInput
              id={hydronicFieldId([...at, 'quantity'])}
              label="Quantity"
              inputMode="numeric"
              w={90}
              value={String(row['quantity'] ?? '')}
              error={api.error([...at, 'quantity'])}
              onChange={(event) => {
                const text = event.currentTarget.value.trim();
                const number = Number(text);
                write(
                  rows.map((r, i) =>
                    i === index
                      ? { ...r, quantity: text !== '' && Number.isFinite(number) ? number : text }
                      : r,
                  ),
                );
              }}
            />
            {manufacturer || row['customK'] !== undefined ? (
              <DraftNumber
                api={api}
                path={[...at, 'customK']}
                field="fittings.customK"
                label={`K of ${label}`}
              />
            ) : null}
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={`Delete fitting ${index + 1} (${label}) of ${owner}`}
              onClick={() => write(rows.filter((_, i) => i !== index))}
            >
              <span aria-hidden="true">✕</span>
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() =>
            write([
              ...rows,
              {
                id: nextId(
                  'f',
                  rows.map((r) => textOf(r['id'])),
                ),
                type: 'elbow90Standard',
                quantity: 1,
              },
            ])
          }
        >
          Add a fitting to {owner}
        </Button>
      </Group>
    </Stack>
  );
}

function setList<T>(draft: T, path: DraftPath, rows: Row[]): T {
  const [head, ...rest] = path;
  if (head === undefined) return rows as T;
  const container = draft as unknown;
  if (Array.isArray(container)) {
    const copy = [...(container as unknown[])];
    copy[Number(head)] = setList(copy[Number(head)], rest, rows);
    return copy as T;
  }
  const record = { ...((container ?? {}) as Record<string, unknown>) };
  record[String(head)] = setList(record[String(head)], rest, rows);
  return record as T;
}
