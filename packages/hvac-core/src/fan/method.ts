import { MOTOR_LOAD_DESIGN_BAND_SOURCE } from './motor-load.js';
import type { DomainMethodStep } from '../_lib/method-step.js';

/** One step of the fan method, for the report and the reference library. */
export type FanMethodStep = DomainMethodStep;

const SE2020_CH21 = 'ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 21 "Fans"';
const AMCA_201 = 'AMCA Publication 201-02 (R2011), Fans and Systems';

/** The fan method, step by step in the order `calculateFan` applies it. */
export const FAN_METHOD: readonly FanMethodStep[] = [
  {
    id: 'totalPressure',
    title: 'Fan total pressure',
    formula: 'p_t = p_s + p_v, p_v = ρ V²/2 with V = Q/A_outlet (I-P: p_v = (V/4005)² in. wg)',
    notes:
      'Standard air (1.204 kg/m³) at the outlet. Without an outlet area the total pressure is taken as the static pressure.',
    reference: `${SE2020_CH21}; ASHRAE Handbook—Fundamentals (2021), ch. 21 (velocity pressure)`,
  },
  {
    id: 'airPower',
    title: 'Air power',
    formula: 'P_air = Q · p (W from m³/s and Pa; I-P: air hp = cfm × in. wg / 6356)',
    notes:
      'With the total pressure, total air power; with the static pressure, static air power. The 6356 divisor rests on water at about 68 °F; the engine uses the conventional inch of water (249.09 Pa), a divisor of 6343, 0.2 % apart.',
    reference: `${SE2020_CH21} (fan total and static efficiency); ANSI/AMCA 210-16 (air power)`,
  },
  {
    id: 'efficiency',
    title: 'Fan static and total efficiency',
    formula: 'ηt = Q · p_t / P_shaft, ηs = Q · p_s / P_shaft',
    notes:
      'From an entered shaft (brake) power. A shaft power below the total air power is refused (efficiency above 100 %).',
    reference: SE2020_CH21,
  },
  {
    id: 'shaftPower',
    title: 'Shaft (brake) power',
    formula: 'P_shaft = Q · p / η (I-P: bhp = cfm × in. wg / (6356 η))',
    notes:
      'From an entered efficiency, with the pressure on the same basis (total with ηt, static with ηs) as the fan catalogue gives it.',
    reference: SE2020_CH21,
  },
  {
    id: 'motor',
    title: 'Motor output, input and size',
    formula:
      'P_motor = P_shaft / η_drive; P_input = P_motor / η_motor; rating = smallest standard ≥ P_motor (1 + margin)',
    notes: `NEMA MG 1 horsepower ratings in Imperial, IEC 60072-1 kW ratings in Metric. A motor that would run below 50 % of its rating is flagged: motors are designed to run at 50 % to 100 % of rated load (${MOTOR_LOAD_DESIGN_BAND_SOURCE}).`,
    reference: 'NEMA MG 1 (2021), Part 10 "Ratings"; IEC 60072-1 (rated outputs)',
  },
  {
    id: 'fanLaws',
    title: 'Fan laws (speed and impeller diameter)',
    formula: 'Q₂ = Q₁ (N₂/N₁)(D₂/D₁)³; p₂ = p₁ (N₂/N₁)²(D₂/D₁)²; P₂ = P₁ (N₂/N₁)³(D₂/D₁)⁵',
    notes:
      'Geometrically similar fans at the same point of rating on the same system curve, air density unchanged; efficiency taken as unchanged. A new duty above the present motor’s rating is flagged.',
    reference: `${SE2020_CH21}, fan laws; ${AMCA_201}`,
  },
];
