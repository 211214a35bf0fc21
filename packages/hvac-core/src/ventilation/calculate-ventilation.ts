import { fromSi, toSi, unitLabel } from '../units/index.js';
import { roundForMessage } from '../_lib/message-number.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import { airDistributionConfiguration } from './air-distribution.js';
import type { AirDistributionConfiguration } from './air-distribution.js';
import { airChangeGuidance } from './air-change-guidance.js';
import type { AirChangeGuidance } from './air-change-guidance.js';
import { airChangesFromAirflow, airflowFromAirChangesM3s } from './air-changes.js';
import { VENTILATION_FIELD_LABELS, formatVentilationValue } from './fields.js';
import {
  APPLIANCE_DUTY_LABELS,
  KITCHEN_HOOD_STYLE_LABELS,
  kitchenHoodExhaustCfmPerFt,
  kitchenHoodExhaustM3s,
  kitchenHoodExhaustM3sPerM,
} from './kitchen-hood.js';
import type { ApplianceDutyId, KitchenHoodStyleId } from './kitchen-hood.js';
import { occupancyCategory } from './occupancy-categories.js';
import type { OccupancyCategory } from './occupancy-categories.js';
import { VentilationInputSchema } from './schema.js';
import type { VentilationInput, VentilationInputDraft, VentilationMode } from './schema.js';
import {
  breathingZoneOutdoorAirflowM3s,
  defaultZonePopulation,
  zoneOutdoorAirflowM3s,
} from './ventilation-rate-procedure.js';
import { parseInput } from '../_lib/parse-input.js';

/** Something in the input or the result that an engineer should look at; not an error. */
export interface VentilationWarning {
  /** Stable identifier, e.g. "airChangesBelowGuidance". */
  readonly code: string;
  /** The input field the warning is about, when there is one. */
  readonly field?: string;
  readonly message: string;
}

/** An assumption the result rests on, for the report; not a warning. */
export interface VentilationNote {
  readonly code: string;
  readonly message: string;
}

/** The ASHRAE 62.1 Ventilation Rate Procedure for one zone, in the input's unit system. */
export interface VentilationRateProcedureResult {
  readonly occupancyCategory: OccupancyCategory;
  /** People outdoor air rate Rp: cfm/person or L/s·person (the I-P value converted exactly). */
  readonly peopleRate: number;
  /** Area outdoor air rate Ra: cfm/ft² or L/s·m² (the I-P value converted exactly). */
  readonly areaRate: number;
  /** Zone population Pz, people (may be fractional when from the default density). */
  readonly zonePopulation: number;
  /** True when Pz came from the category's default occupant density. */
  readonly populationFromDefaultDensity: boolean;
  /** Zone floor area Az, ft² or m². */
  readonly zoneFloorArea: number;
  /** Rp × Pz, cfm or L/s. */
  readonly peopleOutdoorAirflow: number;
  /** Ra × Az, cfm or L/s. */
  readonly areaOutdoorAirflow: number;
  /** Breathing-zone outdoor airflow Vbz = Rp·Pz + Ra·Az, cfm or L/s. */
  readonly breathingZoneOutdoorAirflow: number;
  readonly airDistributionConfiguration: AirDistributionConfiguration;
  /** Zone air distribution effectiveness Ez. */
  readonly zoneAirDistributionEffectiveness: number;
  /** Zone outdoor airflow Voz = Vbz / Ez, cfm or L/s. */
  readonly zoneOutdoorAirflow: number;
}

/** A commercial kitchen hood's exhaust (IMC 507.13), in the input's unit system. */
export interface KitchenHoodResult {
  readonly hoodStyle: KitchenHoodStyleId;
  readonly hoodStyleLabel: string;
  readonly applianceDuty: ApplianceDutyId;
  readonly applianceDutyLabel: string;
  /** The code's rate, cfm per linear foot of hood (as published, in both unit systems). */
  readonly rateCfmPerFt: number;
  /** The rate per length of hood: cfm/ft or L/s per m (the I-P value converted exactly). */
  readonly ratePerLength: number;
  /** Hood length L, ft or m. */
  readonly hoodLength: number;
  /** Exhaust Q = rate × L, cfm or L/s. */
  readonly exhaustAirflow: number;
}

/**
 * Result of a ventilation calculation, in the input's unit system. `roomVolume` and
 * `requiredAirflow` are the spec's results.
 */
