import { STANDARD_ATMOSPHERE_PA } from '../constants.js';
// The module, not the domain's index: the index carries the whole chart engine into this entry's bundle.
import { humidityRatioFromRelativeHumidity } from '../psychrometrics/humidity-ratio.js';
import { WATTS_PER_BTU_PER_HOUR, WATTS_PER_TON, fromSi, toSi, unitLabel } from '../units/index.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import { airLatentHeatRateW, airSensibleHeatRateW } from './air-heat-transfer.js';
import { conductionHeatRateW } from './conduction.js';
import { HIGH_U_VALUE_W_M2K, SOLAR_DESIGN_ASSUMPTION } from './constants.js';
import { breathingZoneOutdoorAirflowM3s } from '../ventilation/ventilation-rate-procedure.js';
import { occupancyCategory } from '../ventilation/occupancy-categories.js';
import { HEAT_LOAD_FIELD_LABELS, formatHeatLoadValue } from './fields.js';
import type { HeatLoadNumericField } from './fields.js';
import { infiltrationAirflowM3s } from './infiltration.js';
import { peopleHeatGainW } from './people.js';
import { HeatLoadInputSchema } from './schema.js';
import type { CalculationMode, HeatLoadInput, HeatLoadInputDraft } from './schema.js';
import { windowOrientation, windowSolarHeatGainW } from './window-solar.js';
import { parseInput } from '../_lib/parse-input.js';

/** Something in the input or the result that an engineer should look at; not an error. */
export interface HeatLoadWarning {
  /** Stable identifier, e.g. "coolingOutdoorBelowIndoor". */
  readonly code: string;
  /** The input field the warning is about, when there is one. */
  readonly field?: string;
  readonly message: string;
}

/** An assumption the result rests on, for the report; not a warning. */
export interface HeatLoadNote {
  readonly code: string;
  readonly message: string;
}

/**
 * Result of a room heat-load calculation. Heat rates are in the input's unit system (Btu/h or W).
 * Each component is its signed contribution to `totalLoad`:
 * `totalLoad = wallLoad + windowLoad + roofLoad + windowSolarLoad + ventilationLoad + infiltrationLoad
 * + internalLoad + safetyFactorLoad = sensibleLoad + latentLoad + safetyFactorLoad`.
 */
export interface HeatLoadResult {
  readonly unitSystem: UnitSystem;
  readonly calculationMode: CalculationMode;
  /** Design temperature difference in °F or K: outdoor − indoor in Cooling, indoor − outdoor in Heating. */
  readonly deltaT: number;
  /** Wall conduction, U·A·ΔT. */
  readonly wallLoad: number;
  /** Window conduction, U·A·ΔT (solar gain is `windowSolarLoad`). */
  readonly windowLoad: number;
  /** Roof conduction, U·A·ΔT. */
  readonly roofLoad: number;
  /** Window solar gain, Cooling only, when the SHGC is given; 0 otherwise. */
  readonly windowSolarLoad: number;
  /** Outdoor (ventilation) air, sensible + latent. */
  readonly ventilationLoad: number;
  readonly ventilationSensibleLoad: number;
  /** Latent load of the ventilation air: Cooling with both relative humidities given; 0 otherwise. */
  readonly ventilationLatentLoad: number;
  /** Infiltration air, sensible + latent. */
  readonly infiltrationLoad: number;
  readonly infiltrationSensibleLoad: number;
  readonly infiltrationLatentLoad: number;
  /**
   * People + lighting + equipment. In Heating it is 0 unless `creditInternalGainsInHeating`, and then
   * it is negative (the sensible gains reduce the heating load).
   */
  readonly internalLoad: number;
  /** People's sensible gain (negative when credited in Heating, 0 when not credited). */
  readonly peopleSensibleLoad: number;
  /** People's latent gain, Cooling only; 0 in Heating. */
  readonly peopleLatentLoad: number;
  /** Lighting gain (negative when credited in Heating, 0 when not credited). */
  readonly lightingGain: number;
  /** Equipment gain (negative when credited in Heating, 0 when not credited). */
  readonly equipmentGain: number;
  /** Sum of the sensible components, before the safety factor. */
  readonly sensibleLoad: number;
  /** Sum of the latent components, before the safety factor. */
  readonly latentLoad: number;
  /** Safety factor × (sensibleLoad + latentLoad) when that sum is positive; 0 otherwise. */
  readonly safetyFactorLoad: number;
  /** The design load: every component plus the safety factor. */
  readonly totalLoad: number;
  /**
   * sensible / (sensible + latent) in Cooling when both are ≥ 0 and their sum is positive; null in
   * Heating or when that ratio would not describe a coil process.
   */
  readonly sensibleHeatRatio: number | null;
  /** `totalLoad` in each unit. */
  readonly totals: Readonly<Record<'watts' | 'kilowatts' | 'btuPerHour' | 'tons', number>>;
  readonly warnings: readonly HeatLoadWarning[];
  readonly notes: readonly HeatLoadNote[];
}

