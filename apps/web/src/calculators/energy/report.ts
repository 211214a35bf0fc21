import {
  COOLING_RATING_LABELS,
  DEFAULT_EMISSION_FACTORS_KG_PER_KWH,
  ENERGY_COOLING_FIELD_SPECS as COOLING,
  ENERGY_HEATING_FIELD_SPECS as HEATING,
  HEATING_FUEL_LABELS,
  HEATING_METHOD_LABELS,
  HEATING_RATING_LABELS,
  degreeDayUnitLabel,
  type EnergyCostInput,
  type EnergyCostResult,
  type EnergyFieldSpec,
} from '@org/hvac-core/energy';
import { fieldUnitLabel } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import { MONTH_ABBREVIATIONS } from '@org/hvac-core/weather';
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportRow, ReportSection, ReportTable } from '../../report/types';

import { optionReportRows } from './option-rows';
import { money, optionName } from './result-text';
import { formatMeasure } from '../../report/precision';
import { reportSections } from '../../calculator-kit/result-lines';
import { binHeat, energyDemandTable } from './result-tables';

const n = (value: number, digits?: number) =>
  digits === undefined
    ? formatMeasure(value)
    : formatNumber(value, { maximumFractionDigits: digits });

const PRICE_UNIT_LABELS: Record<string, string> = {
  therm: 'therm',
  m3: 'm³',
  kWh: 'kWh',
  gallon: 'US gal',
  litre: 'L',
};

/** A number of a demand (blank: "—"), as its field table labels it. */
function demandRow(input: EnergyCostInput, spec: EnergyFieldSpec, value: unknown): ReportRow {
  return {
    label: spec.label,
    value: typeof value === 'number' ? n(value) : '—',
    unit: typeof value === 'number' ? fieldUnitLabel(spec.unit, input.unitSystem) : '',
  };
}

/** One row per month of a degree-day list ("Heating degree-days, Jan"); none without the list. */
function monthlyRows(
  kind: 'Heating' | 'Cooling',
  degreeDays: readonly number[] | undefined,
  unitSystem: UnitSystem,
): ReportRow[] {
  return (degreeDays ?? []).map((value, i) => ({
    label: `${kind} degree-days, ${MONTH_ABBREVIATIONS[i]}`,
    value: n(value, 1),
    unit: degreeDayUnitLabel(unitSystem),
  }));
}

function inputSections(input: EnergyCostInput): ReportSection[] {
  const sections: ReportSection[] = [
    {
      title: 'Calculation',
      rows: [
        { label: 'Calculation name', value: input.calculationName || '—', unit: '' },
        { label: 'Unit system', value: input.unitSystem, unit: '' },
      ],
    },
  ];
  const h = input.heating;
  if (h) {
    const rows: ReportRow[] = [
      { label: 'Heating method', value: HEATING_METHOD_LABELS[h.method], unit: '' },
      demandRow(input, HEATING.designHeatLoss, h.designHeatLoss),
      demandRow(input, HEATING.indoorDesignTemperature, h.indoorDesignTemperature),
      demandRow(input, HEATING.outdoorDesignTemperature, h.outdoorDesignTemperature),
    ];
    if (h.method === 'degreeDays') {
      if (h.monthlyHeatingDegreeDays === undefined)
        rows.push(demandRow(input, HEATING.heatingDegreeDays, h.heatingDegreeDays));
      rows.push(demandRow(input, HEATING.degreeDayCorrection, h.degreeDayCorrection));
    } else if (h.method === 'bin') {
      rows.push({
        label: 'Balance-point temperature',
        value: h.balancePointTemperature === undefined ? '—' : n(h.balancePointTemperature, 1),
        unit: input.unitSystem === 'Imperial' ? '°F' : '°C',
      });
      rows.push({
        label: 'Temperature bins (see the bin table)',
        value: String(h.bins?.length ?? 0),
        unit: '',
      });
    } else rows.push(demandRow(input, HEATING.fullLoadHours, h.fullLoadHours));
    rows.push(...monthlyRows('Heating', h.monthlyHeatingDegreeDays, input.unitSystem));
    sections.push({ title: 'Heating demand', rows });
  }
  const c = input.cooling;
  if (c) {
    const rows: ReportRow[] = [
      demandRow(input, COOLING.capacity, c.capacity),
      demandRow(input, COOLING.equivalentFullLoadHours, c.equivalentFullLoadHours),
    ];
    rows.push(...monthlyRows('Cooling', c.monthlyCoolingDegreeDays, input.unitSystem));
    sections.push({ title: 'Cooling demand', rows });
  }
  const t = input.tariffs;
  const cur = t.currency;
  const priced = (unit: string) => `${cur}/${PRICE_UNIT_LABELS[unit] ?? unit}`;
  const tariffRows: [string, number, string, number?][] = [
    ['Electricity price', t.electricityPrice, `${cur}/kWh`],
    ['Electricity fixed charge', t.electricityFixedMonthly, `${cur}/month`, 2],
    ['Demand charge', t.demandChargePerKw, `${cur}/kW·month`, 2],
    ['Natural gas price', t.naturalGasPrice, priced(t.naturalGasUnit)],
    ['Natural gas fixed charge', t.naturalGasFixedMonthly, `${cur}/month`, 2],
    ['Oil price', t.oilPrice, priced(t.oilUnit)],
    ['Propane price', t.propanePrice, priced(t.propaneUnit)],
  ];
  sections.push({
    title: 'Tariffs',
    rows: tariffRows.map(([label, value, unit, digits]) => ({
      label,
      value: n(value, digits),
      unit,
    })),
  });
  const f = input.emissionFactors;
  sections.push({
    title: 'CO₂ emission factors',
    rows: (['electricity', 'naturalGas', 'oil', 'propane'] as const).map((key) => ({
      label: `${key === 'naturalGas' ? 'Natural gas' : key.charAt(0).toUpperCase() + key.slice(1)}${
        f[key] === DEFAULT_EMISSION_FACTORS_KG_PER_KWH[key] ? ' (default)' : ''
      }`,
      value: n(f[key]),
      unit: 'kg CO₂/kWh',
    })),
  });
  input.options.forEach((option, index) => {
    const rows: ReportRow[] = [];
    if (h) {
      rows.push({
        label: 'Heating fuel',
        value: HEATING_FUEL_LABELS[option.heatingFuel],
        unit: '',
      });
      if (option.heatingFuel !== 'electricResistance' && option.heatingEfficiency !== undefined) {
        const rating = HEATING_RATING_LABELS[option.heatingRating];
        rows.push({
          label: rating.label,
          value: n(option.heatingEfficiency, 2),
          unit: rating.unit,
        });
      }
    }
    if (h && option.heatingFuel === 'heatPump' && option.binPerformance !== undefined) {
      const imperial = input.unitSystem === 'Imperial';
      option.binPerformance.points.forEach((point, i) =>
        rows.push({
          label: `Performance point ${i + 1}`,
          value: `${n(point.temperature, 1)} ${imperial ? '°F' : '°C'}: ${n(point.capacity, 0)} ${imperial ? 'Btu/h' : 'W'}, COP ${n(point.cop, 2)}`,
          unit: '',
        }),
      );
      rows.push({
        label: 'Cycling degradation C_D',
        value: n(option.binPerformance.cyclingDegradation, 2),
        unit: '',
      });
    }
    if (c && option.coolingEfficiency !== undefined) {
      const rating = COOLING_RATING_LABELS[option.coolingRating];
      rows.push({ label: rating.label, value: n(option.coolingEfficiency, 2), unit: rating.unit });
    }
    rows.push({ label: 'Installed cost', value: money(option.installedCost, cur), unit: '' });
    sections.push({ title: `Option ${index + 1}: ${option.name || option.id}`, rows });
  });
  return sections;
}

