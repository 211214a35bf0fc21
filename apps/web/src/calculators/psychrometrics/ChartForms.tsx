import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ADIABATIC_TARGETS,
  CHART_PROCESS_FIELD_SPECS,
  CHART_PROCESS_TYPES,
  CHART_PROCESS_TYPE_LABELS,
  COOLING_COIL_BY_LABELS,
  STATE_SPEC_FIELD_SPECS,
  STATE_SPEC_PAIRS,
  STEAM_TARGETS,
  blankCoil,
  changeProcessType,
  chartProcessOfType,
  newChartState,
  nextChartId,
  stateSpecPairLabel,
  switchStateSpec,
  type HumidifierTargetOption,
  type ChartProcessDraft,
  type ChartProcessType,
  type ChartStateDraft,
  type MoistAirState,
  type PsychrometricChartDraft,
} from '@org/hvac-core/psychrometrics';
type SpecBy = ChartStateDraft['spec']['by'];
import type { NumberFieldSpec } from '@org/hvac-core/fields';
import { Fragment, type ReactNode } from 'react';
import type { FieldErrors } from '../../calculator-kit/evaluate';
import { NumberField } from '../../calculator-kit/NumberField';
import { psychrometricFieldId } from './field-ui';
import { errorKey, getAt, setAt } from '../../calculator-kit/draft-path';

type Path = readonly (string | number)[];
type Options = readonly { value: string; label: string }[];

/** What every field reads: the draft's unit system and the messages to show. */
interface Form {
  readonly draft: PsychrometricChartDraft;
  readonly errors: FieldErrors;
  readonly onChange: (next: PsychrometricChartDraft) => void;
}

/** The numeric field of the draft at `path`, as the engine's field table describes it. */
function numberField(
  form: Form,
  spec: NumberFieldSpec,
  path: Path,
  value: unknown,
  set: (value: number | undefined) => void,
) {
  const key = errorKey(path);
  return (
    <NumberField
      spec={spec}
      id={psychrometricFieldId(path)}
      name={key}
      unitSystem={form.draft.unitSystem}
      value={value}
      error={form.errors[key]}
      onChange={(next) => set(typeof next === 'number' ? next : undefined)}
    />
  );
}

/** A menu of the draft at `path`; its message shows only where `errors` are given. */
function choice(
  path: Path,
  label: string,
  data: Options,
  value: string,
  set: (value: string) => void,
  errors?: FieldErrors,
) {
  return (
    <NativeSelect
      id={psychrometricFieldId(path)}
      label={label}
      data={data}
      value={value}
      error={errors?.[errorKey(path)]}
      onChange={(event) => set(event.currentTarget.value)}
    />
  );
}

/** A row's name in its legend and the label of its label field, by list. */
const LIST_WORDS = {
  states: ['State', 'Label'],
  processes: ['Process', 'Leaving state label'],
} as const;

