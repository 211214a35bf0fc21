import type { ProjectTemplate } from '@org/data';
import type { BoqDraft } from '@org/hvac-core/boq';
import type { DuctInputDraft } from '@org/hvac-core/duct';
import type { HeatLoadInputDraft } from '@org/hvac-core/heat-load';
import type { PipeInputDraft } from '@org/hvac-core/pipe';
import type { VentilationInputDraft } from '@org/hvac-core/ventilation';

/**
 * The three project templates of spec §9. Each file's `data` is the calculator's own input object
 * (the spec's fields at the top level of `data`, as the calculators save them), valid against its
 * hvac-core schema (templates.test.ts proves it), so a template file opens in its calculator as if a
 * user had saved it. Only types are imported from hvac-core: the schemas stay out of this chunk.
 *
 * Numbers are Imperial (°F, ft², Btu/h·ft²·°F, cfm, fpm, in. wg/100 ft, gpm, ft of water/100 ft) and
 * describe plausible, modest buildings: a template is a starting point the user edits.
 */

/** A template as offered in the Create Project from Template modal. */
export interface ProjectTemplateEntry extends ProjectTemplate {
  /** Stable id, for keys and test ids. */
  readonly id: string;
  readonly description: string;
}

/** Spec §9: the default currency symbol in templates. */
export const TEMPLATE_CURRENCY = '$';

const officeHeatLoad = {
  unitSystem: 'Imperial',
  calculationMode: 'Cooling',
  roomName: 'Open-plan office',
  outdoorTemp: 95,
  indoorTemp: 75,
  wallArea: 1200,
  wallUValue: 0.08,
  windowArea: 240,
  windowUValue: 0.45,
  roofArea: 1500,
  roofUValue: 0.05,
  numPeople: 10,
  lightingLoad: 1500,
  equipmentLoad: 2000,
  ventilationRate: 170,
  activityLevel: 'moderatelyActiveOfficeWork',
  outdoorRelativeHumidity: 40,
  indoorRelativeHumidity: 50,
  windowShgc: 0.4,
  windowOrientation: 'S',
  floorArea: 1500,
  ceilingHeight: 9,
  infiltrationAch: 0,
  safetyFactorPercent: 10,
  creditInternalGainsInHeating: false,
} as const satisfies HeatLoadInputDraft;

const officeSupplyDuct = {
  calculationName: 'Main supply duct',
  unitSystem: 'Imperial',
  airflow: 2400,
  ductShape: 'rectangular',
  aspectRatio: 2,
  sizingMethod: 'friction',
  targetFriction: 0.08,
  ductLength: 80,
  fittings: [
    { id: 'elbow-1', type: 'rect-elbow-mitred-90-single-vanes', quantity: 2 },
    { id: 'tee-1', type: 'rect-tee-straight-through', quantity: 3 },
  ],
  material: 'galvanizedSteel',
  altitude: 0,
  application: 'main',
  roundingMode: 'standard',
} as const satisfies DuctInputDraft;

/** An item with its total, quantity × rate (exact here: whole cents). */
const boqItem = (
  id: string,
  description: string,
  quantity: number,
  unit: string,
  rate: number,
) => ({
  id,
  description,
  quantity,
  unit,
  rate,
  total: Math.round(quantity * rate * 100) / 100,
});

const officeBoq = {
  currency: TEMPLATE_CURRENCY,
  items: [
    boqItem('item-1', 'Split-system air conditioner, 3 ton (36,000 Btu/h)', 2, 'no.', 4200),
    boqItem(
      'item-2',
      'Galvanized steel rectangular ductwork, supplied and installed',
      450,
      'lb',
      9.5,
    ),
    boqItem('item-3', 'Supply air ceiling diffuser, 24 x 24 in, with damper', 12, 'no.', 145),
  ],
} as const satisfies BoqDraft;

const residentialHeating = {
  unitSystem: 'Imperial',
  calculationMode: 'Heating',
  roomName: 'Whole house (heating)',
  outdoorTemp: 10,
  indoorTemp: 70,
  wallArea: 1800,
  wallUValue: 0.06,
  windowArea: 300,
  windowUValue: 0.3,
  roofArea: 1600,
  roofUValue: 0.03,
  numPeople: 4,
  lightingLoad: 800,
  equipmentLoad: 1000,
  ventilationRate: 90,
  activityLevel: 'seatedVeryLightWork',
  // A house: ASHRAE 62.1 leaves dwellings to 62.2, so its ventilation is not checked as an office.
  ventilationSpaceType: 'dwelling',
  windowShgc: 0.3,
  windowOrientation: 'S',
  floorArea: 1600,
  ceilingHeight: 9,
  infiltrationAch: 0.35,
  safetyFactorPercent: 10,
  creditInternalGainsInHeating: false,
} as const satisfies HeatLoadInputDraft;

