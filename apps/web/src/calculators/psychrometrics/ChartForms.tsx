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
  CHART_PROCESS_FIELD_SPECS,
  CHART_PROCESS_TYPES,
  STATE_SPEC_FIELD_SPECS,
  type ChartProcessDraft,
  type ChartProcessType,
  type ChartStateDraft,
  type MoistAirState,
  type PsychrometricChartDraft,
} from '@org/hvac-core/psychrometrics';
import type { NumberFieldSpec } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import { Fragment, type ReactNode } from 'react';
import type { FieldErrors } from '../../workspace/evaluate';
import { NumberField } from '../../workspace/NumberField';
import { PROCESS_TYPE_LABELS } from './format';
import {
  ADIABATIC_TARGETS,
  SPEC_PAIRS,
  STEAM_TARGETS,
  fieldId,
  fieldKey,
  newState,
  nextId,
  processOfType,
  specPairLabel,
  switchSpec,
  type SpecBy,
  type TargetOption,
} from './field-ui';

type Path = readonly (string | number)[];

interface FieldContext {
  unitSystem: UnitSystem;
  errors: FieldErrors;
}

/** A copy of `record` with the value at `path` replaced. */
function setIn<T>(record: T, path: Path, value: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return value as T;
  const copy = (Array.isArray(record) ? [...record] : { ...record }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setIn(copy[head], rest, value);
  return copy as T;
}

/** The value at `path` of a record. */
function getIn(record: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], record);
}

/** A numeric field of the draft at `path`, as the engine's field table describes it. */
function DraftNumber({
  spec,
  path,
  value,
  onChange,
  context,
}: {
  spec: NumberFieldSpec;
  path: Path;
  value: unknown;
  onChange: (value: number | undefined) => void;
  context: FieldContext;
}) {
  const key = fieldKey(path);
  return (
    <NumberField
      spec={spec}
      id={fieldId(path)}
      name={key}
      unitSystem={context.unitSystem}
      value={value}
      error={context.errors[key]}
      onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
    />
  );
}

