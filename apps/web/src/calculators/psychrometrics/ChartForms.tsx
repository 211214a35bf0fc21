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
  CHART_PROCESS_TYPES,
  type ChartProcessDraft,
  type ChartProcessType,
  type ChartStateDraft,
  type MoistAirState,
  type PsychrometricChartDraft,
} from '@org/hvac-core/psychrometrics';
import type { UnitSystem } from '@org/hvac-core/units';
import type { ReactNode } from 'react';
import { UnitInput } from '@org/ui';
import type { FieldErrors } from '../../workspace/evaluate';
import { PROCESS_TYPE_LABELS } from './format';
import {
  SPEC_FIELD_LABELS,
  SPEC_PAIRS,
  fieldId,
  fieldKey,
  inputUnits,
  newState,
  nextId,
  processOfType,
  specFieldDecimals,
  specFieldUnit,
  switchSpec,
  targetUnit,
  ADIABATIC_TARGETS,
  STEAM_TARGETS,
  type TargetOption,
  type SpecBy,
  type SpecField,
} from './field-ui';

type Path = readonly (string | number)[];

/** The numbers a process stores under its own key (not in a coil or leaving-air record). */
type OwnNumber = 'airflow' | 'airflowA' | 'airflowB' | 'leavingDryBulb' | 'steamTemperature';

interface FieldContext {
  unitSystem: UnitSystem;
  errors: FieldErrors;
}

const SPEC_OPTIONS = (Object.keys(SPEC_PAIRS) as SpecBy[]).map((by) => ({
  value: by,
  label: SPEC_PAIRS[by].label,
}));

function isSpecBy(value: string): value is SpecBy {
  return value in SPEC_PAIRS;
}

