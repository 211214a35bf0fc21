import type { UnitSystem } from '@org/hvac-core/units';

/** Unit labels of the 62.1 rates in a unit system: per person and per floor area. */
export function ventilationRateUnits(unitSystem: UnitSystem): {
  perPerson: string;
  perArea: string;
} {
  return unitSystem === 'Imperial'
    ? { perPerson: 'cfm/person', perArea: 'cfm/ft²' }
    : { perPerson: 'L/s·person', perArea: 'L/s·m²' };
}

/** The label of the airflow result in each mode. */
export function airflowLabel(mode: string): string {
  if (mode === 'airChangesFromAirflow') return 'Airflow';
  if (mode === 'ventilationRateProcedure') return 'Zone outdoor airflow (Voz)';
  if (mode === 'kitchenHood') return 'Hood exhaust airflow';
  return 'Required airflow';
}

/** The unit label of a hood's exhaust per length of hood: cfm/ft or L/s·m. */
export function hoodRateUnit(unitSystem: UnitSystem): string {
  return unitSystem === 'Imperial' ? 'cfm/ft' : 'L/s per m';
}