/** A menu of a draft's choices, by id and label. */
function Choice({
  path,
  label,
  data,
  value,
  onChange,
  errors,
}: {
  path: Path;
  label: string;
  data: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  errors?: FieldErrors;
}) {
  return (
    <NativeSelect
      id={fieldId(path)}
      label={label}
      data={data}
      value={value}
      error={errors?.[fieldKey(path)]}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** A state's or process's label field and its Remove button, after the row's own leading fields. */
function LabelRow({
  path,
  label,
  kind,
  item,
  errors,
  onChange,
  onRemove,
  children,
}: {
  path: Path;
  label: string;
  kind: 'state' | 'process';
  item: { readonly id: string; readonly label: string };
  errors: FieldErrors;
  onChange: (label: string) => void;
  onRemove: () => void;
  /** The row's leading fields (a process's type); with them the row wraps. Default none. */
  children?: ReactNode;
}) {
  return (
    <Group align="flex-end" gap="xs" wrap={children ? 'wrap' : 'nowrap'}>
      {children}
      <TextInput
        id={fieldId([...path, 'label'])}
        label={label}
        value={item.label}
        error={errors[fieldKey([...path, 'label'])]}
        onChange={(event) => onChange(event.currentTarget.value)}
        style={{ flex: 1 }}
      />
      <Button
        variant="subtle"
        color="red"
        onClick={onRemove}
        aria-label={`Remove ${kind} ${item.label || item.id}`}
      >
        Remove
      </Button>
    </Group>
  );
}

const SPEC_OPTIONS = (Object.keys(SPEC_PAIRS) as SpecBy[]).map((by) => ({
  value: by,
  label: specPairLabel(by),
}));

/** The two fields that fix a state, and the menu choosing which two. */
function StateSpecFields({
  path,
  spec,
  onChange,
  state,
  context,
  legend,
}: {
  path: Path;
  spec: ChartStateDraft['spec'];
  onChange: (spec: ChartStateDraft['spec']) => void;
  state: MoistAirState | undefined;
  context: FieldContext;
  legend: string;
}) {
  return (
    <Stack gap="xs">
      <Choice
        path={[...path, 'by']}
        label={legend}
        data={SPEC_OPTIONS}
        value={spec.by}
        onChange={(by) => {
          if (by in SPEC_PAIRS) onChange(switchSpec(spec, by as SpecBy, state));
        }}
      />
      <SimpleGrid cols={2} spacing="xs">
        {SPEC_PAIRS[spec.by].map((name) => (
          <DraftNumber
            key={name}
            spec={STATE_SPEC_FIELD_SPECS[name]}
            path={[...path, name]}
            value={getIn(spec, [name])}
            context={context}
            onChange={(value) => onChange(setIn(spec, [name], value))}
          />
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
  const context: FieldContext = { unitSystem: value.unitSystem, errors };
  return (
    <Stack gap="sm">
      {value.states.map((state, index) => (
        <Fieldset key={state.id} legend={`State ${state.label || state.id}`} variant="filled">
          <Stack gap="xs">
            <LabelRow
              path={['states', index]}
              label="Label"
              kind="state"
              item={state}
              errors={errors}
              onChange={(label) => onChange(setIn(value, ['states', index, 'label'], label))}
              onRemove={() =>
                onChange({ ...value, states: value.states.filter((_, i) => i !== index) })
              }
            />
            <StateSpecFields
              path={['states', index, 'spec']}
              spec={state.spec}
              state={states.get(state.id)}
              context={context}
              legend="Defined by"
              onChange={(spec) => onChange(setIn(value, ['states', index, 'spec'], spec))}
            />
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="light"
          onClick={() =>
            onChange({ ...value, states: [...value.states, newState(nextId(value, 'S'))] })
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
  /** A menu of the states before it, stored under `key`. */
  | { readonly state: string; readonly label: string }
  /** One of the process's own numbers. */
  | { readonly number: keyof typeof CHART_PROCESS_FIELD_SPECS }
  /** A humidifier's leaving air: the menu of what defines it, then that value. */
  | { readonly targets: readonly TargetOption[] }
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

const COIL_OPTIONS = [
  { value: 'apparentDewPoint', label: 'Apparent dew point + bypass factor' },
  { value: 'leavingState', label: 'Leaving air state' },
];

/** A coil's records, blank, by what defines it. */
const BLANK_COILS = {
  leavingState: {
    by: 'leavingState',
    leaving: { by: 'relativeHumidity', dryBulb: undefined, relativeHumidity: undefined },
  },
  apparentDewPoint: {
    by: 'apparentDewPoint',
    apparentDewPoint: undefined,
    bypassFactor: undefined,
  },
} as const;

const PROCESS_OPTIONS = CHART_PROCESS_TYPES.map((type) => ({
  value: type,
  label: PROCESS_TYPE_LABELS[type],
}));

interface ProcessFormProps {
  process: ChartProcessDraft;
  path: Path;
  set: (path: Path, value: unknown) => void;
  /** The states and earlier processes it may start from. */
  options: readonly { value: string; label: string }[];
  /** Its leaving state as last computed, to keep it when the coil's pair changes. */
  state: MoistAirState | undefined;
  context: FieldContext;
}

/** One block of a process's form. */
function ProcessItem({ item, ...props }: ProcessFormProps & { item: Item }) {
  const { process, path, set, context } = props;
  const number = (key: Path, spec: NumberFieldSpec) => (
    <DraftNumber
      spec={spec}
      path={[...path, ...key]}
      value={getIn(process, key)}
      context={context}
      onChange={(value) => set(key, value)}
    />
  );
  if ('state' in item) {
    const current = String(getIn(process, [item.state]) ?? '');
    const { options } = props;
    return (
      <Choice
        path={[...path, item.state]}
        label={item.label}
        data={
          options.some((o) => o.value === current) || current === ''
            ? options
            : [...options, { value: current, label: current }]
        }
        value={current}
        errors={context.errors}
        onChange={(id) => set([item.state], id)}
      />
    );
  }
  if ('number' in item) return number([item.number], CHART_PROCESS_FIELD_SPECS[item.number]);
  if ('targets' in item) {
    const leaving = getIn(process, ['leaving']) as { by: string };
    const chosen = item.targets.find((target) => target.by === leaving.by) ?? item.targets[0];
    return (
      <>
        <Choice
          path={[...path, 'leaving', 'by']}
          label="Humidify to"
          data={item.targets.map((target) => ({ value: target.by, label: target.option }))}
          value={leaving.by}
          onChange={(by) => {
            if (item.targets.some((target) => target.by === by)) {
              set(['leaving'], { by, [by]: undefined });
            }
          }}
        />
        {chosen ? number(['leaving', chosen.by], chosen.spec) : null}
      </>
    );
  }
  if (process.type !== 'coolingCoil') return null;
  const { coil } = process;
  return (
    <Stack gap="xs">
      <Choice
        path={[...path, 'coil', 'by']}
        label="Coil defined by"
        data={COIL_OPTIONS}
        value={coil.by}
        onChange={(by) =>
          set(
            ['coil'],
            structuredClone(BLANK_COILS[by === 'leavingState' ? by : 'apparentDewPoint']),
          )
        }
      />
      {coil.by === 'apparentDewPoint' ? (
        <SimpleGrid cols={2} spacing="xs">
          {number(['coil', 'apparentDewPoint'], CHART_PROCESS_FIELD_SPECS.apparentDewPoint)}
          {number(['coil', 'bypassFactor'], CHART_PROCESS_FIELD_SPECS.bypassFactor)}
        </SimpleGrid>
      ) : (
        <StateSpecFields
          path={[...path, 'coil', 'leaving']}
          spec={coil.leaving}
          state={props.state}
          context={context}
          legend="Leaving air defined by"
          onChange={(leaving) => set(['coil'], { by: 'leavingState', leaving })}
        />
      )}
    </Stack>
  );
}

/** The processes: type, entering state(s), airflow and the type's own fields. */
export function ProcessesForm({ value, onChange, errors, states }: ChartFormProps) {
  const context: FieldContext = { unitSystem: value.unitSystem, errors };
  const setProcess = (index: number, next: ChartProcessDraft) =>
    onChange(setIn(value, ['processes', index], next));
  const firstIds = () => {
    const ids = [...value.states.map((s) => s.id), ...value.processes.map((p) => p.id)];
    return { from: ids[ids.length - 1] ?? '', second: ids[ids.length - 2] ?? ids[0] ?? '' };
  };

  return (
    <Stack gap="sm">
      {value.processes.map((process, index) => {
        const path = ['processes', index] as const;
        const props: ProcessFormProps = {
          process,
          path,
          set: (key, next) => setProcess(index, setIn(process, key, next)),
          options: [...value.states, ...value.processes.slice(0, index)].map((s) => ({
            value: s.id,
            label: s.label || s.id,
          })),
          state: states.get(process.id),
          context,
        };
        return (
          <Fieldset
            key={process.id}
            legend={`Process ${process.label || process.id}: ${PROCESS_TYPE_LABELS[process.type]}`}
            variant="filled"
          >
            <Stack gap="xs">
              <LabelRow
                path={path}
                label="Leaving state label"
                kind="process"
                item={process}
                errors={errors}
                onChange={(label) => setProcess(index, { ...process, label })}
                onRemove={() =>
                  onChange({ ...value, processes: value.processes.filter((_, i) => i !== index) })
                }
              >
                <Choice
                  path={[...path, 'type']}
                  label="Process"
                  data={PROCESS_OPTIONS}
                  value={process.type}
                  onChange={(type) => {
                    if (!(CHART_PROCESS_TYPES as readonly string[]).includes(type)) return;
                    const mixing = process.type === 'mixing' ? process : undefined;
                    setProcess(
                      index,
                      processOfType(type as ChartProcessType, {
                        id: process.id,
                        label: process.label,
                        from: mixing?.streamA ?? (process as { from: string }).from,
                        second: mixing?.streamB ?? firstIds().second,
                        airflow: mixing
                          ? mixing.airflowA
                          : (process as { airflow?: number }).airflow,
                      }),
                    );
                  }}
                />
              </LabelRow>
              {PROCESS_FORMS[process.type].map((block, b) =>
                Array.isArray(block) ? (
                  <SimpleGrid key={b} cols={2} spacing="xs">
                    {block.map((item: Item, i) => (
                      <ProcessItem key={i} item={item} {...props} />
                    ))}
                  </SimpleGrid>
                ) : (
                  <Fragment key={b}>
                    <ProcessItem item={block as Item} {...props} />
                  </Fragment>
                ),
              )}
            </Stack>
          </Fieldset>
        );
      })}
      {value.states.length === 0 ? (
        <Text size="sm" c="dimmed">
          Add a state first: processes start from states.
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          disabled={value.states.length === 0}
          onClick={() => {
            const id = nextId(value, 'P');
            const { from, second } = firstIds();
            const type: ChartProcessType =
              value.states.length >= 2 && value.processes.length === 0 ? 'mixing' : 'coolingCoil';
            onChange({
              ...value,
              processes: [
                ...value.processes,
                processOfType(type, {
                  id,
                  label: id,
                  from: type === 'mixing' ? (value.states[0]?.id ?? from) : from,
                  second: type === 'mixing' ? (value.states[1]?.id ?? second) : second,
                  airflow: undefined,
                }),
              ],
            });
          }}
        >
          Add process
        </Button>
      </Group>
    </Stack>
  );
}
