import {
  BTU_PER_HOUR_PER_TON,
  CUBIC_METRES_PER_US_GALLON,
  JOULES_PER_BTU,
  KILOGRAMS_PER_POUND,
  METRES_PER_FOOT,
  METRES_PER_INCH,
  PASCALS_PER_FOOT_OF_WATER,
  PASCALS_PER_INCH_OF_WATER,
  PASCALS_PER_PSI,
  QUANTITIES,
  WATTS_PER_BTU_PER_HOUR,
  WATTS_PER_HORSEPOWER,
  WATTS_PER_TON,
  W_M2K_PER_BTU_HFT2F,
  convertValue,
  unitLabel,
  type Quantity,
} from '../../units/index.js';
import { row } from '../build.js';
import { numberColumn, textColumn } from '../columns.js';
import { referenceDomain, type TableEntry } from '../formulas.js';

/** Names of the product's quantities, as the converter and the tables show them. */
export const QUANTITY_LABELS: Readonly<Record<Quantity, string>> = {
  temperature: 'Temperature',
  temperatureDifference: 'Temperature difference',
  length: 'Length',
  area: 'Area',
  volume: 'Volume',
  ductDimension: 'Duct dimension',
  pipeDiameter: 'Pipe diameter',
  uValue: 'U-value',
  thermalResistance: 'Thermal resistance',
  layerThickness: 'Layer thickness',
  conductivity: 'Thermal conductivity',
  density: 'Density',
  specificHeat: 'Specific heat',
  heatRate: 'Heat rate',
  electricPower: 'Lighting and equipment load',
  powerDensity: 'Lighting and equipment power density',
  airflow: 'Airflow',
  waterFlow: 'Water flow',
  airVelocity: 'Air velocity',
  waterVelocity: 'Water velocity',
  ductFrictionRate: 'Duct friction rate',
  ductPressureLoss: 'Duct pressure loss',
  attenuationRate: 'Sound attenuation rate',
  pipeFrictionRate: 'Pipe friction rate',
  pipeHeadLoss: 'Pipe head loss',
  pumpHead: 'Pump head',
  shaftPower: 'Power',
  refrigerantPressure: 'Refrigerant pressure',
  mass: 'Mass',
  massFlow: 'Mass flow',
  refrigerantVelocity: 'Refrigerant velocity',
  degreeDays: 'Degree-days',
};

const QUANTITY_IDS = Object.keys(QUANTITIES) as Quantity[];

const quantities: TableEntry = {
  id: 'unit-conversions',
  title: 'Units of the product and their conversions',
  description:
    'Every quantity the calculators show, its unit in each system and the factor between them (1 Imperial unit in Metric units). Temperatures convert with an offset: °C = (°F − 32) / 1.8.',
  columns: [
    textColumn('quantity', 'Quantity'),
    textColumn('imperial', 'Imperial unit'),
    textColumn('metric', 'Metric unit'),
    numberColumn('factor', '1 Imperial unit in Metric', { significantDigits: 7 }),
  ],
  rows: QUANTITY_IDS.map((quantity) =>
    row(quantity, {
      quantity: QUANTITY_LABELS[quantity],
      imperial: unitLabel(quantity, 'Imperial'),
      metric: unitLabel(quantity, 'Metric'),
      factor:
        quantity === 'temperature'
          ? null
          : convertValue(1, quantity, 'Imperial', 'Metric') -
            convertValue(0, quantity, 'Imperial', 'Metric'),
    }),
  ),
  source:
    'NIST Special Publication 811 (2008), appendix B.8 and B.9; ASHRAE Handbook—Fundamentals (2021), ch. 38',
};

const factors: TableEntry = {
  id: 'unit-factors',
  title: 'Exact and conventional unit factors',
  description: 'The SI factors behind every conversion in the product.',
  columns: [
    textColumn('unit', 'Unit'),
    numberColumn('value', 'Value in SI', { significantDigits: 12 }),
    textColumn('si', 'SI unit'),
  ],
  rows: [
    row('foot', { unit: '1 ft', value: METRES_PER_FOOT, si: 'm' }),
    row('inch', { unit: '1 in', value: METRES_PER_INCH, si: 'm' }),
    row('pound', { unit: '1 lb', value: KILOGRAMS_PER_POUND, si: 'kg' }),
    row('btu', { unit: '1 Btu (International Table)', value: JOULES_PER_BTU, si: 'J' }),
    row('btu-per-hour', { unit: '1 Btu/h', value: WATTS_PER_BTU_PER_HOUR, si: 'W' }),
    row('ton', {
      unit: `1 ton of refrigeration (${BTU_PER_HOUR_PER_TON} Btu/h)`,
      value: WATTS_PER_TON,
      si: 'W',
    }),
    row('gallon', { unit: '1 US gallon', value: CUBIC_METRES_PER_US_GALLON, si: 'm³' }),
    row('horsepower', { unit: '1 hp (550 ft·lbf/s)', value: WATTS_PER_HORSEPOWER, si: 'W' }),
    row('inch-of-water', {
      unit: '1 in. of water (conventional)',
      value: PASCALS_PER_INCH_OF_WATER,
      si: 'Pa',
    }),
    row('foot-of-water', {
      unit: '1 ft of water (conventional)',
      value: PASCALS_PER_FOOT_OF_WATER,
      si: 'Pa',
    }),
    row('psi', { unit: '1 psi', value: PASCALS_PER_PSI, si: 'Pa' }),
    row('u-value', { unit: '1 Btu/h·ft²·°F', value: W_M2K_PER_BTU_HFT2F, si: 'W/m²·K' }),
  ],
  source:
    'NIST Special Publication 811 (2008), appendix B.8 and B.9; water-column units with 1000 kg/m³ and standard gravity (conventional)',
};

/** Units: the product's quantities and the factors behind their conversions. */
export const unitsReference = referenceDomain(
  'units',
  'Units',
  ['heat-load', 'duct', 'pipe', 'ventilation', 'pump'],
  [quantities, factors],
  [],
);
