import { DUCT_FITTINGS, FITTINGS_BY_ID, type FittingCategory } from '@org/hvac-core/duct';
import type { DuctSystemInputDraft } from '@org/hvac-core/duct-system';

/** One fitting as a section's draft holds it. */
export type DuctFittingDraft = NonNullable<
  DuctSystemInputDraft['sections'][number]['fittings']
>[number];

/** A fitting's choice in the type select: its type, or `library:{id}` for a library fitting. */
export function fittingChoice(fitting: DuctFittingDraft): string {
  return fitting.type === 'library' ? `library:${fitting.fittingId}` : fitting.type;
}

/**
 * A new fitting for a choice, keeping the quantity of the one it replaces where both have one.
 *
 * @returns The fitting, or null for a choice that is not one.
 */
export function fittingForChoice(
  choice: string,
  previous?: DuctFittingDraft,
): DuctFittingDraft | null {
  const quantity =
    previous && 'quantity' in previous && previous.quantity !== undefined ? previous.quantity : 1;
  if (choice.startsWith('library:')) {
    const id = choice.slice('library:'.length);
    const fitting = FITTINGS_BY_ID.get(id);
    return fitting
      ? ({ type: 'library', fittingId: fitting.id, quantity } as DuctFittingDraft)
      : null;
  }
  switch (choice) {
    case 'elbow':
      return { type: 'elbow', angle: 90, radiusRatio: 1.5, quantity };
    case 'junction':
      return { type: 'junction', path: 'branch', angle: 90 };
    case 'transition':
      return { type: 'transition', angle: 30 };
    case 'entry':
      return { type: 'entry', radiusRatio: 0 };
    case 'exit':
      return { type: 'exit' };
    case 'custom':
      return { type: 'custom', coefficient: '', source: '', description: '', quantity };
    case 'manufacturer':
      return {
        type: 'manufacturer',
        pressureDrop: '',
        ratedAirflow: '',
        source: '',
        description: '',
      };
    default:
      return null;
  }
}

const CATEGORY_LABELS: Record<FittingCategory, string> = {
  elbow: 'Library: elbows',
  junction: 'Library: tees and wyes',
  transition: 'Library: transitions',
  entry: 'Library: entries',
  exit: 'Library: exits',
  damper: 'Library: dampers',
};

/** The type select's options: the correlations, own values, then the cited library by category. */
export const FITTING_OPTIONS = (() => {
  const groups = new Map<FittingCategory, { value: string; label: string }[]>();
  for (const fitting of DUCT_FITTINGS) {
    const items = groups.get(fitting.category) ?? [];
    const varies = 'table' in fitting || 'reynoldsCorrection' in fitting;
    items.push({
      value: `library:${fitting.id}`,
      label: `${fitting.name}, C ${varies ? '≈' : '='} ${fitting.lossCoefficient}`,
    });
    groups.set(fitting.category, items);
  }
  return [
    {
      group: 'By geometry (correlations)',
      items: [
        { value: 'elbow', label: 'Smooth elbow by angle and r/D (Idelchik)' },
        { value: 'junction', label: 'Tee or wye at the upstream end (Idelchik)' },
        { value: 'transition', label: 'Transition from the upstream size (Crane)' },
        { value: 'entry', label: 'Entry from a room, by edge radius (Idelchik)' },
        { value: 'exit', label: 'Free discharge, C = 1' },
      ],
    },
    {
      group: 'Own value',
      items: [
        { value: 'custom', label: 'Own loss coefficient C, with its source' },
        { value: 'manufacturer', label: 'Manufacturer’s pressure drop at a rated airflow' },
      ],
    },
    ...[...groups.entries()].map(([category, items]) => ({
      group: CATEGORY_LABELS[category],
      items,
    })),
  ];
})();