const LABELS = HEAT_LOAD_FIELD_LABELS;

/** Normalises −0 to 0 so that no result reads "−0". */
function clean(value: number): number {
  return value === 0 ? 0 : value;
}

/**
 * Design heat load of a room: conduction through walls, windows and roof, window solar gain, people,
 * lighting and equipment, outdoor (ventilation) air and infiltration, each cited in
 * `HEAT_LOAD_METHOD`. Steady state; computed in SI and reported in the input's unit system.
 *
 * Cooling: ΔT = t_o − t_i; internal gains, solar gain and latent loads count. Heating: ΔT = t_i − t_o;
 * no solar or latent; internal gains are credited (as a reduction) only when
 * `creditInternalGainsInHeating` is set. A temperature difference of the "wrong" sign is kept and
 * warned about, never clamped.
 *
 * @param input - The room (parsed with `HeatLoadInputSchema` first; a parsed `HeatLoadInput` or a
 *   form's draft both work).
 * @returns Loads in Btu/h (Imperial) or W (Metric), with warnings and notes. Every number is finite.
 * @throws {ZodError} If the input is invalid; each issue's path is the field name.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18 "Nonresidential Cooling and Heating Load
 *   Calculations" (table 1 people; infiltration and ventilation heat gain; heating loads).
 * @example
 * calculateHeatLoad({ ...defaultHeatLoadInput('Imperial'), wallArea: 400, wallUValue: 0.08,
 *   outdoorTemp: 95, indoorTemp: 75 }).wallLoad //=> 640 (400 ft² × 0.08 × 20 °F)
 */
export function calculateHeatLoad(input: HeatLoadInput | HeatLoadInputDraft): HeatLoadResult {
  return calculateHeatLoadInput(parseInput(HeatLoadInputSchema, input, 'heat load input'));
}

/**
 * calculateHeatLoad of an input its schema has already parsed (`HeatLoadInputSchema.safeParse`), without
 * parsing it again: the web app validates each draft once and calls this.
 */
