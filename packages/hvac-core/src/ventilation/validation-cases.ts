import type { ValidationSource, ValidationTable } from '../validation/types.js';
import {
  breathingZoneOutdoorAirflowM3s,
  zoneOutdoorAirflowM3s,
} from './ventilation-rate-procedure.js';

/**
 * ANSI/ASHRAE Standard 62.1 cases the ventilation rate procedure is checked against: its tests run
 * these tables and the validation page shows them, so both read one source.
 */

const CFM = 0.3048 ** 3 / 60;
const FT2 = 0.3048 ** 2;

const standard = (location: string): ValidationSource => ({
  book: 'ANSI/ASHRAE Standard 62.1, Ventilation and Acceptable Indoor Air Quality',
  edition: '2022',
  location,
});

const BREATHING_ZONE_ROWS: readonly {
  readonly id: string;
  readonly title: string;
  readonly edition: 'I-P' | 'SI';
  readonly rp: number;
  readonly pz: number;
  readonly ra: number;
  readonly az: number;
  readonly expected: number;
}[] = [
  {
    id: 'office-1000-ft2-default',
    title: 'Office 1000 ft², 5 people (default density)',
    edition: 'I-P',
    rp: 5,
    pz: 5,
    ra: 0.06,
    az: 1000,
    expected: 85,
  },
  {
    id: 'office-1000-ft2-10-people',
    title: 'Office 1000 ft², 10 people',
    edition: 'I-P',
    rp: 5,
    pz: 10,
    ra: 0.06,
    az: 1000,
    expected: 110,
  },
  {
    id: 'office-100-m2-si',
    title: 'Office 100 m², 5 people (SI edition)',
    edition: 'SI',
    rp: 2.5,
    pz: 5,
    ra: 0.3,
    az: 100,
    expected: 42.5,
  },
  {
    id: 'corridor-500-ft2',
    title: 'Corridor 500 ft² (Rp = 0)',
    edition: 'I-P',
    rp: 0,
    pz: 0,
    ra: 0.06,
    az: 500,
    expected: 30,
  },
];

export const BREATHING_ZONE_CASES: ValidationTable = {
  id: 'ventilation-breathing-zone-outdoor-airflow',
  title: 'Breathing-zone outdoor airflow, Vbz = Rp·Pz + Ra·Az',
  quantity: 'Outdoor airflow the breathing zone needs',
  implementation: 'ventilation/ventilation-rate-procedure.ts#breathingZoneOutdoorAirflowM3s',
  reference: { kind: 'formula', id: 'breathing-zone-outdoor-airflow' },
  cases: BREATHING_ZONE_ROWS.map(({ id, title, edition, rp, pz, ra, az, expected }) => {
    const ip = edition === 'I-P';
    const flowUnit = ip ? 'cfm' : 'L/s';
    return {
      id,
      title,
      source: standard(
        ip
          ? 'eq. 6-1 with the office rates of table 6-1 (5 cfm/person, 0.06 cfm/ft²)'
          : 'SI edition, eq. 6-1 with the office rates of table 6-1 (2.5 L/s·person, 0.3 L/s·m²)',
      ),
      inputs: [
        { label: 'Rp', value: `${rp} ${flowUnit} per person` },
        { label: 'Pz', value: `${pz} people` },
        { label: 'Ra', value: ip ? `${ra} cfm/ft²` : `${ra} L/s·m²` },
        { label: 'Az', value: ip ? `${az} ft²` : `${az} m²` },
      ],
      expected,
      unit: flowUnit,
      tolerance: { kind: 'absolute', value: 1e-9 },
      toleranceNote: 'Exact arithmetic; the tolerance only absorbs floating-point rounding.',
      compute: () =>
        ip
          ? breathingZoneOutdoorAirflowM3s(rp * CFM, pz, (ra * CFM) / FT2, az * FT2) / CFM
          : breathingZoneOutdoorAirflowM3s(rp / 1000, pz, ra / 1000, az) * 1000,
    };
  }),
};

const ZONE_ROWS: readonly (readonly [
  id: string,
  title: string,
  vbz: number,
  ez: number,
  voz: number,
])[] = [
  ['ez-1-0', 'Ez = 1.0, ceiling supply of cool air', 85, 1.0, 85],
  ['ez-0-8', 'Ez = 0.8, ceiling supply of warm air ≥ 15 °F above space', 85, 0.8, 106.25],
  ['ez-1-2', 'Ez = 1.2, displacement ventilation', 120, 1.2, 100],
];

export const ZONE_OUTDOOR_AIRFLOW_CASES: ValidationTable = {
  id: 'ventilation-zone-outdoor-airflow',
  title: 'Zone outdoor airflow, Voz = Vbz / Ez',
  quantity: 'Outdoor airflow to the zone after its air-distribution effectiveness',
  implementation: 'ventilation/ventilation-rate-procedure.ts#zoneOutdoorAirflowM3s',
  reference: { kind: 'formula', id: 'zone-outdoor-airflow' },
  cases: ZONE_ROWS.map(([id, title, vbz, ez, voz]) => ({
    id,
    title,
    source: standard('eq. 6-2 with Ez of table 6-4 (zone air distribution effectiveness)'),
    inputs: [
      { label: 'Vbz', value: `${vbz} cfm` },
      { label: 'Ez', value: String(ez) },
    ],
    expected: voz,
    unit: 'cfm',
    tolerance: { kind: 'absolute', value: 5e-13 },
    toleranceNote: 'Exact arithmetic; the tolerance only absorbs floating-point rounding.',
    compute: () => zoneOutdoorAirflowM3s(vbz, ez),
  })),
};