export interface VentilationResult {
  readonly unitSystem: UnitSystem;
  readonly mode: VentilationMode;
  /** Room volume, width × length × height: ft³ or m³. */
  readonly roomVolume: number;
  /** Room floor area, width × length: ft² or m². */
  readonly floorArea: number;
  /**
   * Airflow, cfm or L/s: from the air changes (mode `airChanges`), the airflow entered
   * (`airChangesFromAirflow`), the zone outdoor airflow Voz (`ventilationRateProcedure`) or the
   * hood exhaust (`kitchenHood`).
   */
  readonly requiredAirflow: number;
  /** `requiredAirflow` in m³/h, shown alongside L/s in Metric. */
  readonly requiredAirflowM3PerHour: number;
  /** Air changes per hour that `requiredAirflow` gives the room (the input in mode `airChanges`). */
  readonly airChangesPerHour: number;
  /** `requiredAirflow` in each unit. */
  readonly airflows: {
    readonly cfm: number;
    readonly litresPerSecond: number;
    readonly cubicMetresPerHour: number;
    readonly cubicMetresPerSecond: number;
  };
  /** The 62.1 zone calculation in mode `ventilationRateProcedure`; null otherwise. */
  readonly ventilationRateProcedure: VentilationRateProcedureResult | null;
  /** The hood exhaust in mode `kitchenHood`; null otherwise. */
  readonly kitchenHood: KitchenHoodResult | null;
  /** The recommended air-change range of the chosen space type; null when none is chosen. */
  readonly guidance: AirChangeGuidance | null;
  readonly warnings: readonly VentilationWarning[];
  readonly notes: readonly VentilationNote[];
}

const LABELS = VENTILATION_FIELD_LABELS;
const SECONDS_PER_HOUR = 3600;

/**
 * A reported number rounded to 12 significant digits, and −0 made 0: unit conversions through SI
 * leave binary noise in the 16th digit (48 ft³ would read 48.00000000000001), far below any
 * meaningful precision.
 */
function clean(value: number): number {
  if (value === 0) return 0;
  return Number(value.toPrecision(12));
}

/**
 * Ventilation airflow of a room, in one of three modes:
 * - `airChanges` (the spec's calculator): V = W × L × H and Q = ACH × V / 60 (cfm from ft³) or
 *   ACH × V / 3.6 (L/s from m³), with m³/h alongside;
 * - `airChangesFromAirflow`: the inverse, ACH = 60 × Q / V (cfm, ft³) or 3.6 × Q / V (L/s, m³);
 * - `ventilationRateProcedure`: ASHRAE 62.1 zone outdoor airflow Voz = (Rp·Pz + Ra·Az) / Ez.
 * Computed in SI and reported in the input's unit system; the method is in `VENTILATION_METHOD`.
 *
 * @param input - The room (a parsed `VentilationInput` or a form's draft; parsed here).
 * @returns Volume, airflow, air changes, the 62.1 breakdown, guidance, warnings and notes. Every
 *   number is finite.
 * @throws {ZodError} If the input is invalid; each issue's path is the field name.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 16 (air change rate); ANSI/ASHRAE Standard
 *   62.1-2022, section 6.2 (Ventilation Rate Procedure)
 * @example
 * calculateVentilation({ calculationName: 'Kitchen', unitSystem: 'Imperial', roomWidth: 12,
 *   roomLength: 4, roomHeight: 1, airChangesPerHour: 300 }) //=> { roomVolume: 48, requiredAirflow: 240, ... }
 */
export function calculateVentilation(
  input: VentilationInput | VentilationInputDraft,
): VentilationResult {
  return calculateVentilationInput(parseInput(VentilationInputSchema, input, 'ventilation input'));
}

/**
 * calculateVentilation of an input its schema has already parsed (`VentilationInputSchema.safeParse`), without
 * parsing it again: the web app validates each draft once and calls this.
 */