export function calculateHeatLoadInput(data: HeatLoadInput): HeatLoadResult {
  const system = data.unitSystem;
  const cooling = data.calculationMode === 'Cooling';
  const si = (value: number, quantity: Quantity): number => toSi(value, quantity, system);
  const shown = (valueSi: number, quantity: Quantity): string =>
    formatHeatLoadValue(fromSi(valueSi, quantity, system), unitLabel(quantity, system));

  const deltaT = cooling ? data.outdoorTemp - data.indoorTemp : data.indoorTemp - data.outdoorTemp;
  const deltaTK = si(deltaT, 'temperatureDifference');

  const conductionW = (uValue: number, areaM2: number): number =>
    conductionHeatRateW(si(uValue, 'uValue'), areaM2, deltaTK);
  const wallW = conductionW(data.wallUValue, si(data.wallArea, 'area'));
  // The spec's window first, then the others: each on its orientation with its SHGC (blank: the
  // first window's), all at the first window's U-value.
  const windows = [
    {
      orientation: data.windowOrientation,
      areaM2: si(data.windowArea, 'area'),
      shgc: data.windowShgc,
    },
    ...data.additionalWindows.map((window) => ({
      orientation: window.orientation,
      areaM2: si(window.area, 'area'),
      shgc: window.shgc ?? data.windowShgc,
    })),
  ];
  const windowAreaM2 = windows.reduce((sum, window) => sum + window.areaM2, 0);
  const windowW = conductionW(data.windowUValue, windowAreaM2);
  const roofW = conductionW(data.roofUValue, si(data.roofArea, 'area'));

  const solarW = cooling
    ? windows.reduce(
        (sum, window) =>
          window.shgc === undefined
            ? sum
            : sum + windowSolarHeatGainW(window.areaM2, window.shgc, window.orientation),
        0,
      )
    : 0;

  const people = peopleHeatGainW(data.numPeople, data.activityLevel);
  const lightingInW = si(data.lightingLoad, 'electricPower');
  const equipmentInW = si(data.equipmentLoad, 'electricPower');
  const internalSign = cooling ? 1 : data.creditInternalGainsInHeating ? -1 : 0;
  const peopleSensibleW = internalSign * people.sensibleW;
  const peopleLatentW = cooling ? people.latentW : 0;
  const lightingW = internalSign * lightingInW;
  const equipmentW = internalSign * equipmentInW;

  const hasHumidity =
    data.outdoorRelativeHumidity !== undefined && data.indoorRelativeHumidity !== undefined;
  let outdoorHumidityRatio: number | undefined;
  let indoorHumidityRatio: number | undefined;
  if (
    cooling &&
    data.outdoorRelativeHumidity !== undefined &&
    data.indoorRelativeHumidity !== undefined
  ) {
    const humidityRatio = (temperature: number, relativeHumidityPercent: number): number =>
      humidityRatioFromRelativeHumidity(
        si(temperature, 'temperature'),
        relativeHumidityPercent / 100,
        STANDARD_ATMOSPHERE_PA,
      );
    outdoorHumidityRatio = humidityRatio(data.outdoorTemp, data.outdoorRelativeHumidity);
    indoorHumidityRatio = humidityRatio(data.indoorTemp, data.indoorRelativeHumidity);
  }
  const deltaHumidityRatio =
    outdoorHumidityRatio !== undefined && indoorHumidityRatio !== undefined
      ? outdoorHumidityRatio - indoorHumidityRatio
      : undefined;

  const ventilationFlowM3s = si(data.ventilationRate, 'airflow');
  const ventilationSensibleW = airSensibleHeatRateW(ventilationFlowM3s, deltaTK);
  const airLatentW = (flowM3s: number): number =>
    deltaHumidityRatio === undefined ? 0 : airLatentHeatRateW(flowM3s, deltaHumidityRatio);
  const ventilationLatentW = airLatentW(ventilationFlowM3s);

  const volumeM3 =
    data.floorArea !== undefined && data.ceilingHeight !== undefined
      ? si(data.floorArea, 'area') * si(data.ceilingHeight, 'length')
      : 0;
  const infiltrationFlowM3s =
    data.infiltrationAch > 0 ? infiltrationAirflowM3s(data.infiltrationAch, volumeM3) : 0;
  const infiltrationSensibleW = airSensibleHeatRateW(infiltrationFlowM3s, deltaTK);
  const infiltrationLatentW = airLatentW(infiltrationFlowM3s);

  const sensibleW =
    wallW +
    windowW +
    roofW +
    solarW +
    peopleSensibleW +
    lightingW +
    equipmentW +
    ventilationSensibleW +
    infiltrationSensibleW;
  const latentW = peopleLatentW + ventilationLatentW + infiltrationLatentW;
  const subtotalW = sensibleW + latentW;
  const safetyW = subtotalW > 0 ? (subtotalW * data.safetyFactorPercent) / 100 : 0;
  const totalW = subtotalW + safetyW;

  const sensibleHeatRatio =
    cooling && sensibleW >= 0 && latentW >= 0 && subtotalW > 0 ? sensibleW / subtotalW : null;

  // Warnings ------------------------------------------------------------------------------------
  const warnings: HeatLoadWarning[] = [];
  const warn = (code: string, message: string, field?: HeatLoadNumericField): void => {
    warnings.push(field === undefined ? { code, message } : { code, field, message });
  };
  const temperatureText = (value: number): string =>
    formatHeatLoadValue(value, unitLabel('temperature', system));
  const outdoorText = temperatureText(data.outdoorTemp);
  const indoorText = temperatureText(data.indoorTemp);

  if (deltaT === 0) {
    warn(
      'zeroTemperatureDifference',
      `Outdoor and indoor temperatures are equal (${outdoorText}): conduction and sensible outdoor-air loads are zero.`,
      'outdoorTemp',
    );
  } else if (cooling && deltaT < 0) {
    warn(
      'coolingOutdoorBelowIndoor',
      `Outdoor temperature (${outdoorText}) is below indoor (${indoorText}) in Cooling: conduction and ventilation are heat losses and reduce the cooling load; check the mode.`,
      'outdoorTemp',
    );
  } else if (!cooling && deltaT < 0) {
    warn(
      'heatingOutdoorAboveIndoor',
      `Outdoor temperature (${outdoorText}) is above indoor (${indoorText}) in Heating: conduction and ventilation are heat gains and reduce the heating load; check the mode.`,
      'outdoorTemp',
    );
  }

  for (const [field, surface, thresholdW] of [
    ['wallUValue', 'wall', HIGH_U_VALUE_W_M2K.wall],
    ['windowUValue', 'window', HIGH_U_VALUE_W_M2K.window],
    ['roofUValue', 'roof', HIGH_U_VALUE_W_M2K.roof],
  ] as const) {
    if (si(data[field], 'uValue') > thresholdW) {
      warn(
        'highUValue',
        `${LABELS[field]} of ${formatHeatLoadValue(data[field], unitLabel('uValue', system))} is unusually high for a ${surface} (above ${shown(thresholdW, 'uValue')}); check the value and its units.`,
        field,
      );
    }
  }

  if (cooling) {
    const outdoorAirFlow = ventilationFlowM3s + infiltrationFlowM3s;
    if (outdoorAirFlow > 0 && !hasHumidity) {
      warn(
        'latentNotComputed',
        'The latent load of the outdoor air is not included: enter both the outdoor and the indoor relative humidity.',
        data.outdoorRelativeHumidity === undefined
          ? 'outdoorRelativeHumidity'
          : 'indoorRelativeHumidity',
      );
    }
    if (windows.some((window) => window.areaM2 > 0 && window.shgc === undefined)) {
      warn(
        'solarNotComputed',
        'Window solar gain is not included: enter the window SHGC.',
        'windowShgc',
      );
    }
    if (
      outdoorHumidityRatio !== undefined &&
      indoorHumidityRatio !== undefined &&
      outdoorHumidityRatio < indoorHumidityRatio &&
      outdoorAirFlow > 0
    ) {
      warn(
        'negativeLatent',
        `Outdoor air is drier than indoor air (humidity ratio ${outdoorHumidityRatio.toFixed(4)} vs ${indoorHumidityRatio.toFixed(4)} kg/kg): its latent load is negative (it dehumidifies the room).`,
        'outdoorRelativeHumidity',
      );
    }
  }

  // One table (ASHRAE 62.1 Table 6-1, as the ventilation calculator uses it), compared in SI: the
  // same verdict in both unit systems, whatever the unit of the inputs.
  if (data.ventilationSpaceType !== 'dwelling') {
    const category = occupancyCategory(data.ventilationSpaceType);
    const floorM2 = data.floorArea === undefined ? 0 : si(data.floorArea, 'area');
    const requiredM3s = breathingZoneOutdoorAirflowM3s(
      category.peopleRateM3sPerPerson,
      data.numPeople,
      category.areaRateM3sPerM2,
      floorM2,
    );
    if (requiredM3s > 0 && ventilationFlowM3s < requiredM3s * (1 - 1e-9)) {
      const airflowUnit = unitLabel('airflow', system);
      const shownAirflow = (m3s: number) =>
        formatHeatLoadValue(fromSi(m3s, 'airflow', system), airflowUnit);
      const perArea =
        fromSi(category.areaRateM3sPerM2, 'airflow', system) / fromSi(1, 'area', system);
      warn(
        'ventilationBelowAshrae62_1',
        `Ventilation rate of ${shownAirflow(ventilationFlowM3s)} is below the ASHRAE 62.1 breathing-zone outdoor airflow for ${category.label.toLowerCase()} (${shownAirflow(category.peopleRateM3sPerPerson)} per person + ${formatHeatLoadValue(perArea, airflowUnit)} per ${unitLabel('area', system)} of floor = ${shownAirflow(requiredM3s)}), Table 6-1.`,
        'ventilationRate',
      );
    }
  }

  if (totalW <= 0) {
    warn(
      'nonPositiveTotal',
      cooling
        ? 'The total cooling load is zero or negative: the room needs no cooling at these conditions.'
        : 'The total heating load is zero or negative: the room needs no heating at these conditions.',
    );
  }

  // Notes ---------------------------------------------------------------------------------------
  const notes: HeatLoadNote[] = [];
  if (solarW > 0) {
    const sunlit = [
      ...new Set(
        windows
          .filter((window) => window.shgc !== undefined && window.areaM2 > 0)
          .map((window) => window.orientation),
      ),
    ].map((id) => {
      const orientation = windowOrientation(id);
      const factor =
        system === 'Imperial'
          ? formatHeatLoadValue(orientation.peakSolarHeatGainFactorBtuPerHourFt2, 'Btu/h·ft²')
          : formatHeatLoadValue(orientation.peakSolarHeatGainFactorWm2, 'W/m²');
      return `${orientation.label.toLowerCase()} ${factor}`;
    });
    notes.push({
      code: 'solarDesignAssumption',
      message: `Window solar gain uses the peak solar heat gain factor of each window's orientation at ${SOLAR_DESIGN_ASSUMPTION} (${sunlit.join('; ')}), scaled by SHGC/0.87, and adds the peaks of all orientations, which do not coincide, so it errs high. It is the instantaneous peak gain, without the delay of the room's thermal mass.`,
    });
  }
  if (
    !cooling &&
    !data.creditInternalGainsInHeating &&
    people.sensibleW + lightingInW + equipmentInW > 0
  ) {
    notes.push({
      code: 'internalGainsNotCredited',
      message:
        'Internal gains (people, lighting, equipment) are not credited against the heating load (conservative design practice).',
    });
  }
  if (!cooling && data.ventilationRate + data.infiltrationAch > 0) {
    notes.push({
      code: 'heatingLatentNotIncluded',
      message: 'Heating: the humidification load of the outdoor air is not included.',
    });
  }

  const heat = (valueW: number): number => clean(fromSi(valueW, 'heatRate', system));
  return {
    unitSystem: system,
    calculationMode: data.calculationMode,
    deltaT: clean(deltaT),
    wallLoad: heat(wallW),
    windowLoad: heat(windowW),
    roofLoad: heat(roofW),
    windowSolarLoad: heat(solarW),
    ventilationLoad: heat(ventilationSensibleW + ventilationLatentW),
    ventilationSensibleLoad: heat(ventilationSensibleW),
    ventilationLatentLoad: heat(ventilationLatentW),
    infiltrationLoad: heat(infiltrationSensibleW + infiltrationLatentW),
    infiltrationSensibleLoad: heat(infiltrationSensibleW),
    infiltrationLatentLoad: heat(infiltrationLatentW),
    internalLoad: heat(peopleSensibleW + peopleLatentW + lightingW + equipmentW),
    peopleSensibleLoad: heat(peopleSensibleW),
    peopleLatentLoad: heat(peopleLatentW),
    lightingGain: heat(lightingW),
    equipmentGain: heat(equipmentW),
    sensibleLoad: heat(sensibleW),
    latentLoad: heat(latentW),
    safetyFactorLoad: heat(safetyW),
    totalLoad: heat(totalW),
    sensibleHeatRatio,
    totals: {
      watts: clean(totalW),
      kilowatts: clean(totalW / 1000),
      btuPerHour: clean(totalW / WATTS_PER_BTU_PER_HOUR),
      tons: clean(totalW / WATTS_PER_TON),
    },
    warnings,
    notes,
  };
}
