import type { CheckFigures, LoadPeak } from '@org/hvac-core/building-load';
import { fromSi, unitLabel } from '@org/hvac-core/units';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { monthAbbreviation } from '@org/hvac-core/weather';

/** The month's short name (1 → Jan). */
export function monthName(month: number): string {
  return monthAbbreviation(month);
}

/** When a peak occurs: "Jul 16:00" (hour ending, local standard time). */
export function peakTime(peak: Pick<LoadPeak, 'month' | 'hour'>): string {
  return `${monthName(peak.month)} ${String(peak.hour).padStart(2, '0')}:00`;
}

/** A load in W shown in the unit system: Btu/h or W, whole numbers. */
export function load(watts: number, system: UnitSystem): string {
  return formatNumber(fromSi(watts, 'heatRate', system), { maximumFractionDigits: 0 });
}

export function loadUnit(system: UnitSystem): string {
  return unitLabel('heatRate', system);
}

/** An airflow in m³/s shown as cfm or L/s. */
export function airflow(m3s: number | null, system: UnitSystem): string {
  if (m3s === null) return '—';
  return formatNumber(fromSi(m3s, 'airflow', system), { maximumFractionDigits: 0 });
}

export function airflowUnit(system: UnitSystem): string {
  return unitLabel('airflow', system);
}

export function area(m2: number, system: UnitSystem): string {
  return formatNumber(fromSi(m2, 'area', system), { maximumFractionDigits: 0 });
}

export function areaUnit(system: UnitSystem): string {
  return unitLabel('area', system);
}

export function temperature(c: number, system: UnitSystem): string {
  return formatNumber(fromSi(c, 'temperature', system), { maximumFractionDigits: 1 });
}

/** A humidity ratio in kg/kg shown as gr/lb or g/kg, to 0.1. */
export function humidity(w: number, system: UnitSystem): string {
  return formatNumber(system === 'Imperial' ? w * 7000 : w * 1000, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
}

export function humidityUnit(system: UnitSystem): string {
  return system === 'Imperial' ? 'gr/lb' : 'g/kg';
}

/**
 * The three check figures an engineer reads at a glance, with their units, in the unit system.
 * Without a supply airflow (the building as a whole has none of its own), airflow per area is "—",
 * not 0.
 */
export function checkFigureCells(
  check: CheckFigures | null,
  system: UnitSystem,
  airflowM3s: number | null,
): { loadPerArea: string; airPerArea: string; areaPerCapacity: string } {
  if (check === null) return { loadPerArea: '—', airPerArea: '—', areaPerCapacity: '—' };
  const n = (v: number, d: number) => formatNumber(v, { maximumFractionDigits: d });
  const air = (v: number, d: number) => (airflowM3s === null ? '—' : n(v, d));
  return system === 'Imperial'
    ? {
        loadPerArea: n(check.coolingBtuhFt2, 1),
        airPerArea: air(check.airflowCfmFt2, 2),
        areaPerCapacity: n(check.ft2PerTon, 0),
      }
    : {
        loadPerArea: n(check.coolingWm2, 0),
        airPerArea: air(check.airflowLsM2, 1),
        areaPerCapacity: n(check.m2PerKw, 1),
      };
}

export function checkFigureUnits(system: UnitSystem): {
  loadPerArea: string;
  airPerArea: string;
  areaPerCapacity: string;
} {
  return system === 'Imperial'
    ? { loadPerArea: 'Btu/h·ft²', airPerArea: 'cfm/ft²', areaPerCapacity: 'ft²/ton' }
    : { loadPerArea: 'W/m²', airPerArea: 'L/s·m²', areaPerCapacity: 'm²/kW' };
}

/** The component labels of the breakdown. */
export const COMPONENT_LABELS = {
  walls: 'Walls',
  roofs: 'Roofs',
  windowConduction: 'Windows, conduction',
  windowSolar: 'Windows, solar',
  people: 'People',
  lighting: 'Lighting',
  equipment: 'Equipment',
  infiltration: 'Infiltration',
} as const;