const residentialCooling = {
  ...residentialHeating,
  calculationMode: 'Cooling',
  roomName: 'Whole house (cooling)',
  outdoorTemp: 92,
  indoorTemp: 75,
  outdoorRelativeHumidity: 45,
  indoorRelativeHumidity: 50,
} as const satisfies HeatLoadInputDraft;

const residentialHydronicLoop = {
  calculationName: 'Hydronic heating loop',
  unitSystem: 'Imperial',
  flowRate: 6,
  pipeMaterial: 'copperTypeL',
  pipeLength: 180,
  frictionRate: 4,
  fittings: [
    { id: 'elbow-1', type: 'elbow90Standard', quantity: 12 },
    { id: 'tee-1', type: 'teeThroughRun', quantity: 6 },
    { id: 'valve-1', type: 'ballValve', quantity: 4 },
  ],
  fluid: 'water',
  fluidTemperature: 140,
  method: 'darcyWeisbach',
  equipment: [],
} as const satisfies PipeInputDraft;

/**
 * Spec §9: the hood's capture volume, 12 × 4 × 1 ft, at 300 air changes per hour, as the spec has it.
 * No space type: the commercial-kitchen air-change guidance is for the whole kitchen, not a hood's
 * capture volume, so judging this file against it only warned about the template itself (issue 22).
 */
const kitchenHoodVentilation = {
  calculationName: 'Kitchen hood ventilation',
  unitSystem: 'Imperial',
  roomWidth: 12,
  roomLength: 4,
  roomHeight: 1,
  airChangesPerHour: 300,
  mode: 'airChanges',
} as const satisfies VentilationInputDraft;

/**
 * The hood by the kitchen-hood method: a 5 ft wall-mounted canopy over heavy-duty appliances at the
 * IMC 507.13 minimum of 400 cfm per foot exhausts 2,000 cfm, the exhaust duct's airflow below, from
 * a 20 × 15 × 10 ft kitchen (40 air changes, reported as local exhaust, not judged).
 */
const kitchenHoodExhaust = {
  calculationName: 'Kitchen hood exhaust',
  unitSystem: 'Imperial',
  roomWidth: 20,
  roomLength: 15,
  roomHeight: 10,
  mode: 'kitchenHood',
  hoodStyle: 'wallCanopy',
  applianceDuty: 'heavy',
  hoodLength: 5,
  spaceType: 'commercialKitchen',
} as const satisfies VentilationInputDraft;

const kitchenExhaustDuct = {
  calculationName: 'Kitchen exhaust duct',
  unitSystem: 'Imperial',
  airflow: 2000,
  ductShape: 'round',
  aspectRatio: 1,
  sizingMethod: 'velocity',
  targetVelocity: 1500,
  ductLength: 40,
  fittings: [{ id: 'elbow-1', type: 'CD3-1', quantity: 2 }],
  material: 'galvanizedSteel',
  altitude: 0,
  application: 'kitchenExhaust',
  roundingMode: 'standard',
} as const satisfies DuctInputDraft;

export const PROJECT_TEMPLATES: readonly ProjectTemplateEntry[] = [
  {
    id: 'small-office-fit-out',
    name: 'Small Office Fit-out',
    description:
      'A cooling load for an open-plan office, its main supply duct sized by equal friction, and a basic bill of quantities with 3 items.',
    files: [
      { collection: 'calculations', name: 'Office heat load', data: officeHeatLoad },
      { collection: 'ductCalculations', name: 'Main supply duct', data: officeSupplyDuct },
      { collection: 'boqs', name: 'Basic BoQ', data: officeBoq },
    ],
  },
  {
    id: 'residential-home-new-build',
    name: 'Residential Home (New Build)',
    description:
      'Heating and cooling loads for a new-build house and the pipe sizing of its hydronic heating loop.',
    files: [
      { collection: 'calculations', name: 'Heating load', data: residentialHeating },
      { collection: 'calculations', name: 'Cooling load', data: residentialCooling },
      { collection: 'pipeCalculations', name: 'Hydronic loop', data: residentialHydronicLoop },
    ],
  },
  {
    id: 'restaurant-kitchen-ventilation',
    name: 'Restaurant Kitchen Ventilation',
    description:
      'Kitchen hood ventilation at 300 air changes per hour, the hood exhaust by hood style and appliance duty (2,000 cfm), and the kitchen exhaust duct for it sized at 1500 fpm.',
    files: [
      {
        collection: 'ventilationCalculations',
        name: 'Kitchen hood ventilation',
        data: kitchenHoodVentilation,
      },
      {
        collection: 'ventilationCalculations',
        name: 'Kitchen hood exhaust',
        data: kitchenHoodExhaust,
      },
      { collection: 'ductCalculations', name: 'Kitchen exhaust duct', data: kitchenExhaustDuct },
    ],
  },
];
