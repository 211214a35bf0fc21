import { numericValue } from '../../_lib/form-number.js';
import type { UnitSystem } from '../../units/index.js';
import { chartRangeFor, psychrometricChartGeometry } from './geometry.js';
import type { ChartGeometry, ChartPoint } from './geometry.js';
import type { PsychrometricChartDraft } from './schema.js';

/** What the tables were computed at: the result's unit system and barometric pressure. */
export interface ComputedConditions {
  readonly unitSystem: UnitSystem;
  /** psia or kPa. */
  readonly pressure: number;
}

/**
 * The chart geometry at the pressure the tables and the report use, widened to show every state.
 * With a result (current or the last valid one), the chart takes the result's unit system and
 * pressure together, so it is never drawn at one pressure while the tables give another (a draft
 * in the middle of a unit switch holds one system, a kept result the other). Without one, it takes
 * the draft's pressure or altitude. A window that cannot be drawn falls back to the default window
 * at the same pressure, never to sea level.
 *
 * @param draft - The chart's draft: its unit system and its pressure or altitude as typed.
 * @param computed - The unit system and pressure of the result the tables show, or null.
 * @param points - The states to show (`chartPointOf`), which widen the window.
 * @returns The chart's lines, at the result's pressure when there is one.
 * @example chartGeometryFor({ unitSystem: 'Imperial', altitude: 0 }, null, []).pressure //=> 14.696
 */
export function chartGeometryFor(
  draft: Pick<PsychrometricChartDraft, 'unitSystem' | 'pressure' | 'altitude'>,
  computed: ComputedConditions | null,
  points: readonly ChartPoint[],
): ChartGeometry {
  const unitSystem = computed?.unitSystem ?? draft.unitSystem;
  const pressure = computed?.pressure ?? numericValue(draft.pressure);
  const altitude = computed === null ? numericValue(draft.altitude) : undefined;
  const at = { unitSystem, pressure, altitude };
  try {
    return psychrometricChartGeometry({ ...at, range: chartRangeFor(unitSystem, points) });
  } catch {
    try {
      return psychrometricChartGeometry(at);
    } catch {
      // Only a draft's own invalid pressure gets here (a result's pressure is valid); its field
      // says why, and the chart says which pressure it is drawn at.
      return psychrometricChartGeometry({ unitSystem });
    }
  }
}
