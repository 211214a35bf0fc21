import {
  APPLIANCE_DUTY_LABELS,
  KITCHEN_HOOD_STYLE_LABELS,
  VENTILATION_FIELD_LABELS,
  airChangeGuidance,
  airDistributionConfiguration,
  occupancyCategory,
  ventilationFieldUnitLabel,
  type VentilationInput,
  type VentilationNumericField,
  type VentilationResult,
} from '@org/hvac-core/ventilation';
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportRow, ReportSection } from '../../workspace/types';
import { airflowLabel, hoodRateUnit, unitLabel, ventilationRateUnits } from './airflow-units';
import { formatMeasure } from '../../report/precision';

const LABELS = VENTILATION_FIELD_LABELS;

const MODE_LABELS: Record<VentilationInput['mode'], string> = {
  airChanges: 'Airflow from air changes per hour',
  airChangesFromAirflow: 'Air changes per hour from airflow',
  ventilationRateProcedure: 'ASHRAE 62.1 ventilation rate procedure (zone)',
  kitchenHood: 'Commercial kitchen hood exhaust, International Mechanical Code minimum',
};

function numberRow(
  input: VentilationInput,
  field: VentilationNumericField,
  blank: string,
): ReportRow {
  const value = input[field];
  return {
    label: LABELS[field],
    value: value === undefined ? blank : formatMeasure(value),
    unit: value === undefined ? '' : ventilationFieldUnitLabel(field, input.unitSystem),
  };
}

function inputSections(input: VentilationInput): ReportSection[] {
  const rows: ReportRow[] = [
    { label: LABELS.calculationName, value: input.calculationName || '—', unit: '' },
    { label: LABELS.mode, value: MODE_LABELS[input.mode], unit: '' },
    numberRow(input, 'roomWidth', '—'),
    numberRow(input, 'roomLength', '—'),
    numberRow(input, 'roomHeight', '—'),
  ];
  if (input.mode === 'airChanges') rows.push(numberRow(input, 'airChangesPerHour', '—'));
  if (input.mode === 'airChangesFromAirflow') rows.push(numberRow(input, 'airflow', '—'));
  if (input.mode === 'ventilationRateProcedure') {
    const category = occupancyCategory(input.occupancyCategory);
    rows.push(
      { label: LABELS.occupancyCategory, value: `${category.group}: ${category.label}`, unit: '' },
      numberRow(input, 'zoneFloorArea', 'room width × length'),
      numberRow(input, 'zonePopulation', 'default occupant density'),
      {
        label: LABELS.airDistributionConfiguration,
        value: airDistributionConfiguration(input.airDistributionConfiguration).label,
        unit: '',
      },
    );
  }
  if (input.mode === 'kitchenHood') {
    rows.push(
      { label: LABELS.hoodStyle, value: KITCHEN_HOOD_STYLE_LABELS[input.hoodStyle], unit: '' },
      { label: LABELS.applianceDuty, value: APPLIANCE_DUTY_LABELS[input.applianceDuty], unit: '' },
      numberRow(input, 'hoodLength', '—'),
    );
  }
  rows.push({
    label: LABELS.spaceType,
    value: input.spaceType ? airChangeGuidance(input.spaceType).label : 'none',
    unit: '',
  });
  return [{ title: 'Inputs', rows }];
}

function resultSections(result: VentilationResult): ReportSection[] {
  const system = result.unitSystem;
  const airflowUnit = unitLabel('airflow', system);
  const n = (value: number, digits: number) =>
    formatNumber(value, { maximumFractionDigits: digits });
  const sections: ReportSection[] = [
    {
      title: 'Results',
      rows: [
        { label: 'Room volume', value: n(result.roomVolume, 2), unit: unitLabel('volume', system) },
        { label: 'Floor area', value: n(result.floorArea, 2), unit: unitLabel('area', system) },
        {
          label: airflowLabel(result.mode),
          value: formatNumber(result.requiredAirflow),
          unit: airflowUnit,
          emphasis: true,
        },
        { label: 'Airflow', value: formatNumber(result.airflows.cfm), unit: 'cfm' },
        { label: 'Airflow', value: n(result.airflows.litresPerSecond, 1), unit: 'L/s' },
        { label: 'Airflow', value: n(result.airflows.cubicMetresPerHour, 0), unit: 'm³/h' },
        { label: 'Air changes per hour', value: n(result.airChangesPerHour, 2), unit: 'ACH' },
      ],
    },
  ];
  const vrp = result.ventilationRateProcedure;
  if (vrp) {
    const rates = ventilationRateUnits(system);
    sections.push({
      title: 'ASHRAE 62.1 zone outdoor airflow',
      rows: [
        { label: 'People outdoor air rate Rp', value: n(vrp.peopleRate, 3), unit: rates.perPerson },
        { label: 'Area outdoor air rate Ra', value: n(vrp.areaRate, 3), unit: rates.perArea },
        { label: 'Zone population Pz', value: n(vrp.zonePopulation, 1), unit: 'people' },
        {
          label: 'Zone floor area Az',
          value: n(vrp.zoneFloorArea, 1),
          unit: unitLabel('area', system),
        },
        {
          label: 'Breathing-zone outdoor airflow Vbz',
          value: n(vrp.breathingZoneOutdoorAirflow, 1),
          unit: airflowUnit,
        },
        {
          label: 'Zone air distribution effectiveness Ez',
          value: n(vrp.zoneAirDistributionEffectiveness, 2),
          unit: '',
        },
        {
          label: 'Zone outdoor airflow Voz',
          value: n(vrp.zoneOutdoorAirflow, 1),
          unit: airflowUnit,
          emphasis: true,
        },
      ],
    });
  }
  const hood = result.kitchenHood;
  if (hood) {
    sections.push({
      title: 'Kitchen hood exhaust',
      rows: [
        {
          label: `Rate, ${hood.hoodStyleLabel.toLowerCase()} over ${hood.applianceDutyLabel.replace(/ \(.*\)$/, '').toLowerCase()} appliances`,
          value: n(hood.ratePerLength, 1),
          unit: hoodRateUnit(system),
        },
        { label: 'Hood length L', value: n(hood.hoodLength, 2), unit: unitLabel('length', system) },
        {
          label: 'Hood exhaust Q = rate × L',
          value: n(hood.exhaustAirflow, 0),
          unit: airflowUnit,
          emphasis: true,
        },
      ],
    });
  }
  if (result.guidance) {
    sections.push({
      title: 'Guidance',
      rows: [
        {
          label: `Recommended for ${result.guidance.label.toLowerCase()}`,
          value: `${result.guidance.minAch}–${result.guidance.maxAch}`,
          unit: 'ACH',
        },
      ],
    });
  }
  return sections;
}

/** The ventilation report: inputs, results, the 62.1 breakdown, guidance, warnings and method. */
export function ventilationReport(input: VentilationInput, result: VentilationResult): ReportBody {
  const notes = result.notes.map((note) => note.message);
  if (result.guidance) notes.push(`Air-change guidance source: ${result.guidance.source}.`);
  return {
    unitSystem: result.unitSystem,
    inputs: inputSections(input),
    results: resultSections(result),
    warnings: result.warnings.map((warning) => warning.message),
    notes,
  };
}
