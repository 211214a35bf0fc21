import { z } from 'zod';
import { groupError, listError } from '../../_lib/form-number.js';
import { CoolingCoilPerformanceSchema } from '../cooling-coil.js';
import { EvaporativeTargetSchema } from '../evaporative-humidification.js';
import { HumidifierTargetSchema } from '../steam-humidification.js';
import {
  AirConditionsSchema,
  MoistAirStateSpecSchema,
  numberField,
  refineWithEngine,
} from '../state-input.js';
import { calculatePsychrometricChart } from './calculate-chart.js';

/** Most states and processes one chart holds: enough for a system, few enough to read. */
export const PSYCHROMETRIC_CHART_MAX_STATES = 24;
export const PSYCHROMETRIC_CHART_MAX_PROCESSES = 16;
/** Longest calculation name, state label and id. */
export const PSYCHROMETRIC_CHART_NAME_MAX_LENGTH = 120;
export const PSYCHROMETRIC_CHART_LABEL_MAX_LENGTH = 40;

/** A required short text (an id or a label), named `label` in its messages. */
const idField = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(PSYCHROMETRIC_CHART_LABEL_MAX_LENGTH, `${label} must be at most 40 characters.`);
const labelField = idField;

/**
 * A state typed by the user (or placed by clicking the chart): a stable `id` that processes refer
 * to, the `label` drawn beside its point ("OA", "Return"), and its defining pair (`spec`, as for
 * `moistAirState`: temperatures °F/°C, RH %, humidity ratio lb/lb or kg/kg, enthalpy Btu/lb or kJ/kg).
 */
export const ChartStateSchema = z.object(
  {
    id: idField('State id'),
    label: labelField('State label'),
    spec: MoistAirStateSpecSchema,
  },
  { error: groupError('Each state') },
);
export type ChartState = z.output<typeof ChartStateSchema>;

const PROCESS_BASE = {
  /** Id of the process and of the state it leaves, which later processes may refer to. */
  id: idField('Process id'),
  /** Label of the leaving state ("MA", "SA"). */
  label: labelField('Leaving state label'),
};

/** Id of a state (typed, or the leaving state of an earlier process). */
const stateRef = (label: string) => idField(label);

/**
 * A process on the chart. Each names its entering state(s) by id, carries its airflow (cfm or L/s
 * at the entering state) and defines a leaving state with the process's `id` and `label`:
 * - `mixing`: adiabatic mixing of `streamA` at `airflowA` with `streamB` at `airflowB`;
 * - `sensible`: heating or cooling at constant humidity ratio to `leavingDryBulb`;
 * - `coolingCoil`: cooling and dehumidifying, `coil` by apparent dew point and bypass factor or by
 *   a leaving state;
 * - `steamHumidification`: steam injection to a leaving humidity (`leaving`), steam at
 *   `steamTemperature` (212 °F / 100 °C if absent);
 * - `adiabaticHumidification`: evaporative (adiabatic) humidification along the wet-bulb line to
 *   `leaving` (effectiveness, dry bulb or RH).
 */
export const ChartProcessSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      ...PROCESS_BASE,
      type: z.literal('mixing'),
      streamA: stateRef('Stream A'),
      airflowA: numberField('Airflow of stream A'),
      streamB: stateRef('Stream B'),
      airflowB: numberField('Airflow of stream B'),
    }),
    z.object({
      ...PROCESS_BASE,
      type: z.literal('sensible'),
      from: stateRef('Entering state'),
      airflow: numberField('Airflow'),
      leavingDryBulb: numberField('Leaving dry bulb'),
    }),
    z.object({
      ...PROCESS_BASE,
      type: z.literal('coolingCoil'),
      from: stateRef('Entering state'),
      airflow: numberField('Airflow'),
      coil: CoolingCoilPerformanceSchema,
    }),
    z.object({
      ...PROCESS_BASE,
      type: z.literal('steamHumidification'),
      from: stateRef('Entering state'),
      airflow: numberField('Airflow'),
      leaving: HumidifierTargetSchema,
      steamTemperature: numberField('Steam temperature').optional(),
    }),
    z.object({
      ...PROCESS_BASE,
      type: z.literal('adiabaticHumidification'),
      from: stateRef('Entering state'),
      airflow: numberField('Airflow'),
      leaving: EvaporativeTargetSchema,
    }),
  ],
  {
    error:
      'Process type must be mixing, sensible, coolingCoil, steamHumidification or adiabaticHumidification.',
  },
);
export type ChartProcess = z.output<typeof ChartProcessSchema>;
export type ChartProcessType = ChartProcess['type'];

