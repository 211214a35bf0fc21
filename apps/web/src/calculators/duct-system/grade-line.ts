import type { DuctSystemKind, DuctSystemResult } from '@org/hvac-core/duct-system';

/** A point of the pressure grade line: distance from the fan along the path and the pressures there. */
export interface GradePoint {
  /** ft | m from the fan. */
  readonly distance: number;
  /** in. wg | Pa, relative to the room. */
  readonly totalPressure: number;
  readonly staticPressure: number;
  /** The section the point ends or starts. */
  readonly sectionId: string;
}

/** The grade line of a side's critical path, with the side it belongs to. */
export interface GradeLine {
  readonly system: DuctSystemKind;
  readonly points: readonly GradePoint[];
}

/**
 * The total and static pressure along a critical path from the fan: each section's pressures at its
 * fan end and at its far end, at the distance of each end (the sum of the lengths before it). On
 * the supply side the fan end is the section's inlet; on the return and exhaust side, where the
 * air flows toward the fan, it is its outlet. The supply side's line when there is one, else the
 * other side's; null when there is no critical path.
 */
export function criticalGradeLine(result: DuctSystemResult): GradeLine | null {
  const system: DuctSystemKind | undefined = result.criticalPaths.supply
    ? 'supply'
    : result.criticalPaths.return
      ? 'return'
      : result.criticalPaths.exhaust
        ? 'exhaust'
        : undefined;
  if (system === undefined) return null;
  const ids = result.criticalPaths[system] ?? [];
  const byId = new Map(result.sections.map((section) => [section.id, section]));
  const points: GradePoint[] = [];
  let distance = 0;
  for (const id of ids) {
    const section = byId.get(id);
    if (section === undefined) continue;
    const supply = system === 'supply';
    points.push({
      distance,
      totalPressure: supply ? section.totalPressureInlet : section.totalPressureOutlet,
      staticPressure: supply ? section.staticPressureInlet : section.staticPressureOutlet,
      sectionId: id,
    });
    distance += section.length;
    points.push({
      distance,
      totalPressure: supply ? section.totalPressureOutlet : section.totalPressureInlet,
      staticPressure: supply ? section.staticPressureOutlet : section.staticPressureInlet,
      sectionId: id,
    });
  }
  return points.length === 0 ? null : { system, points };
}
