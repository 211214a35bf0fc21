import { z } from 'zod';
import { UnitSystemSchema } from '../units/index.js';
import { PsychrometricRangeError } from './errors.js';
import { moistAirState } from './moist-air-state.js';

/** A required finite number with messages naming the field. */
export function numberField(label: string) {
  return z.number({
    error: (issue) =>
      issue.input === undefined ? `${label} is required.` : `${label} must be a number.`,
  });
}

const by = <const T extends string>(value: T) =>
  z.literal(value, { error: `by must be '${value}' for this combination of properties.` });

/**
 * The known pair of each way of fixing a state. Temperatures in °F or °C, RH in percent. Ranges are
 * checked by the engine (they depend on the unit system and on the other fields), not here.
 */
const SPEC_SHAPES = {
  relativeHumidity: {
    by: by('relativeHumidity'),
    dryBulb: numberField('Dry bulb'),
    relativeHumidity: numberField('Relative humidity'),
  },
  wetBulb: {
    by: by('wetBulb'),
    dryBulb: numberField('Dry bulb'),
    wetBulb: numberField('Wet bulb'),
  },
  dewPoint: {
    by: by('dewPoint'),
    dryBulb: numberField('Dry bulb'),
    dewPoint: numberField('Dew point'),
  },
  humidityRatio: {
    by: by('humidityRatio'),
    dryBulb: numberField('Dry bulb'),
    humidityRatio: numberField('Humidity ratio'),
  },
  enthalpy: {
    by: by('enthalpy'),
    dryBulb: numberField('Dry bulb'),
    enthalpy: numberField('Enthalpy'),
  },
  enthalpyAndHumidityRatio: {
    by: by('enthalpyAndHumidityRatio'),
    enthalpy: numberField('Enthalpy'),
    humidityRatio: numberField('Humidity ratio'),
  },
  dewPointAndRelativeHumidity: {
    by: by('dewPointAndRelativeHumidity'),
    dewPoint: numberField('Dew point'),
    relativeHumidity: numberField('Relative humidity'),
  },
} as const;

/** The names of the ways to fix a state, the values of `by`. */
export const MOIST_AIR_STATE_BY = Object.keys(SPEC_SHAPES) as readonly (keyof typeof SPEC_SHAPES)[];

function stateUnion<const E extends z.ZodRawShape>(extra: E) {
  const s = SPEC_SHAPES;
  return z.discriminatedUnion(
    'by',
    [
      z.object({ ...s.relativeHumidity, ...extra }),
      z.object({ ...s.wetBulb, ...extra }),
      z.object({ ...s.dewPoint, ...extra }),
      z.object({ ...s.humidityRatio, ...extra }),
      z.object({ ...s.enthalpy, ...extra }),
      z.object({ ...s.enthalpyAndHumidityRatio, ...extra }),
      z.object({ ...s.dewPointAndRelativeHumidity, ...extra }),
    ],
    { error: `by must be one of ${Object.keys(SPEC_SHAPES).join(', ')}.` },
  );
}

/**
 * A moist-air state's known pair, without unit system or pressure (processes share those): `by`
 * names the pair. Temperatures in °F or °C, relative humidity in percent, humidity ratio in lb/lb or
 * kg/kg, enthalpy in Btu/lb or kJ/kg.
 */
export const MoistAirStateSpecSchema = stateUnion({});
export type MoistAirStateSpec = z.output<typeof MoistAirStateSpecSchema>;

const AIR_CONDITIONS_SHAPE = {
  unitSystem: UnitSystemSchema,
  /** Barometric pressure, psia or kPa. Give this or `altitude`; sea level if neither. */
  pressure: numberField('Barometric pressure').optional(),
  /** Altitude above sea level, ft or m, for the standard-atmosphere pressure (ASHRAE F ch. 1 eq. 3). */
  altitude: numberField('Altitude').optional(),
};

/** Unit system and barometric pressure (psia or kPa) or altitude (ft or m) shared by the states of a calculation. */
export const AirConditionsSchema = z.object(AIR_CONDITIONS_SHAPE);
export type AirConditions = z.output<typeof AirConditionsSchema>;

/** Adds the engine's range checks to a schema as issues on the offending field ("streams.1.airflow" → ['streams', 1, 'airflow']). */
export function refineWithEngine<T>(compute: (value: T) => unknown) {
  return (value: T, ctx: z.core.$RefinementCtx<T>): void => {
    try {
      compute(value);
    } catch (error) {
      if (!(error instanceof PsychrometricRangeError)) {
        // A bug in the engine, not the input's fault; parsing still must not throw (issue 16).
        ctx.addIssue({
          code: 'custom',
          path: [],
          message: `The psychrometric engine could not compute these inputs (${String(error)}).`,
          input: value,
        });
        return;
      }
      const path = error.field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
      ctx.addIssue({ code: 'custom', path, message: error.message, input: value });
    }
  };
}

/**
 * Input of `moistAirState`: unit system, pressure or altitude, and a known pair selected by `by`.
 * Parsing also runs the engine's range checks, so a parsed input always gives a state; their
 * messages land on the offending field, in the input's units.
 *
 * @example MoistAirStateInputSchema.parse({ unitSystem: 'Metric', by: 'relativeHumidity', dryBulb: 24, relativeHumidity: 50 })
 */
export const MoistAirStateInputSchema = stateUnion(AIR_CONDITIONS_SHAPE).superRefine(
  refineWithEngine(moistAirState),
);
export type MoistAirStateInput = z.output<typeof MoistAirStateInputSchema>;
