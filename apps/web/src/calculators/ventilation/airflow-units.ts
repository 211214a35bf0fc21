/** The label of the airflow result in each mode. */
export function airflowLabel(mode: string): string {
  if (mode === 'airChangesFromAirflow') return 'Airflow';
  if (mode === 'ventilationRateProcedure') return 'Zone outdoor airflow (Voz)';
  if (mode === 'kitchenHood') return 'Hood exhaust airflow';
  return 'Required airflow';
}