/** A state's or process's fieldset: its leading fields (a process's type), label, Remove button and fields. */
function Row({
  form,
  list,
  index,
  item,
  legend = '',
  lead,
  children,
}: {
  form: Form;
  list: 'states' | 'processes';
  index: number;
  item: { readonly id: string; readonly label: string };
  /** Follows the row's name in its legend (a process's type); default none. */
  legend?: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { draft, onChange } = form;
  const path = [list, index];
  const remove = () => {
    const rows: readonly unknown[] = draft[list];
    onChange({ ...draft, [list]: rows.filter((_, i) => i !== index) });
  };
  return (
    <Fieldset legend={`${LIST_WORDS[list][0]} ${item.label || item.id}${legend}`} variant="filled">
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap={lead ? 'wrap' : 'nowrap'}>
          {lead}
          <TextInput
            id={psychrometricFieldId([...path, 'label'])}
            label={LIST_WORDS[list][1]}
            value={item.label}
            error={form.errors[errorKey([...path, 'label'])]}
            onChange={(event) =>
              onChange(setAt(draft, [...path, 'label'], event.currentTarget.value))
            }
            style={{ flex: 1 }}
          />
          <Button
            variant="subtle"
            color="red"
            onClick={remove}
            aria-label={`Remove ${list === 'states' ? 'state' : 'process'} ${item.label || item.id}`}
          >
            Remove
          </Button>
        </Group>
        {children}
      </Stack>
    </Fieldset>
  );
}

const SPEC_OPTIONS = (Object.keys(STATE_SPEC_PAIRS) as SpecBy[]).map((by) => ({
  value: by,
  label: stateSpecPairLabel(by),
}));

/** The two fields that fix a state, and the menu choosing which two. */
function stateSpecFields(
  form: Form,
  path: Path,
  spec: ChartStateDraft['spec'],
  legend: string,
  state: MoistAirState | undefined,
  set: (spec: ChartStateDraft['spec']) => void,
) {
  return (
    <Stack gap="xs">
      {choice([...path, 'by'], legend, SPEC_OPTIONS, spec.by, (by) => {
        if (by in STATE_SPEC_PAIRS) set(switchStateSpec(spec, by as SpecBy, state));
      })}
      <SimpleGrid cols={2} spacing="xs">
        {STATE_SPEC_PAIRS[spec.by].map((name) => (
          <Fragment key={name}>
            {numberField(
              form,
              STATE_SPEC_FIELD_SPECS[name],
              [...path, name],
              getAt(spec, [name]),
              (value) => set(setAt(spec, [name], value)),
            )}
          </Fragment>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export interface ChartFormProps {
  value: PsychrometricChartDraft;
  onChange: (next: PsychrometricChartDraft) => void;
  errors: FieldErrors;
  /** Computed states by id, to keep a point when its defining pair changes. */
  states: ReadonlyMap<string, MoistAirState>;
}

/** The typed states: label, pair and values; add and remove. */
export function StatesForm({ value, onChange, errors, states }: ChartFormProps) {
  const form: Form = { draft: value, errors, onChange };
  return (
    <Stack gap="sm">
      {value.states.map((state, index) => {
        const path = ['states', index, 'spec'];
        return (
          <Row key={state.id} form={form} list="states" index={index} item={state}>
            {stateSpecFields(form, path, state.spec, 'Defined by', states.get(state.id), (spec) =>
              onChange(setAt(value, path, spec)),
            )}
          </Row>
        );
      })}
      <Group>
        <Button
          variant="light"
          onClick={() =>
            onChange({
              ...value,
              states: [...value.states, newChartState(nextChartId(value, 'S'))],
            })
          }
        >
          Add state
        </Button>
      </Group>
    </Stack>
  );
}

/** What a process's form is built of, below its type and label. */
type Item =
  /** A menu of the states before it, stored under `state`. */
  | { readonly state: string; readonly label: string }
  /** One of the process's own numbers. */
  | { readonly number: keyof typeof CHART_PROCESS_FIELD_SPECS }
  /** A humidifier's leaving air: the menu of what defines it, then that value. */
  | { readonly targets: readonly HumidifierTargetOption[] }
  /** A cooling coil's definition. */
  | { readonly coil: true };

const FROM: readonly Item[] = [{ state: 'from', label: 'Entering state' }, { number: 'airflow' }];

/** Each process type's form: blocks in order, a list being a two-column grid. */
const PROCESS_FORMS: Record<ChartProcessType, readonly (Item | readonly Item[])[]> = {
  mixing: [
    [
      { state: 'streamA', label: 'Stream A' },
      { number: 'airflowA' },
      { state: 'streamB', label: 'Stream B' },
      { number: 'airflowB' },
    ],
  ],
  sensible: [FROM, { number: 'leavingDryBulb' }],
  coolingCoil: [FROM, { coil: true }],
  steamHumidification: [FROM, [{ targets: STEAM_TARGETS }, { number: 'steamTemperature' }]],
  adiabaticHumidification: [FROM, [{ targets: ADIABATIC_TARGETS }]],
};

const COIL_OPTIONS = Object.entries(COOLING_COIL_BY_LABELS).map(([value, label]) => ({
  value,
  label,
}));

const PROCESS_OPTIONS = CHART_PROCESS_TYPES.map((type) => ({
  value: type,
  label: CHART_PROCESS_TYPE_LABELS[type],
}));

/** One process being edited: where it is, how to change it, what it may start from. */
interface ProcessForm extends Form {
  readonly process: ChartProcessDraft;
  readonly path: Path;
  readonly set: (path: Path, value: unknown) => void;
  /** The states and earlier processes it may start from. */
  readonly options: Options;
  /** Its leaving state as last computed, to keep it when the coil's pair changes. */
  readonly state: MoistAirState | undefined;
}

/** One block of a process's form. */
function processItem(form: ProcessForm, item: Item): ReactNode {
  const { process, path, set, options } = form;
  const number = (key: Path, spec: NumberFieldSpec) =>
    numberField(form, spec, [...path, ...key], getAt(process, key), (value) => set(key, value));
  if ('state' in item) {
    const current = String(getAt(process, [item.state]) ?? '');
    const known = options.some((o) => o.value === current) || current === '';
    const data = known ? options : [...options, { value: current, label: current }];
    return choice(
      [...path, item.state],
      item.label,
      data,
      current,
      (id) => set([item.state], id),
      form.errors,
    );
  }
  if ('number' in item) return number([item.number], CHART_PROCESS_FIELD_SPECS[item.number]);
  if ('targets' in item) {
    const leaving = getAt(process, ['leaving']) as { by: string };
    const chosen = item.targets.find((target) => target.by === leaving.by) ?? item.targets[0];
    const data = item.targets.map((target) => ({ value: target.by, label: target.option }));
    return (
      <>
        {choice([...path, 'leaving', 'by'], 'Humidify to', data, leaving.by, (by) => {
          if (item.targets.some((target) => target.by === by))
            set(['leaving'], { by, [by]: undefined });
        })}
        {chosen ? number(['leaving', chosen.by], chosen.spec) : null}
      </>
    );
  }
  if (process.type !== 'coolingCoil') return null;
  const { coil } = process;
  return (
    <Stack gap="xs">
      {choice([...path, 'coil', 'by'], 'Coil defined by', COIL_OPTIONS, coil.by, (by) =>
        set(['coil'], blankCoil(by === 'leavingState' ? by : 'apparentDewPoint')),
      )}
      {coil.by === 'apparentDewPoint' ? (
        <SimpleGrid cols={2} spacing="xs">
          {number(['coil', 'apparentDewPoint'], CHART_PROCESS_FIELD_SPECS.apparentDewPoint)}
          {number(['coil', 'bypassFactor'], CHART_PROCESS_FIELD_SPECS.bypassFactor)}
        </SimpleGrid>
      ) : (
        stateSpecFields(
          form,
          [...path, 'coil', 'leaving'],
          coil.leaving,
          'Leaving air defined by',
          form.state,
          (leaving) => set(['coil'], { by: 'leavingState', leaving }),
        )
      )}
    </Stack>
  );
}

/** The processes: type, entering state(s), airflow and the type's own fields. */
export function ProcessesForm({ value, onChange, errors, states }: ChartFormProps) {
  const firstIds = () => {
    const ids = [...value.states.map((s) => s.id), ...value.processes.map((p) => p.id)];
    return { from: ids[ids.length - 1] ?? '', second: ids[ids.length - 2] ?? ids[0] ?? '' };
  };
  const addProcess = () => {
    const id = nextChartId(value, 'P');
    const { from, second } = firstIds();
    const mixing = value.states.length >= 2 && value.processes.length === 0;
    const base = mixing
      ? { from: value.states[0]?.id ?? from, second: value.states[1]?.id ?? second }
      : { from, second };
    const process = chartProcessOfType(mixing ? 'mixing' : 'coolingCoil', {
      id,
      label: id,
      ...base,
      airflow: undefined,
    });
    onChange({ ...value, processes: [...value.processes, process] });
  };

  return (
    <Stack gap="sm">
      {value.processes.map((process, index) => {
        const path = ['processes', index] as const;
        const set = (key: Path, next: unknown) => onChange(setAt(value, [...path, ...key], next));
        const options = [...value.states, ...value.processes.slice(0, index)].map((s) => ({
          value: s.id,
          label: s.label || s.id,
        }));
        const form: ProcessForm = {
          draft: value,
          errors,
          onChange,
          process,
          path,
          set,
          options,
          state: states.get(process.id),
        };
        const changeType = (type: string) => {
          if ((CHART_PROCESS_TYPES as readonly string[]).includes(type)) {
            set([], changeProcessType(process, type as ChartProcessType, firstIds().second));
          }
        };
        return (
          <Row
            key={process.id}
            form={form}
            list="processes"
            index={index}
            item={process}
            legend={`: ${CHART_PROCESS_TYPE_LABELS[process.type]}`}
            lead={choice([...path, 'type'], 'Process', PROCESS_OPTIONS, process.type, changeType)}
          >
            {PROCESS_FORMS[process.type].map((block, b) =>
              Array.isArray(block) ? (
                <SimpleGrid key={b} cols={2} spacing="xs">
                  {block.map((item: Item, i) => (
                    <Fragment key={i}>{processItem(form, item)}</Fragment>
                  ))}
                </SimpleGrid>
              ) : (
                <Fragment key={b}>{processItem(form, block as Item)}</Fragment>
              ),
            )}
          </Row>
        );
      })}
      {value.states.length === 0 ? (
        <Text size="sm" c="dimmed">
          Add a state first: processes start from states.
        </Text>
      ) : null}
      <Group>
        <Button variant="light" disabled={value.states.length === 0} onClick={addProcess}>
          Add process
        </Button>
      </Group>
    </Stack>
  );
}
