import { Button, Fieldset, Group, NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { flowCoefficientLabel } from '@org/hvac-core/hydronic-system';
import { PIPE_MATERIALS, pipeMaterial, type PipeMaterialId } from '@org/hvac-core/pipe';
import { unitLabel } from '@org/hvac-core/units';
import { FieldGrid } from '../../calculator-kit/FormSection';
import { hydronicFieldId } from './draft-path';
import type { HydronicFormApi } from './form-api';
import { DraftNumber, DraftText } from './HydronicFields';
import { HydronicComponentsEditor, FittingsEditor } from './ListEditors';
import {
  moveRun,
  moveTerminal,
  networkTree,
  returnNodeOf,
  runMoveTargets,
  updateRun,
  type SectionDraft,
} from './network-tree';
import { sizeOptions } from './pipe-options';
import type { LinkedLoads } from './use-linked-loads';
import { useState } from 'react';

/** The row whose details are open. */
export type Selected =
  | { readonly kind: 'run'; readonly supplyIndex: number }
  | { readonly kind: 'terminal'; readonly terminalIndex: number };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const MATERIAL_OPTIONS = PIPE_MATERIALS.map((id) => ({ value: id, label: pipeMaterial(id).label }));
const TEE_OPTIONS = [
  { value: '', label: 'No tee (an elbow or the plant)' },
  { value: 'run', label: 'Through the run of a tee' },
  { value: 'branch', label: 'Through the branch of a tee' },
];

/** The size kept when the material changes: the same trade size if made, else the material's first. */
function sizeFor(material: PipeMaterialId, current: unknown): string {
  const sizes = pipeMaterial(material).sizes;
  return (sizes.find((size) => size.nominalSize === current) ?? sizes[0])?.nominalSize ?? '';
}

export interface ElementDetailProps {
  api: HydronicFormApi;
  selected: Selected;
  /** The linked building file and its loads, to pick a terminal's zone or system; required. */
  linked: LinkedLoads;
  onClose: () => void;
}

/** Everything of one run or terminal: pipe, fittings and tee; or load, components and valves. */
export function ElementDetail({ api, selected, linked, onClose }: ElementDetailProps) {
  const title =
    selected.kind === 'run'
      ? `Run ${text(api.draft.sections?.[selected.supplyIndex]?.id)}`
      : `Terminal ${text(api.draft.terminals[selected.terminalIndex]?.id)}`;
  const exists =
    selected.kind === 'run'
      ? api.draft.sections?.[selected.supplyIndex] !== undefined
      : api.draft.terminals[selected.terminalIndex] !== undefined;
  if (!exists) return null;
  return (
    <Fieldset
      legend={
        <Title order={3} size="h6" id="hydronic-detail-title" tabIndex={-1}>
          Details: {title}
        </Title>
      }
    >
      <Stack gap="sm">
        {selected.kind === 'run' ? (
          <RunDetail api={api} supplyIndex={selected.supplyIndex} />
        ) : (
          <TerminalDetail api={api} terminalIndex={selected.terminalIndex} linked={linked} />
        )}
        <Group>
          <Button size="compact-sm" variant="default" onClick={onClose}>
            Close details
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

function RunDetail({ api, supplyIndex }: { api: HydronicFormApi; supplyIndex: number }) {
  const { draft } = api;
  const row = networkTree(draft).rows.find(
    (r) => r.kind === 'pipe' && r.supplyIndex === supplyIndex,
  );
  const returnIndex = row?.kind === 'pipe' ? row.returnIndex : null;
  const section = draft.sections![supplyIndex]!;
  const id = text(section.id);
  const targets = runMoveTargets(draft, supplyIndex);
  const [target, setTarget] = useState('');
  const setBoth = (change: (s: SectionDraft) => SectionDraft) =>
    api.update(updateRun(draft, supplyIndex, returnIndex, change) as typeof draft);
  const at = ['sections', supplyIndex] as const;
  const teeAngle = section.tee?.angle;
  return (
    <>
      <Text size="xs" c="dimmed">
        Supply {id}: {text(section.from)} → {text(section.to)}
        {returnIndex === null
          ? '; no return twin'
          : `; return ${text(draft.sections![returnIndex]!.id)}: ${text(draft.sections![returnIndex]!.from)} → ${text(draft.sections![returnIndex]!.to)}`}
        . Changes here apply to both.
      </Text>
      <FieldGrid columns={2}>
        <NativeSelect
          id={hydronicFieldId([...at, 'pipeMaterial'])}
          label={`Pipe material of ${id}`}
          data={MATERIAL_OPTIONS}
          value={text(section.pipeMaterial)}
          onChange={(event) => {
            const material = event.currentTarget.value as PipeMaterialId;
            setBoth((s) => ({
              ...s,
              pipeMaterial: material,
              nominalSize: sizeFor(material, s.nominalSize),
            }));
          }}
        />
        <NativeSelect
          id={hydronicFieldId([...at, 'nominalSize', 'detail'])}
          label={`Pipe size of ${id}`}
          data={sizeOptions(section.pipeMaterial)}
          value={text(section.nominalSize)}
          onChange={(event) => {
            const size = event.currentTarget.value;
            setBoth((s) => ({ ...s, nominalSize: size }));
          }}
        />
        <NativeSelect
          id={hydronicFieldId([...at, 'tee', 'leg'])}
          label={`Tee where ${id} leaves the header`}
          data={TEE_OPTIONS}
          value={section.tee?.leg ?? ''}
          onChange={(event) => {
            const leg = event.currentTarget.value;
            setBoth((s) => {
              const { tee: _tee, ...rest } = s;
              return leg === 'run' || leg === 'branch'
                ? { ...rest, tee: { leg, ...(teeAngle === undefined ? {} : { angle: teeAngle }) } }
                : rest;
            });
          }}
          error={api.error([...at, 'tee'])}
        />
        {section.tee ? (
          <DraftNumber
            api={{
              ...api,
              set: (_path, value) =>
                setBoth((s) => (s.tee ? { ...s, tee: { ...s.tee, angle: value as number } } : s)),
            }}
            path={[...at, 'tee', 'angle']}
            field="tee.angle"
            label={`Tee angle of ${id}`}
            blankValue={90}
          />
        ) : null}
      </FieldGrid>
      <FittingsEditor
        api={api}
        path={[...at, 'fittings']}
        owner={id}
        mirrors={returnIndex === null ? [] : [['sections', returnIndex, 'fittings']]}
      />
      {targets.length > 0 ? (
        <Group align="flex-end" gap="xs">
          <NativeSelect
            id={hydronicFieldId([...at, 'move'])}
            label={`Move ${id} (with everything after it) to leave node`}
            data={[
              { value: '', label: 'Choose a node' },
              ...targets.map((node) => ({ value: node, label: node })),
            ]}
            value={target}
            onChange={(event) => setTarget(event.currentTarget.value)}
          />
          <Button
            size="compact-md"
            disabled={target === ''}
            onClick={() => {
              api.update(moveRun(draft, supplyIndex, target) as typeof draft);
              setTarget('');
            }}
          >
            Move
          </Button>
        </Group>
      ) : null}
    </>
  );
}

function TerminalDetail({
  api,
  terminalIndex,
  linked,
}: {
  api: HydronicFormApi;
  terminalIndex: number;
  linked: LinkedLoads;
}) {
  const { draft, unitSystem } = api;
  const terminal = draft.terminals[terminalIndex]!;
  const id = text(terminal.id);
  const at = ['terminals', terminalIndex] as const;
  const byFlow = terminal.load === undefined && terminal.flowRate !== undefined;
  const nodes = [...returnNodeOf(draft).keys()].filter((node) => node !== '');
  const coefficient = flowCoefficientLabel(unitSystem);
  const coefficientUnit = coefficient.split(' ')[0] ?? '';
  const setTerminal = (change: Record<string, unknown>) =>
    api.update({
      ...draft,
      terminals: draft.terminals.map((t, i) => (i === terminalIndex ? { ...t, ...change } : t)),
    });
  const without = (key: keyof typeof terminal) => {
    const { [key]: _removed, ...rest } = terminal;
    api.update({
      ...draft,
      terminals: draft.terminals.map((t, i) =>
        i === terminalIndex ? rest : t,
      ) as typeof draft.terminals,
    });
  };
  const branch = terminal.branchPipe;
  return (
    <>
      <FieldGrid columns={2}>
        <DraftText api={api} path={[...at, 'name']} label={`Name of ${id}`} maxLength={80} />
        <NativeSelect
          id={hydronicFieldId([...at, 'basis'])}
          label={`${id} is given by`}
          data={[
            { value: 'load', label: `Its load (${unitLabel('heatRate', unitSystem)})` },
            { value: 'flow', label: `Its flow (${unitLabel('waterFlow', unitSystem)})` },
          ]}
          value={byFlow ? 'flow' : 'load'}
          onChange={(event) => {
            const { load: _load, flowRate: _flow, loadSourceId: _source, ...rest } = terminal;
            const toFlow = event.currentTarget.value === 'flow';
            api.update({
              ...draft,
              terminals: draft.terminals.map((t, i) =>
                i === terminalIndex
                  ? toFlow
                    ? { ...rest, flowRate: unitSystem === 'Imperial' ? 10 : 0.6 }
                    : { ...rest, load: unitSystem === 'Imperial' ? 12_000 : 3500 }
                  : t,
              ),
            });
          }}
        />
        {byFlow ? (
          <DraftNumber
            api={api}
            path={[...at, 'flowRate']}
            field="terminals.flowRate"
            label={`Design flow of ${id}`}
          />
        ) : (
          <DraftNumber
            api={api}
            path={[...at, 'load']}
            field="terminals.load"
            label={`Load of ${id}`}
            {...(terminal.loadSourceId
              ? {
                  description: `From the building file (${terminal.loadSourceId}); typing here keeps the link`,
                }
              : {})}
          />
        )}
        {linked.file && linked.now?.ok ? (
          <NativeSelect
            id={hydronicFieldId([...at, 'loadSourceId'])}
            label={`Load of ${id} from “${linked.file.name}”`}
            data={[
              { value: '', label: 'None: typed here' },
              ...linked.now.loads.flatMap((load) =>
                load.load === null
                  ? []
                  : [
                      {
                        value: load.sourceId,
                        label: `${load.name} (${load.load.toLocaleString('en-US')} ${unitLabel('heatRate', unitSystem)})`,
                      },
                    ],
              ),
            ]}
            value={terminal.loadSourceId ?? ''}
            onChange={(event) => {
              const sourceId = event.currentTarget.value;
              const picked = linked.now?.ok
                ? linked.now.loads.find((load) => load.sourceId === sourceId)
                : undefined;
              const { loadSourceId: _old, ...unlinked } = terminal;
              const { flowRate: _flow, ...byLoad } = unlinked;
              api.update({
                ...draft,
                terminals: draft.terminals.map((t, i) =>
                  i !== terminalIndex
                    ? t
                    : picked && picked.load !== null
                      ? { ...byLoad, load: picked.load, loadSourceId: picked.sourceId }
                      : unlinked,
                ),
              });
            }}
          />
        ) : null}
        <DraftNumber
          api={api}
          path={[...at, 'deltaT']}
          field="terminals.deltaT"
          label={`Temperature difference of ${id}`}
          blankValue="the system's"
        />
        <NativeSelect
          id={hydronicFieldId([...at, 'supplyNode'])}
          label={`${id} takes its water at node`}
          data={nodes}
          value={text(terminal.supplyNode)}
          error={api.error([...at, 'supplyNode'])}
          onChange={(event) =>
            api.update(
              moveTerminal(draft, terminalIndex, event.currentTarget.value) as typeof draft,
            )
          }
        />
        {(['supplyTee', 'returnTee'] as const).map((key) => (
          <NativeSelect
            key={key}
            id={hydronicFieldId([...at, key, 'leg'])}
            label={`${key === 'supplyTee' ? 'Supply' : 'Return'} tee of ${id}`}
            data={TEE_OPTIONS}
            value={terminal[key]?.leg ?? ''}
            error={api.error([...at, key])}
            onChange={(event) => {
              const leg = event.currentTarget.value;
              if (leg === 'run' || leg === 'branch')
                setTerminal({ [key]: { ...terminal[key], leg } });
              else without(key);
            }}
          />
        ))}
      </FieldGrid>
      <Text size="sm" fw={600}>
        Components of {id}
      </Text>
      <HydronicComponentsEditor api={api} path={[...at, 'components']} owner={id} />
      <Switch
        label={`${id} has branch piping (its supply and return runouts together)`}
        checked={branch !== undefined}
        onChange={(event) =>
          event.currentTarget.checked
            ? setTerminal({
                branchPipe: {
                  pipeMaterial: 'steelSchedule40',
                  nominalSize: '1',
                  length: unitSystem === 'Imperial' ? 20 : 6,
                  fittings: [],
                },
              })
            : without('branchPipe')
        }
      />
      {branch ? (
        <>
          <FieldGrid columns={3}>
            <NativeSelect
              id={hydronicFieldId([...at, 'branchPipe', 'pipeMaterial'])}
              label={`Branch pipe material of ${id}`}
              data={MATERIAL_OPTIONS}
              value={text(branch.pipeMaterial)}
              onChange={(event) => {
                const material = event.currentTarget.value as PipeMaterialId;
                setTerminal({
                  branchPipe: {
                    ...branch,
                    pipeMaterial: material,
                    nominalSize: sizeFor(material, branch.nominalSize),
                  },
                });
              }}
            />
            <NativeSelect
              id={hydronicFieldId([...at, 'branchPipe', 'nominalSize'])}
              label={`Branch pipe size of ${id}`}
              data={sizeOptions(branch.pipeMaterial)}
              value={text(branch.nominalSize)}
              error={api.error([...at, 'branchPipe', 'nominalSize'])}
              onChange={(event) =>
                setTerminal({ branchPipe: { ...branch, nominalSize: event.currentTarget.value } })
              }
            />
            <DraftNumber
              api={api}
              path={[...at, 'branchPipe', 'length']}
              field="branchPipe.length"
              label={`Branch pipe length of ${id}`}
              removeWhenBlank={false}
            />
          </FieldGrid>
          <FittingsEditor
            api={api}
            path={[...at, 'branchPipe', 'fittings']}
            owner={`the branch of ${id}`}
          />
        </>
      ) : null}
      <Switch
        label={`${id} has a two-way control valve`}
        checked={terminal.controlValve !== undefined}
        onChange={(event) =>
          event.currentTarget.checked
            ? setTerminal({ controlValve: { targetAuthority: 0.5 } })
            : api.update({
                ...draft,
                terminals: draft.terminals.map((t, i) => {
                  if (i !== terminalIndex) return t;
                  const { controlValve: _cv, ...rest } = t;
                  return rest;
                }),
                ...(draft.partLoad
                  ? {
                      partLoad: {
                        ...draft.partLoad,
                        closedTerminals: (draft.partLoad.closedTerminals ?? []).filter(
                          (c) => c !== id,
                        ),
                      },
                    }
                  : {}),
              })
        }
      />
      {terminal.controlValve ? (
        <FieldGrid columns={2}>
          <DraftNumber
            api={api}
            path={[...at, 'controlValve', 'targetAuthority']}
            field="controlValve.targetAuthority"
            label={`Target authority of ${id}'s control valve`}
            blankValue={0.5}
          />
          <DraftNumber
            api={api}
            path={[...at, 'controlValve', 'flowCoefficient']}
            field="controlValve.flowCoefficient"
            label={`Chosen ${coefficientUnit}s of ${id}'s control valve`}
            blankValue="sized for the authority"
          />
        </FieldGrid>
      ) : null}
      <Switch
        label={`${id} has a manual balancing valve`}
        checked={terminal.balancingValve !== undefined}
        onChange={(event) =>
          event.currentTarget.checked
            ? setTerminal({ balancingValve: {} })
            : without('balancingValve')
        }
      />
      {terminal.balancingValve ? (
        <DraftNumber
          api={api}
          path={[...at, 'balancingValve', 'flowCoefficient']}
          field="balancingValve.flowCoefficient"
          label={`${coefficientUnit}s of ${id}'s balancing valve fully open`}
          blankValue="sized from the series"
        />
      ) : null}
    </>
  );
}
