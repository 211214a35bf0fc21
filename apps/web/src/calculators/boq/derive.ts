/**
 * The built-in suggestions engine, on its own so the bill's page loads it only when a project's
 * calculations are read: it brings every calculator's engine and the refrigerant property tables,
 * which a bill without a project (or a project without calculations) never needs (issue 23).
 */
export { deriveBoqSuggestions } from '@org/hvac-core/boq';
