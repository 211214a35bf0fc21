import {
  EQUIPMENT_RADIANT_FRACTIONS,
  LUMINAIRE_RADIANT_FRACTIONS,
  luminaireRadiantFraction,
} from '@org/hvac-core/building-load';

/**
 * Schedule presets: typical occupied hours to start from (edit them to suit the building). They are
 * this tool's assumptions, not the schedules of a standard; the form and the report say so.
 */
export const SCHEDULE_PRESETS = [
  { value: 'office', label: 'Office, 8:00–18:00', start: 8, end: 18 },
  { value: 'retail', label: 'Retail, 9:00–21:00', start: 9, end: 21 },
  { value: 'school', label: 'School, 7:00–16:00', start: 7, end: 16 },
  { value: 'always', label: '24/7', start: 0, end: 24 },
] as const;

export const ORIENTATION_LABELS: Record<string, string> = {
  N: 'North',
  NE: 'Northeast',
  E: 'East',
  SE: 'Southeast',
  S: 'South',
  SW: 'Southwest',
  W: 'West',
  NW: 'Northwest',
  roof: 'Roof',
  horizontal: 'Horizontal (skylight)',
};

export const orientationOptions = <T extends string>(orientations: readonly T[]) =>
  orientations.map((o) => ({ value: o, label: ORIENTATION_LABELS[o] ?? o }));

/**
 * The radiant-fraction presets of a room: lighting by luminaire (the middle of ASHRAE F ch. 18
 * table 3's range), equipment from table 14 (office equipment) and §2.3 (motors).
 */
export const FRACTION_PRESETS = [
  {
    fraction: 'lightingRadiantFraction',
    label: 'Luminaire (ASHRAE F ch. 18, table 3)',
    customLabel: 'Other: enter the fraction',
    options: LUMINAIRE_RADIANT_FRACTIONS.map((row) => ({
      value: row.id,
      label: `${row.luminaire} (${luminaireRadiantFraction(row)})`,
      fraction: luminaireRadiantFraction(row),
    })),
  },
  {
    fraction: 'equipmentRadiantFraction',
    label: 'Equipment (ASHRAE F ch. 18, table 14)',
    customLabel: 'Other: enter the fraction (tables 6–12)',
    options: EQUIPMENT_RADIANT_FRACTIONS.map((row) => ({
      value: row.id,
      label: `${row.equipment} (${row.radiantFraction})`,
      fraction: row.radiantFraction,
    })),
  },
] as const;