export function calculateVentilationInput(data: VentilationInput): VentilationResult {
  const system = data.unitSystem;
  const si = (value: number, quantity: Quantity): number => toSi(value, quantity, system);
  const shown = (valueSi: number, quantity: Quantity): number => fromSi(valueSi, quantity, system);

  const widthM = si(data.roomWidth, 'length');
  const lengthM = si(data.roomLength, 'length');
  const heightM = si(data.roomHeight, 'length');
  const floorAreaM2 = widthM * lengthM;
  const volumeM3 = floorAreaM2 * heightM;

  const warnings: VentilationWarning[] = [];
  const notes: VentilationNote[] = [];

  let airflowM3s: number;
  let vrp: VentilationRateProcedureResult | null = null;
  let hood: KitchenHoodResult | null = null;
  if (data.mode === 'kitchenHood') {
    // The schema refuses a style and duty the code does not allow, so both rates exist here.
    const rateCfmPerFt = kitchenHoodExhaustCfmPerFt(data.hoodStyle, data.applianceDuty) ?? 0;
    const rateM3sPerM = kitchenHoodExhaustM3sPerM(data.hoodStyle, data.applianceDuty) ?? 0;
    const hoodLengthM = si(data.hoodLength ?? 0, 'length');
    airflowM3s = kitchenHoodExhaustM3s(rateM3sPerM, hoodLengthM);
    hood = {
      hoodStyle: data.hoodStyle,
      hoodStyleLabel: KITCHEN_HOOD_STYLE_LABELS[data.hoodStyle],
      applianceDuty: data.applianceDuty,
      applianceDutyLabel: APPLIANCE_DUTY_LABELS[data.applianceDuty],
      rateCfmPerFt,
      ratePerLength: clean(shown(rateM3sPerM, 'airflow') / shown(1, 'length')),
      hoodLength: clean(shown(hoodLengthM, 'length')),
      exhaustAirflow: clean(shown(airflowM3s, 'airflow')),
    };
    notes.push({
      code: 'kitchenHoodUnlistedMinimum',
      message:
        'The rate is the code minimum for an unlisted Type I hood. A listed hood is exhausted at the rate on its label (UL 710), often lower; makeup air of about the same airflow must be supplied to the kitchen.',
    });
  } else if (data.mode === 'airChanges') {
    airflowM3s = airflowFromAirChangesM3s(data.airChangesPerHour ?? 0, volumeM3);
  } else if (data.mode === 'airChangesFromAirflow') {
    airflowM3s = si(data.airflow ?? 0, 'airflow');
  } else {
    const category = occupancyCategory(data.occupancyCategory);
    const distribution = airDistributionConfiguration(data.airDistributionConfiguration);
    const zoneAreaM2 =
      data.zoneFloorArea === undefined ? floorAreaM2 : si(data.zoneFloorArea, 'area');
    const populationFromDefaultDensity = data.zonePopulation === undefined;
    const population =
      data.zonePopulation ??
      defaultZonePopulation(category.defaultOccupantDensityPer1000Ft2 ?? 0, zoneAreaM2);
    const peopleM3s = category.peopleRateM3sPerPerson * population;
    const areaM3s = category.areaRateM3sPerM2 * zoneAreaM2;
    const breathingZoneM3s = breathingZoneOutdoorAirflowM3s(
      category.peopleRateM3sPerPerson,
      population,
      category.areaRateM3sPerM2,
      zoneAreaM2,
    );
    airflowM3s = zoneOutdoorAirflowM3s(breathingZoneM3s, distribution.effectiveness);
    vrp = {
      occupancyCategory: category,
      peopleRate: clean(shown(category.peopleRateM3sPerPerson, 'airflow')),
      areaRate: clean(shown(category.areaRateM3sPerM2, 'airflow') / shown(1, 'area')),
      zonePopulation: clean(population),
      populationFromDefaultDensity,
      zoneFloorArea: clean(shown(zoneAreaM2, 'area')),
      peopleOutdoorAirflow: clean(shown(peopleM3s, 'airflow')),
      areaOutdoorAirflow: clean(shown(areaM3s, 'airflow')),
      breathingZoneOutdoorAirflow: clean(shown(breathingZoneM3s, 'airflow')),
      airDistributionConfiguration: distribution,
      zoneAirDistributionEffectiveness: distribution.effectiveness,
      zoneOutdoorAirflow: clean(shown(airflowM3s, 'airflow')),
    };
    notes.push(...vrpNotes(vrp, system));
  }

  const airChangesPerHour =
    data.mode === 'airChanges'
      ? (data.airChangesPerHour ?? 0)
      : airChangesFromAirflow(airflowM3s, volumeM3);
  const guidance = data.spaceType === undefined ? null : airChangeGuidance(data.spaceType);
  const requiredAirflow = shown(airflowM3s, 'airflow');

  if (airflowM3s === 0) {
    warnings.push({
      code: 'zeroAirflow',
      field:
        data.mode === 'airChanges'
          ? 'airChangesPerHour'
          : data.mode === 'airChangesFromAirflow'
            ? 'airflow'
            : data.mode === 'kitchenHood'
              ? 'hoodLength'
              : 'zonePopulation',
      message: 'The airflow is zero: the room is not ventilated.',
    });
  }
  // Air change guidance is for the total air supplied; the Ventilation Rate Procedure gives outdoor
  // air only, a fraction of it, so the two are not compared (issue 22: "0.62 ACH is below 6–10").
  if (guidance !== null && data.mode === 'kitchenHood') {
    notes.push({
      code: 'hoodAirChangesNotJudged',
      message: `The hood's exhaust gives the room ${formatVentilationValue(airChangesPerHour, 'ACH')}; it is local exhaust sized from the cooking line, so it is not compared with the ${formatVentilationValue(guidance.minAch, '')}–${formatVentilationValue(guidance.maxAch, 'ACH')} general-ventilation guidance for ${guidance.label.toLowerCase()}.`,
    });
  } else if (guidance !== null && data.mode === 'ventilationRateProcedure') {
    notes.push({
      code: 'outdoorAirChangesNotJudged',
      message: `${formatVentilationValue(airChangesPerHour, 'ACH')} is the outdoor air alone; the ${formatVentilationValue(guidance.minAch, '')}–${formatVentilationValue(guidance.maxAch, 'ACH')} usually recommended for ${guidance.label.toLowerCase()} is total supply air (outdoor plus recirculated), so it is not compared.`,
    });
  } else if (guidance !== null) {
    const achField = data.mode === 'airChanges' ? 'airChangesPerHour' : 'spaceType';
    const achText = formatVentilationValue(airChangesPerHour, 'ACH');
    const range = `${formatVentilationValue(guidance.minAch, '')}–${formatVentilationValue(guidance.maxAch, 'ACH')}`;
    // Judged as the figures read in the message: 5.996 ACH reads "6 ACH", not below 6–10 ACH.
    const achShown = roundForMessage(airChangesPerHour);
    if (achShown < roundForMessage(guidance.minAch)) {
      warnings.push({
        code: 'airChangesBelowGuidance',
        field: achField,
        message: `${achText} is below the ${range} usually recommended for ${guidance.label.toLowerCase()} (general guidance, not a code requirement).`,
      });
    } else if (achShown > roundForMessage(guidance.maxAch)) {
      warnings.push({
        code: 'airChangesAboveGuidance',
        field: achField,
        message: `${achText} is above the ${range} usually recommended for ${guidance.label.toLowerCase()}; check that this is intended (e.g. local exhaust).`,
      });
    }
  }
  if (vrp !== null && data.zoneFloorArea !== undefined) {
    const roomAreaText = formatVentilationValue(
      shown(floorAreaM2, 'area'),
      unitLabel('area', system),
    );
    if (si(data.zoneFloorArea, 'area') > floorAreaM2 * (1 + 1e-9)) {
      warnings.push({
        code: 'zoneAreaExceedsRoom',
        field: 'zoneFloorArea',
        message: `${LABELS.zoneFloorArea} is larger than the room's width × length (${roomAreaText}); the air changes per hour refer to the room's volume.`,
      });
    }
  }
  return {
    unitSystem: system,
    mode: data.mode,
    roomVolume: clean(shown(volumeM3, 'volume')),
    floorArea: clean(shown(floorAreaM2, 'area')),
    requiredAirflow: clean(requiredAirflow),
    requiredAirflowM3PerHour: clean(airflowM3s * SECONDS_PER_HOUR),
    airChangesPerHour: clean(airChangesPerHour),
    airflows: {
      cfm: clean(fromSi(airflowM3s, 'airflow', 'Imperial')),
      litresPerSecond: clean(fromSi(airflowM3s, 'airflow', 'Metric')),
      cubicMetresPerHour: clean(airflowM3s * SECONDS_PER_HOUR),
      cubicMetresPerSecond: clean(airflowM3s),
    },
    ventilationRateProcedure: vrp,
    kitchenHood: hood,
    guidance,
    warnings,
    notes,
  };
}

