import { formatNumber } from '@org/ui';
import {
  refrigerantGwp100,
  refrigerantInfo,
  type LineOrientation,
  type LineType,
  type RefrigerantId,
  type RefrigerantLineResult,
} from '@org/hvac-core/refrigerant';
import { JOULES_PER_BTU, KILOGRAMS_PER_POUND, METRES_PER_FOOT } from '@org/hvac-core/units';

/** Line types as the form and report name them. */
export const LINE_TYPE_LABELS: Record<LineType, string> = {
  suction: 'Suction',
  discharge: 'Hot-gas discharge',
  liquid: 'Liquid',
};

/** Orientations as the form and report name them. */
export const LINE_ORIENTATION_LABELS: Record<LineOrientation, string> = {
  horizontal: 'Horizontal',
  riser: 'Riser (upward flow)',
};

/** Refrigerant kinds in words. */
export const REFRIGERANT_KIND_LABELS = {
  pure: 'Pure fluid',
  nearAzeotrope: 'Near-azeotropic blend',
  zeotrope: 'Zeotropic blend',
} as const;

/** "2,088": a refrigerant's GWP100 (IPCC AR4 basis, from hvac-core) as the form and report show it. */
export function refrigerantGwpText(id: RefrigerantId): string {
  return formatNumber(refrigerantGwp100(id), { maximumFractionDigits: 0 });
}

/**
 * "R-410A (A1, GWP 2,088)": the designation, its ASHRAE 34 safety group and its GWP100, as the
 * refrigerant list shows it.
 */
export function refrigerantOptionLabel(id: RefrigerantId): string {
  const info = refrigerantInfo(id);
  return `${info.label} (${info.safetyGroup}, GWP ${refrigerantGwpText(id)})`;
}

/** The refrigerating effect in Btu/lb in Imperial, kJ/kg in Metric (1 Btu/lb = 2.326 kJ/kg). */
export function refrigeratingEffect(result: RefrigerantLineResult): number {
  const kJkg = result.cycle.refrigeratingEffectKJKg;
  return result.unitSystem === 'Imperial'
    ? (kJkg * 1000 * KILOGRAMS_PER_POUND) / JOULES_PER_BTU
    : kJkg;
}

/** The fluid's density in the line in lb/ft³ in Imperial, kg/m³ in Metric. */
export function lineDensity(result: RefrigerantLineResult): number {
  const kgM3 = result.fluid.densityKgM3;
  return result.unitSystem === 'Imperial'
    ? (kgM3 * METRES_PER_FOOT ** 3) / KILOGRAMS_PER_POUND
    : kgM3;
}