/** The kinds of process, in menu order. */
export const CHART_PROCESS_TYPES: readonly ChartProcessType[] = [
  'mixing',
  'sensible',
  'coolingCoil',
  'steamHumidification',
  'adiabaticHumidification',
];

/** Object shape of the saved file, before the engine's checks. */
export const PSYCHROMETRIC_CHART_SHAPE = {
  /** Name of the calculation, shown as the report's title. */
  calculationName: z
    .string({ error: 'Calculation name must be text.' })
    .trim()
    .max(PSYCHROMETRIC_CHART_NAME_MAX_LENGTH, 'Calculation name must be at most 120 characters.')
    .default(''),
  ...AirConditionsSchema.shape,
  states: z
    .array(ChartStateSchema, { error: listError('States') })
    .max(PSYCHROMETRIC_CHART_MAX_STATES, 'A chart holds at most 24 states.'),
  processes: z
    .array(ChartProcessSchema, { error: listError('Processes') })
    .max(PSYCHROMETRIC_CHART_MAX_PROCESSES, 'A chart holds at most 16 processes.')
    .default([]),
  /** Draw the simplified ASHRAE 55 comfort zones (a display option, saved with the file). */
  showComfortZone: z.boolean({ error: 'Show comfort zone must be true or false.' }).default(false),
};

/** The input as its fields are typed, before the engine's range checks. */
export type PsychrometricChartInputShape = z.output<z.ZodObject<typeof PSYCHROMETRIC_CHART_SHAPE>>;

/**
 * The psychrometric chart's saved file (`psychrometricCharts`): calculation name, unit system,
 * barometric pressure (psia or kPa) or altitude (ft or m; sea level if neither), the typed states
 * and the processes between them, and the comfort-zone option. Parsing also runs the engine, so a
 * parsed input always computes; its messages land on the offending field
 * (`states.1.spec.wetBulb`, `processes.0.coil.bypassFactor`, ...), in the input's units.
 *
 * @example PsychrometricChartInputSchema.parse(defaultPsychrometricChartInput('Imperial'))
 */
export const PsychrometricChartInputSchema = z
  .object(PSYCHROMETRIC_CHART_SHAPE, { error: groupError('The psychrometric chart file') })
  .superRefine(refineWithEngine(calculatePsychrometricChart));
export type PsychrometricChartInput = z.output<typeof PsychrometricChartInputSchema>;

/** A value as a form holds it: every number may be blank (undefined) while typing. */
export type DraftOf<T> = T extends number
  ? number | undefined
  : T extends boolean | string
    ? T
    : T extends readonly (infer U)[]
      ? DraftOf<U>[]
      : T extends object
        ? { [K in keyof T]: DraftOf<T[K]> }
        : T;

/** The chart input as the form holds it. */
export type PsychrometricChartDraft = DraftOf<PsychrometricChartInput>;
export type ChartStateDraft = DraftOf<ChartState>;
export type ChartProcessDraft = DraftOf<ChartProcess>;

/** The top-level fields of a saved file's `data`. */
export const PSYCHROMETRIC_CHART_FIELDS = [
  'calculationName',
  'unitSystem',
  'pressure',
  'altitude',
  'states',
  'processes',
  'showComfortZone',
] as const;