function resultSections(result: EnergyCostResult): ReportSection[] {
  const cur = result.currency;
  const sections = reportSections([energyDemandTable(result)]);
  result.options.forEach((o, index) =>
    sections.push({
      title: `Option ${index + 1}: ${o.name || o.id}`,
      rows: optionReportRows(o, index, result),
    }),
  );

  if (result.options.every((o) => o.monthly !== null)) {
    sections.push({
      title: `Monthly cost (${result.options.map(optionName).join(' / ')})`,
      rows: MONTH_ABBREVIATIONS.map((month, m) => ({
        label: month,
        value: result.options.map((o) => money(o.monthly?.[m]?.totalCost ?? 0, cur)).join(' / '),
        unit: '',
      })),
    });
  }
  return sections;
}

/** The bin method's table (midpoint, hours, load, heat) with its total, when the method is 'bin'. */
function binTables(result: EnergyCostResult): Pick<ReportBody, 'tables' | 'tablesHeading'> {
  const bins = result.heating?.bins;
  if (!bins) return {};
  const imperial = result.unitSystem === 'Imperial';
  const table: ReportTable = {
    title: 'Heat by temperature bin',
    columns: [
      { header: `Bin midpoint (${imperial ? '°F' : '°C'})`, align: 'right' },
      { header: 'Hours (h)', align: 'right' },
      { header: `Load (${imperial ? 'Btu/h' : 'W'})`, align: 'right' },
      { header: `Heat (${imperial ? 'MMBtu' : 'kWh'})`, align: 'right' },
    ],
    rows: bins.map((bin) => [
      n(bin.temperature, 1),
      n(bin.hours, 1),
      n(bin.load, 0),
      binHeat(bin, imperial),
    ]),
    totalRows: [
      [
        'Total',
        n(
          bins.reduce((sum, bin) => sum + bin.hours, 0),
          1,
        ),
        '',
        imperial
          ? n(result.heating?.annualHeatMMBtu ?? 0, 2)
          : n(result.heating?.annualHeatKwh ?? 0, 0),
      ],
    ],
  };
  return { tables: [table], tablesHeading: 'Bin method' };
}

/** The energy cost report: inputs, demand, each option's energy, cost, CO₂ and payback, months. */
export function energyReport(input: EnergyCostInput, result: EnergyCostResult): ReportBody {
  const ratings = result.options.map(
    (o, i) =>
      `${optionName(o, i)}: ${[o.heatingRatingUsed, o.coolingRatingUsed].filter(Boolean).join(' ')}`,
  );
  return {
    unitSystem: result.unitSystem,
    inputs: inputSections(input),
    results: resultSections(result),
    ...binTables(result),
    warnings: result.warnings,
    notes: [...ratings, ...result.notes],
  };
}
