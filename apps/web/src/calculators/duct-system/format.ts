import {
  DUCT_SYSTEM_RESULT_DECIMALS,
  type DuctSystemResult,
  type DuctSystemResultQuantity,
  type DuctSystemSectionResult,
} from '@org/hvac-core/duct-system';
import { unitLabel, type UnitSystem } from '@org/hvac-core/units';
import { formatFixed, formatNumber } from '@org/ui';

/** A result in its quantity's unit, to the engine's decimals ("0.083", "1,250"); "—" if not finite. */
export function quantityText(
  value: number,
  quantity: DuctSystemResultQuantity,
  unitSystem: UnitSystem,
): string {
  return formatFixed(value, DUCT_SYSTEM_RESULT_DECIMALS[quantity][unitSystem]);
}

/** A result with its unit: "0.083 in. wg". */
export function quantityWithUnit(
  value: number,
  quantity: DuctSystemResultQuantity,
  unitSystem: UnitSystem,
): string {
  return `${quantityText(value, quantity, unitSystem)} ${unitLabel(quantity, unitSystem)}`;
}

/** The unit of a quantity, for a column header. */
export function unitOf(quantity: DuctSystemResultQuantity, unitSystem: UnitSystem): string {
  return unitLabel(quantity, unitSystem);
}

/** A plain coefficient or ratio, three significant decimals at most. */
export function coefficientText(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 3 });
}

/** A section's size: "Ø 12.0 in", "24.0 × 12.0 in", "24.0 × 12.0 in flat oval". */
export function sizeText(section: DuctSystemSectionResult, unitSystem: UnitSystem): string {
  const unit = unitLabel('ductDimension', unitSystem);
  const dim = (value: number) => quantityText(value, 'ductDimension', unitSystem);
  if (section.diameter !== undefined) return `Ø ${dim(section.diameter)} ${unit}`;
  const rect = `${dim(section.width ?? 0)} × ${dim(section.height ?? 0)} ${unit}`;
  return section.shape === 'flatOval' ? `${rect} flat oval` : rect;
}

/** A section as tables name it: its id, and its name when it has one ("S2 East branch"). */
export function sectionLabel(section: { readonly id: string; readonly name: string }): string {
  return section.name === '' || section.name === section.id
    ? section.id
    : `${section.id} ${section.name}`;
}

/** A path's terminal as tables name it: the terminal's name, else its section's id. */
export function terminalLabel(path: DuctSystemResult['paths'][number]): string {
  return path.terminalName === '' ? path.terminalSectionId : path.terminalName;
}

const SYSTEM_LABELS = { supply: 'Supply', return: 'Return', exhaust: 'Exhaust' } as const;

/** "Supply", "Return", "Exhaust". */
export function systemLabel(system: keyof typeof SYSTEM_LABELS): string {
  return SYSTEM_LABELS[system];
}

/** The sizing method's name. */
export const SIZING_METHOD_LABELS = {
  equalFriction: 'Equal friction',
  staticRegain: 'Static regain',
  constantVelocity: 'Constant velocity',
} as const;

/** A critical path as a line: "S1 → S2 → D2". */
export function pathText(sectionIds: readonly string[]): string {
  return sectionIds.join(' → ');
}
