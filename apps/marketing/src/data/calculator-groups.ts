import { z } from 'zod';

/**
 * Feature-page slugs from the product spec (section 2, "Feature pages are driven by a table"): the
 * entries of `src/content/features.yaml`, each built at `/features/{slug}`.
 */
export const FEATURE_SLUGS = [
  'heat-load-calculations',
  'duct-pipe-sizing',
  'bill-of-quantities',
  'pump-refrigerant-sizing',
  'psychrometric-analysis',
  'energy-cost-analysis',
  'acoustic-calculations',
  'ventilation-design',
] as const;

export const FeatureSlugSchema = z.enum(FEATURE_SLUGS);
export type FeatureSlug = z.output<typeof FeatureSlugSchema>;

export const CalculatorGroupSchema = z.object({
  /** Stable kebab-case id, used as the card's anchor (`/#calc-{id}`). */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be kebab-case'),
  /** Card title. */
  name: z.string().trim().min(1, 'name must not be empty'),
  /** One technically precise sentence: the method, not the marketing. */
  description: z.string().trim().min(40, 'description must say what the calculation does'),
  /** What the numbers rest on: the published sources followed, or where a tool takes its data. */
  basis: z.array(z.string().trim().min(1)).min(1, 'every group says what its numbers rest on'),
  /** Where the tool lives in the web app (same origin). */
  appPath: z.string().regex(/^\/[a-z0-9/-]*$/, 'appPath must be a same-origin path'),
  /** `public`: usable without an account; `account`: behind sign-in. */
  access: z.enum(['public', 'account']),
  /** The feature page this group belongs to, when it has one. */
  featureSlug: FeatureSlugSchema.optional(),
  /** A dedicated page that describes this tool better than its feature page (`/features/pipe-sizer`). */
  featurePage: z
    .string()
    .regex(/^\/features\/[a-z0-9-]+$/, 'featurePage must be a path under /features/')
    .optional(),
});
export type CalculatorGroup = z.output<typeof CalculatorGroupSchema>;

