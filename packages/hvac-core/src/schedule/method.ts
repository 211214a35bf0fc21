import type { DomainMethodStep } from '../_lib/method-step.js';

/** One step of how a schedule is checked and filled, with its source. */
export type ScheduleMethodStep = DomainMethodStep;

/**
 * How the schedule's rows are checked and filled from a project's calculations, for the report's
 * method section. The numbers a filled row holds are the calculators' own results, recomputed from
 * the saved inputs with the current engine.
 */
export const SCHEDULE_METHOD: readonly ScheduleMethodStep[] = [
  {
    id: 'tags',
    title: 'Tags and columns',
    formula: 'tag = prefix-number[letter], e.g. AHU-1; unique within the schedule, ignoring case',
    notes:
      'Each equipment type has its prefixes and columns. Packaged and refrigerant equipment gives MCA and MOCP (MOCP ≥ MCA); single-motor equipment gives FLA.',
    reference:
      'NFPA 70, National Electrical Code (2023), arts. 430 and 440 (440.4(B) nameplate MCA and maximum overcurrent protection)',
  },
  {
    id: 'heatLoad',
    title: 'Capacity from a heat load',
    formula: 'capacity = design load of the saved heat load (with its safety factor)',
    notes:
      'A cooling calculation fills the cooling capacity, a heating one the heating capacity, rounded to whole Btu/h or W.',
    reference: 'ASHRAE Handbook—Fundamentals (2021), ch. 18',
  },
  {
    id: 'pumpHead',
    title: 'Flow, head and motor from a pump head',
    formula:
      'water flow = design flow; pump head = design head; motor = next standard rating ≥ shaft power',
    notes:
      'Electrical input is the motor input power in kW. Motor ratings are NEMA horsepower (Imperial) or IEC kilowatts (Metric).',
    reference:
      'ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44; NEMA MG 1 (2021) Part 10; IEC 60072-1',
  },
  {
    id: 'airflow',
    title: 'Airflow from a ventilation or duct calculation',
    formula: 'airflow = required airflow (ventilation) or design airflow (duct)',
    notes: 'Rounded to whole cfm or 0.1 L/s.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 16 and ch. 21; ANSI/ASHRAE Standard 62.1-2022, 6.2',
  },
  {
    id: 'connectedLoad',
    title: 'Connected electrical load',
    formula: 'connected load = Σ electrical input of the rows that give one, kW',
    notes: 'A plain sum: no diversity or demand factor is applied.',
    reference: 'NFPA 70, National Electrical Code (2023), art. 220',
  },
];