/** The assumptions behind a 62.1 zone result, for the report. */
function vrpNotes(vrp: VentilationRateProcedureResult, system: UnitSystem): VentilationNote[] {
  const notes: VentilationNote[] = [];
  const category = vrp.occupancyCategory;
  if (vrp.populationFromDefaultDensity) {
    notes.push({
      code: 'defaultOccupantDensity',
      message: `Zone population is the ASHRAE 62.1 default occupant density for ${category.label} (${category.defaultOccupantDensityPer1000Ft2 ?? 0} people per 1000 ft², or per 100 m² in the SI edition) × floor area = ${formatVentilationValue(vrp.zonePopulation, 'people')}. Enter the actual design population when it is known.`,
    });
  }
  if (system === 'Metric') {
    notes.push({
      code: 'ratesFromIpEdition',
      message: `Rates are the I-P edition's values converted exactly (${category.label}: ${category.peopleRateCfmPerPerson} cfm/person = ${formatVentilationValue(vrp.peopleRate, 'L/s·person')}, ${category.areaRateCfmPerFt2} cfm/ft² = ${formatVentilationValue(vrp.areaRate, 'L/s·m²')}), so Imperial and Metric give the same airflow. The SI edition prints rounded values (${category.siEditionPeopleRateLsPerPerson} L/s·person, ${category.siEditionAreaRateLsPerM2} L/s·m²).`,
    });
  }
  notes.push({
    code: 'zoneLevelOnly',
    message:
      'Voz is the outdoor airflow the zone needs. The system outdoor air intake (Vou with occupant diversity, system ventilation efficiency Ev, Vot) of a multiple-zone system is not included.',
  });
  return notes;
}