function NumberField({
  path,
  label,
  unit,
  value,
  onChange,
  errors,
  decimalScale = 2,
  description,
}: {
  path: Path;
  label: string;
  unit: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  errors: FieldErrors;
  decimalScale?: number;
  description?: string;
}) {
  return (
    <UnitInput
      id={fieldId(path)}
      label={label}
      unit={unit}
      value={value}
      onChange={onChange}
      error={errors[fieldKey(path)]}
      decimalScale={decimalScale}
      description={description}
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

/** The two fields that fix a state, and the menu choosing which two. */
export function StateSpecFields({
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
  const [a, b] = SPEC_PAIRS[spec.by].fields;
  const values = spec as Partial<Record<SpecField, number | undefined>>;
  const field = (name: SpecField) => (
    <NumberField
      key={name}
      path={[...path, name]}
      label={SPEC_FIELD_LABELS[name]}
      unit={specFieldUnit(name, context.unitSystem)}
      value={values[name]}
      decimalScale={specFieldDecimals(name)}
      errors={context.errors}
      onChange={(value) => onChange({ ...spec, [name]: value } as ChartStateDraft['spec'])}
    />
  );
  return (
    <Stack gap="xs">
      <NativeSelect
        id={fieldId([...path, 'by'])}
        label={legend}
        data={SPEC_OPTIONS}
        value={spec.by}
        onChange={(event) => {
          const by = event.currentTarget.value;
          if (isSpecBy(by)) onChange(switchSpec(spec, by, state));
        }}
      />
      <SimpleGrid cols={2} spacing="xs">
        {field(a)}
        {field(b)}
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
  const setState = (index: number, next: ChartStateDraft) =>
    onChange({ ...value, states: value.states.map((s, i) => (i === index ? next : s)) });
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
              onChange={(label) => setState(index, { ...state, label })}
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
              onChange={(spec) => setState(index, { ...state, spec })}
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

/** A humidifier's leaving air: what defines it (`by`) and that value, stored under the same key. */
type LeavingTarget = { by: string };

/** The leaving-air definition by `by` with its value (blank until typed). */
function leavingOf<L extends LeavingTarget>(by: L['by'], value: number | undefined): L {
  // `by` names the key its value is stored under, which the union's members share by design.
  return { by, [by]: value } as unknown as L;
}

function isProcessType(value: string): value is ChartProcessType {
  return (CHART_PROCESS_TYPES as readonly string[]).includes(value);
}

const PROCESS_OPTIONS = CHART_PROCESS_TYPES.map((type) => ({
  value: type,
  label: PROCESS_TYPE_LABELS[type],
}));

/** The processes: type, entering state(s), airflow and the type's own fields. */
export function ProcessesForm({ value, onChange, errors, states }: ChartFormProps) {
  const u = inputUnits(value.unitSystem);
  const context: FieldContext = { unitSystem: value.unitSystem, errors };
  const setProcess = (index: number, next: ChartProcessDraft) =>
    onChange({ ...value, processes: value.processes.map((p, i) => (i === index ? next : p)) });
  const optionsBefore = (index: number) => [
    ...value.states.map((s) => ({ value: s.id, label: s.label || s.id })),
    ...value.processes.slice(0, index).map((p) => ({ value: p.id, label: p.label || p.id })),
  ];
  const firstIds = () => {
    const ids = [...value.states.map((s) => s.id), ...value.processes.map((p) => p.id)];
    return { from: ids[ids.length - 1] ?? '', second: ids[ids.length - 2] ?? ids[0] ?? '' };
  };

  return (
    <Stack gap="sm">
      {value.processes.map((process, index) => {
        const path = ['processes', index] as const;
        const options = optionsBefore(index);
        const select = (key: string, label: string, current: string, set: (id: string) => void) => (
          <NativeSelect
            id={fieldId([...path, key])}
            label={label}
            data={
              options.some((o) => o.value === current) || current === ''
                ? options
                : [...options, { value: current, label: current }]
            }
            value={current}
            error={errors[fieldKey([...path, key])]}
            onChange={(event) => set(event.currentTarget.value)}
          />
        );
        const number = (
          key: Path,
          label: string,
          unit: string,
          current: number | undefined,
          set: (v: number | undefined) => void,
          decimalScale = 2,
        ) => (
          <NumberField
            path={[...path, ...key]}
            label={label}
            unit={unit}
            value={current}
            errors={errors}
            decimalScale={decimalScale}
            onChange={set}
          />
        );
        // A number of the process itself, stored under its own key.
        const own = (key: OwnNumber, label: string, unit: string, decimalScale = 2) => {
          const values: Partial<Record<OwnNumber, number>> = process;
          return number(
            [key],
            label,
            unit,
            values[key],
            (v) => setProcess(index, { ...process, [key]: v }),
            decimalScale,
          );
        };
        // A humidifier's leaving air: the select of what it is defined by, then that one value.
        const leavingTargetFields = <L extends LeavingTarget>(
          targets: readonly TargetOption<L['by']>[],
          leaving: L,
          set: (next: L) => void,
        ) => {
          const chosen = targets.find((target) => target.by === leaving.by) ?? targets[0];
          return (
            <>
              <NativeSelect
                id={fieldId([...path, 'leaving', 'by'])}
                label="Humidify to"
                data={targets.map((target) => ({ value: target.by, label: target.option }))}
                value={leaving.by}
                onChange={(event) => {
                  const by = targets.find((target) => target.by === event.currentTarget.value)?.by;
                  if (by !== undefined) set(leavingOf<L>(by, undefined));
                }}
              />
              {chosen
                ? number(
                    ['leaving', chosen.by],
                    chosen.label,
                    targetUnit(chosen, value.unitSystem),
                    leaving[chosen.by as keyof L] as number | undefined,
                    (v) => set(leavingOf<L>(chosen.by, v)),
                    chosen.decimals,
                  )
                : null}
            </>
          );
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
                <NativeSelect
                  id={fieldId([...path, 'type'])}
                  label="Process"
                  data={PROCESS_OPTIONS}
                  value={process.type}
                  onChange={(event) => {
                    const type = event.currentTarget.value;
                    if (!isProcessType(type)) return;
                    const from = process.type === 'mixing' ? process.streamA : process.from;
                    const airflow = process.type === 'mixing' ? process.airflowA : process.airflow;
                    const second = process.type === 'mixing' ? process.streamB : firstIds().second;
                    setProcess(
                      index,
                      processOfType(type, {
                        id: process.id,
                        label: process.label,
                        from,
                        second,
                        airflow,
                      }),
                    );
                  }}
                />
              </LabelRow>
              {process.type === 'mixing' ? (
                <SimpleGrid cols={2} spacing="xs">
                  {select('streamA', 'Stream A', process.streamA, (id) =>
                    setProcess(index, { ...process, streamA: id }),
                  )}
                  {own('airflowA', 'Airflow A', u.airflow, 1)}
                  {select('streamB', 'Stream B', process.streamB, (id) =>
                    setProcess(index, { ...process, streamB: id }),
                  )}
                  {own('airflowB', 'Airflow B', u.airflow, 1)}
                </SimpleGrid>
              ) : (
                <SimpleGrid cols={2} spacing="xs">
                  {select('from', 'Entering state', process.from, (id) =>
                    setProcess(index, { ...process, from: id }),
                  )}
                  {own('airflow', 'Airflow', u.airflow, 1)}
                </SimpleGrid>
              )}
              {process.type === 'sensible'
                ? own('leavingDryBulb', 'Leaving dry bulb', u.temperature)
                : null}
              {process.type === 'coolingCoil' ? (
                <Stack gap="xs">
                  <NativeSelect
                    id={fieldId([...path, 'coil', 'by'])}
                    label="Coil defined by"
                    data={[
                      { value: 'apparentDewPoint', label: 'Apparent dew point + bypass factor' },
                      { value: 'leavingState', label: 'Leaving air state' },
                    ]}
                    value={process.coil.by}
                    onChange={(event) =>
                      setProcess(index, {
                        ...process,
                        coil:
                          event.currentTarget.value === 'leavingState'
                            ? {
                                by: 'leavingState',
                                leaving: {
                                  by: 'relativeHumidity',
                                  dryBulb: undefined,
                                  relativeHumidity: undefined,
                                },
                              }
                            : {
                                by: 'apparentDewPoint',
                                apparentDewPoint: undefined,
                                bypassFactor: undefined,
                              },
                      })
                    }
                  />
                  {process.coil.by === 'apparentDewPoint' ? (
                    <SimpleGrid cols={2} spacing="xs">
                      {number(
                        ['coil', 'apparentDewPoint'],
                        'Apparent dew point',
                        u.temperature,
                        process.coil.apparentDewPoint,
                        (v) =>
                          process.coil.by === 'apparentDewPoint'
                            ? setProcess(index, {
                                ...process,
                                coil: { ...process.coil, apparentDewPoint: v },
                              })
                            : undefined,
                      )}
                      {number(
                        ['coil', 'bypassFactor'],
                        'Bypass factor',
                        '',
                        process.coil.bypassFactor,
                        (v) =>
                          process.coil.by === 'apparentDewPoint'
                            ? setProcess(index, {
                                ...process,
                                coil: { ...process.coil, bypassFactor: v },
                              })
                            : undefined,
                        3,
                      )}
                    </SimpleGrid>
                  ) : (
                    <StateSpecFields
                      path={[...path, 'coil', 'leaving']}
                      spec={process.coil.leaving}
                      state={states.get(process.id)}
                      context={context}
                      legend="Leaving air defined by"
                      onChange={(leaving) =>
                        setProcess(index, { ...process, coil: { by: 'leavingState', leaving } })
                      }
                    />
                  )}
                </Stack>
              ) : null}
              {process.type === 'steamHumidification' ? (
                <SimpleGrid cols={2} spacing="xs">
                  {leavingTargetFields(STEAM_TARGETS, process.leaving, (leaving) =>
                    setProcess(index, { ...process, leaving }),
                  )}
                  {own('steamTemperature', 'Steam temperature', u.temperature)}
                </SimpleGrid>
              ) : null}
              {process.type === 'adiabaticHumidification' ? (
                <SimpleGrid cols={2} spacing="xs">
                  {leavingTargetFields(ADIABATIC_TARGETS, process.leaving, (leaving) =>
                    setProcess(index, { ...process, leaving }),
                  )}
                </SimpleGrid>
              ) : null}
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