/** Every calculator, the equipment scheduler and the ASHRAE reference, in the order the landing page shows them. */
export const calculatorGroups: readonly CalculatorGroup[] = [
  {
    id: 'heat-load',
    name: 'Heat load — cooling and heating',
    description:
      'Design load of a room: conduction through walls, windows and roof from U-values, window solar gain, people, lighting, equipment, infiltration and outdoor air, with sensible and latent loads and the sensible heat ratio.',
    basis: ['ASHRAE Handbook—Fundamentals, ch. 16, 18 and 25'],
    appPath: '/heat-load',
    access: 'public',
    featureSlug: 'heat-load-calculations',
  },
  {
    id: 'building-load',
    name: 'Building load — rooms, zones and air systems',
    description:
      'Hour-by-hour cooling loads of rooms, zones and air systems on the design days by the radiant time series method, with heating loads, block peaks, coil loads and design days read from EnergyPlus weather files.',
    basis: ['ASHRAE Handbook—Fundamentals, ch. 14 and 18', 'ASHRAE Standard 62.1'],
    appPath: '/calculators/building-load',
    access: 'account',
    featureSlug: 'heat-load-calculations',
    featurePage: '/features/building-load',
  },
  {
    id: 'duct-sizing',
    name: 'Duct sizing',
    description:
      'Darcy–Weisbach with a solved Colebrook friction factor, Huebscher equivalent diameters, standard sizes and fitting losses.',
    basis: [
      'ASHRAE Handbook—Fundamentals, ch. 21',
      'SMACNA HVAC Systems Duct Design',
      'EN 1506 round sizes',
    ],
    appPath: '/calculators/duct-sizer',
    access: 'account',
    featureSlug: 'duct-pipe-sizing',
  },
  {
    id: 'duct-system',
    name: 'Duct system design',
    description:
      'A supply and return duct network sized by equal friction, static regain or constant velocity: cited fitting losses, critical path, fan total and external static pressure, balancing dampers, and an existing system’s airflows.',
    basis: [
      'ASHRAE Handbook—Fundamentals, ch. 21',
      'Idelchik, Handbook of Hydraulic Resistance',
      'Crane TP-410',
    ],
    appPath: '/calculators/duct-system',
    access: 'account',
    featureSlug: 'duct-pipe-sizing',
    featurePage: '/features/duct-system',
  },
  {
    id: 'fan',
    name: 'Fan power and motor size',
    description:
      'Air power, shaft power and motor size of a fan from its airflow, pressure and efficiencies, with the fan laws for a new speed or duty.',
    basis: ['ASHRAE Handbook—HVAC Systems and Equipment, ch. 21', 'ANSI/AMCA 210'],
    appPath: '/calculators/fan-calc',
    access: 'account',
  },
  {
    id: 'pipe-sizing',
    name: 'Hydronic pipe sizing',
    description:
      'Darcy–Weisbach friction for water and ethylene or propylene glycol at the operating temperature, velocity limits, and valve and fitting losses from resistance coefficients.',
    basis: ['ASHRAE Handbook—Fundamentals, ch. 22', 'Crane TP-410'],
    appPath: '/calculators/pipe-sizer',
    access: 'account',
    featureSlug: 'duct-pipe-sizing',
    featurePage: '/features/pipe-sizer',
  },
  {
    id: 'hydronic-system',
    name: 'Hydronic system — index circuit, valves and pump',
    description:
      'A two-pipe water network of risers and terminals: the index circuit, control valves sized for their authority, balancing-valve presets, the pump duty point and the flows with control valves closed.',
    basis: [
      'ASHRAE Handbook—Fundamentals, ch. 22',
      'ASHRAE Handbook—HVAC Systems and Equipment, ch. 13, 44 and 47',
      'Crane TP-410',
      'IEC 60534-2-1',
    ],
    appPath: '/calculators/hydronic-system',
    access: 'account',
    featureSlug: 'pump-refrigerant-sizing',
    featurePage: '/features/hydronic-system',
  },
  {
    id: 'pump-head',
    name: 'Pump head',
    description:
      'Total head along the index circuit — static lift, pipe friction, fittings, valves, coils and strainers — with the hydraulic power ρgQH at the duty point.',
    basis: ['Crane TP-410', 'ASHRAE Handbook—Fundamentals, ch. 22'],
    appPath: '/calculators/pump-head-calc',
    access: 'account',
    featureSlug: 'pump-refrigerant-sizing',
  },
  {
    id: 'refrigerant-pipe-sizing',
    name: 'Refrigerant pipe sizing',
    description:
      'Suction, discharge and liquid lines for R-32, R-410A, R-454B, R-134a, R-290 and more: pressure drop as an equivalent saturation-temperature loss, and minimum riser velocity for oil return.',
    basis: ['ASHRAE Handbook—Refrigeration, ch. 1', 'CoolProp property data'],
    appPath: '/calculators/refrigerant-pipe-sizer',
    access: 'account',
    featureSlug: 'pump-refrigerant-sizing',
  },
  {
    id: 'psychrometric-chart',
    name: 'Psychrometric chart',
    description:
      'Moist-air properties from the Hyland–Wexler saturation pressure at the site’s barometric pressure, with mixing, heating, sensible cooling and cooling-and-dehumidifying processes plotted.',
    basis: ['ASHRAE Handbook—Fundamentals, ch. 1'],
    appPath: '/calculators/psychrometric-chart',
    access: 'account',
    featureSlug: 'psychrometric-analysis',
  },
  {
    id: 'ventilation',
    name: 'Ventilation',
    description:
      'Outdoor air by the ventilation rate procedure, Vbz = Rp·Pz + Ra·Az corrected by zone air distribution effectiveness, alongside airflow from air changes per hour.',
    basis: ['ASHRAE Standard 62.1', 'ASHRAE Handbook—Fundamentals, ch. 16'],
    appPath: '/calculators/ventilation-calc',
    access: 'account',
    featureSlug: 'ventilation-design',
  },
  {
    id: 'acoustics',
    name: 'Acoustics',
    description:
      'NC rating from octave-band levels, room sound pressure from source sound power, and duct-borne noise after straight-duct, elbow and end-reflection attenuation.',
    basis: ['ASHRAE Handbook—HVAC Applications, Noise and Vibration Control'],
    appPath: '/calculators/acoustic-calculator',
    access: 'account',
    featureSlug: 'acoustic-calculations',
  },
  {
    id: 'energy-cost',
    name: 'Energy cost',
    description:
      'Annual energy use and running cost from loads, degree-days or temperature bins, equipment efficiency (AFUE, HSPF, COP, SEER, EER) and your tariffs, to compare options side by side.',
    basis: ['ASHRAE Handbook—Fundamentals, ch. 19'],
    appPath: '/calculators/energy-analysis',
    access: 'account',
    featureSlug: 'energy-cost-analysis',
  },
  {
    id: 'bill-of-quantities',
    name: 'Bill of quantities',
    description:
      'Ductwork, pipework, fittings, insulation and equipment quantities drawn from the project’s calculations, with AI suggestions for items you may have missed and PDF export.',
    basis: ['Quantities from your own sized duct and pipe runs'],
    appPath: '/calculators/boq',
    access: 'account',
    featureSlug: 'bill-of-quantities',
  },
  {
    id: 'equipment-scheduler',
    name: 'Equipment scheduler',
    description:
      'Schedules of air-handling units, fan coils, pumps, chillers and boilers — tag, duty, airflow or water flow, capacity and electrical data — kept with the project they serve.',
    basis: ['Duties carried over from the project’s calculations'],
    appPath: '/calculators/schedules',
    access: 'account',
  },
  {
    id: 'ashrae-reference',
    name: 'ASHRAE reference',
    description:
      'The design data the calculators use — ventilation rates, duct and pipe fitting coefficients, fluid and refrigerant properties — searchable, with the source and edition of every table.',
    basis: ['ASHRAE Handbook—Fundamentals', 'ASHRAE Standard 62.1'],
    appPath: '/reference',
    access: 'account',
  },
];

/** Where a group's "learn more" link leads: its dedicated page, else its feature page. */
export function groupFeaturePath(group: CalculatorGroup): string | undefined {
  return group.featurePage ?? (group.featureSlug ? `/features/${group.featureSlug}` : undefined);
}
