import { z } from 'zod';
import { groupError } from '../_lib/form-number.js';
import { fluidLabel, fluidProperties } from '../fluids/fluid-properties.js';
import type { FluidName } from '../fluids/fluid-properties.js';
import { FluidNameSchema } from '../fluids/schema.js';
import { fromSi, toSi, unitLabel } from '../units/quantities.js';
import { UnitSystemSchema } from '../units/unit-system.js';
import type { UnitSystem } from '../units/unit-system.js';
import { WATER_RULE_BTUH_PER_GPM_F, WATER_RULE_KW_PER_L_S_K } from './constants.js';
import { checkDisplayRange } from '../_lib/display-range.js';
import { displayNumberField } from '../_lib/schema-fields.js';
import { checkFluidSelection } from '../fluids/check-fluid-selection.js';

/** Ranges of {@link FlowFromLoadInputSchema} in each system's display units. */
export const FLOW_FROM_LOAD_RANGES = {
  load: { Imperial: [1, 1e9], Metric: [0.3, 3e8] },
  deltaT: { Imperial: [0.5, 100], Metric: [0.3, 55] },
} as const;

/**
 * Input of {@link flowFromLoad}: load Btu/h | W, deltaT °F | K, temperature (mean liquid
 * temperature) °F | °C.
 */
export const FlowFromLoadInputSchema = z
  .object(
    {
      unitSystem: UnitSystemSchema.default('Imperial'),
      load: displayNumberField('load'),
      deltaT: displayNumberField('deltaT'),
      fluid: FluidNameSchema.default('water'),
      concentrationPercent: displayNumberField('concentrationPercent').optional(),
      temperature: displayNumberField('temperature'),
    },
    { error: groupError('Flow from load') },
  )
  .superRefine((input, ctx) => {
    checkDisplayRange(
      ctx,
      input.load,
      ['load'],
      'heatRate',
      input.unitSystem,
      FLOW_FROM_LOAD_RANGES.load,
    );
    checkDisplayRange(
      ctx,
      input.deltaT,
      ['deltaT'],
      'temperatureDifference',
      input.unitSystem,
      FLOW_FROM_LOAD_RANGES.deltaT,
    );
    checkFluidSelection(
      ctx,
      {
        unitSystem: input.unitSystem,
        fluid: input.fluid,
        concentrationPercent: input.concentrationPercent,
        temperature: input.temperature,
      },
      ['temperature'],
    );
  });
export type FlowFromLoadInput = z.output<typeof FlowFromLoadInputSchema>;

/** Result of {@link flowFromLoad}, in the units of `unitSystem`. */
export interface FlowFromLoadResult {
  readonly unitSystem: UnitSystem;
  readonly fluid: FluidName;
  readonly fluidLabel: string;
  /** Exact flow Q = q / (ρ · cp · Δt) with the liquid's own properties, gpm | L/s. */
  readonly flowRate: number;
  /** Flow by the water rule of thumb (gpm = Btu/h / (500 Δt); L/s = kW / (4.19 Δt)), gpm | L/s. */
  readonly ruleOfThumbFlowRate: number;
  /** The rule's factor: 500 Btu/(h·gpm·°F) | 4.19 kW/(L/s·K). */
  readonly ruleOfThumbFactor: number;
  /** The same factor for this liquid at this temperature, ρ·cp in the rule's units (≈ 500 for water at 60 °F). */
  readonly fluidFactor: number;
  /** (exact − rule) / rule, %. */
  readonly differencePercent: number;
  readonly densityKgM3: number;
  readonly specificHeatJKgK: number;
  readonly units: { readonly flowRate: string; readonly factor: string };
}

/** Btu/(h·gpm·°F) expressed in SI, J/(m³·K): one Btu/h per gpm per °F. */
const SI_PER_BTUH_GPM_F =
  toSi(1, 'heatRate', 'Imperial') /
  toSi(1, 'waterFlow', 'Imperial') /
  toSi(1, 'temperatureDifference', 'Imperial');
/** kW/(L/s·K) in SI, J/(m³·K). */
const SI_PER_KW_LS_K = 1000 / 1e-3;

/**
 * Liquid flow that carries a heat load at a temperature difference, both exactly,
 * Q = q / (ρ · cp · Δt), with the liquid's density and specific heat at its mean temperature, and by
 * the water rule of thumb: gpm = Btu/h / (500 · Δt °F) (500 = 8.33 lb/gal × 60 min/h ×
 * 1.0 Btu/(lb·°F)) or L/s = kW / (4.19 · Δt K). For glycol the rule overstates the capacity of each
 * gpm; the exact flow corrects it with the solution's ρ and cp.
 *
 * @param draft - unitSystem, load (Btu/h | W), deltaT (°F | K), fluid, concentrationPercent,
 *   temperature (°F | °C).
 * @returns Exact and rule-of-thumb flows and the heat-carrying factor of the liquid.
 * @throws {ZodError} If the input is invalid; each issue's path is the field.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 (q = 500 Q Δt for water);
 *   ASHRAE Handbook—Fundamentals (2021), ch. 22; CoolProp 8.0.0 for ρ and cp
 * @example flowFromLoad({ load: 120_000, deltaT: 20, temperature: 60 }).ruleOfThumbFlowRate //=> 12
 */
export function flowFromLoad(draft: z.input<typeof FlowFromLoadInputSchema>): FlowFromLoadResult {
  const input = FlowFromLoadInputSchema.parse(draft);
  const { unitSystem } = input;
  const properties = fluidProperties({
    fluid: input.fluid,
    concentrationPercent: input.concentrationPercent,
    temperatureC: toSi(input.temperature, 'temperature', unitSystem),
  });
  const loadW = toSi(input.load, 'heatRate', unitSystem);
  const deltaTK = toSi(input.deltaT, 'temperatureDifference', unitSystem);
  const volumetricHeatCapacity = properties.densityKgM3 * properties.specificHeatJKgK;
  const flowRate = fromSi(loadW / (volumetricHeatCapacity * deltaTK), 'waterFlow', unitSystem);
  const imperial = unitSystem === 'Imperial';
  const ruleOfThumbFactor = imperial ? WATER_RULE_BTUH_PER_GPM_F : WATER_RULE_KW_PER_L_S_K;
  const ruleOfThumbFlowRate = imperial
    ? input.load / (WATER_RULE_BTUH_PER_GPM_F * input.deltaT)
    : input.load / 1000 / (WATER_RULE_KW_PER_L_S_K * input.deltaT);
  return {
    unitSystem,
    fluid: input.fluid,
    fluidLabel: fluidLabel(input.fluid, properties.concentrationPercent),
    flowRate,
    ruleOfThumbFlowRate,
    ruleOfThumbFactor,
    fluidFactor: volumetricHeatCapacity / (imperial ? SI_PER_BTUH_GPM_F : SI_PER_KW_LS_K),
    differencePercent: (flowRate / ruleOfThumbFlowRate - 1) * 100,
    densityKgM3: properties.densityKgM3,
    specificHeatJKgK: properties.specificHeatJKgK,
    units: {
      flowRate: unitLabel('waterFlow', unitSystem),
      factor: imperial ? 'Btu/(h·gpm·°F)' : 'kW/(L/s·K)',
    },
  };
}
