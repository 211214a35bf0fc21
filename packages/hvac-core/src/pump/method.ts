import type { DomainMethodStep } from '../_lib/method-step.js';

/** One step of the pump-head method, for the report and the reference library. */
export type PumpHeadMethodStep = DomainMethodStep;

const SE2020_CH44 = 'ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 "Centrifugal Pumps"';
const SE2020_CH13 =
  'ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 "Hydronic Heating and Cooling"';
const F2021_CH22 = 'ASHRAE Handbook—Fundamentals (2021), ch. 22 "Pipe Design"';
const CRANE =
  'Crane Co., Technical Paper No. 410, Flow of Fluids Through Valves, Fittings and Pipe, pp. A-26 to A-29';

/** The pump-head method, step by step in the order `calculatePumpHead` applies it. */
export const PUMP_HEAD_METHOD: readonly PumpHeadMethodStep[] = [
  {
    id: 'fluidProperties',
    title: 'Properties of the pumped liquid',
    formula: 'ρ(T), μ(T), ν = μ/ρ for water or ethylene / propylene glycol at 20–50 % by mass',
    notes:
      'Interpolated in tables generated with CoolProp at the entered temperature; glycol outside its table (near freezing) is refused.',
    reference:
      'Bell, Wronski, Quoilin and Lemort (2014), CoolProp, Ind. Eng. Chem. Res. 53(6):2498–2508 (IAPWS-95 water; Melinder incompressible-fluid models for glycol)',
  },
  {
    id: 'sectionFriction',
    title: 'Friction of each pipe section',
    formula:
      'hf = f · (L/D) · V²/(2g), V = Q/A; 1/√f = −2 log10(ε/(3.7 D) + 2.51/(Re √f)) (Colebrook), Re = V D/ν',
    notes:
      'Inside diameters from the material’s standard size table (ASME B36.10, ASTM B88, …). Laminar flow (Re < 2300) uses f = 64/Re; the transition zone is flagged. Each section may carry its own flow.',
    reference: `${F2021_CH22}; ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid Flow" (Darcy–Weisbach, Colebrook, f = 64/Re)`,
  },
  {
    id: 'fittings',
    title: 'Fittings and valves',
    formula: 'hK = Σ n · K · V²/(2g), K = n_Crane · fT (fT of clean steel of the nominal size)',
    notes:
      'Entrances and exits take fixed K; strainers and custom fittings take the manufacturer’s K or equivalent length (Le converts to K = f · Le/D).',
    reference: CRANE,
  },
  {
    id: 'components',
    title: 'Components (coils, chillers, boilers, control valves)',
    formula: 'H = Δp/(ρ g); Δp from ft of water (62.4 lb/ft³ column) or kPa as rated',
    notes:
      'Rated pressure drops at the design flow, from the manufacturer’s data; converted to a column of the pumped liquid, so a denser glycol solution needs slightly less head for the same pressure drop.',
    reference: `${SE2020_CH13} (pressure drop of the index circuit)`,
  },
  {
    id: 'staticHead',
    title: 'Static head',
    formula:
      'Closed loop: Hs = 0. Open system: Hs = z (discharge above the suction liquid surface)',
    notes:
      'In a closed loop the rise and fall of the water balance; the expansion-tank pressure sets the suction pressure, not the pump head.',
    reference: `${SE2020_CH13}; ${SE2020_CH44} (system curves)`,
  },
  {
    id: 'totalDynamicHead',
    title: 'Total dynamic head and design head',
    formula: 'TDH = Σ hf + Σ hK + Σ H_components + Hs; H_design = TDH × (1 + margin/100)',
    notes:
      'The margin covers pipe ageing and uncertain drops; an oversized pump runs to the right of its curve, so keep it modest or balance the system.',
    reference: SE2020_CH44,
  },
  {
    id: 'hydraulicPower',
    title: 'Hydraulic (water) power',
    formula: 'Pw = ρ g Q H (W); whp = gpm × ft × SG / 3960',
    notes: 'At the design flow and the design head (with the margin).',
    reference: `${SE2020_CH44}; ANSI/HI 1.3 (pump power)`,
  },
  {
    id: 'shaftPower',
    title: 'Shaft (brake) power and motor input',
    formula: 'P_shaft = Pw / ηp; P_input = P_shaft / ηm',
    notes:
      'ηp from the pump curve at the duty; ηm from the motor nameplate or IEC 60034-30-1 class.',
    reference: SE2020_CH44,
  },
  {
    id: 'motorSize',
    title: 'Standard motor size',
    formula: 'The smallest standard rating ≥ P_shaft',
    notes:
      'NEMA MG 1 horsepower ratings in Imperial, IEC 60072-1 kW ratings in Metric. Check non-overloading power at the end of the curve for the final selection.',
    reference: 'NEMA MG 1 (2021), Part 10 "Ratings"; IEC 60072-1 (rated outputs)',
  },
  {
    id: 'npshAvailable',
    title: 'Net positive suction head available',
    formula: 'NPSHa = (p_surface − p_vapour − Δp_suction)/(ρ g) + z_s',
    notes:
      'p_surface is absolute (atmosphere for an open tank, the expansion-tank pressure for a closed loop); p_vapour of water by IAPWS-IF97. NPSHa/NPSHr below 1.1 is flagged.',
    reference:
      'ANSI/HI 9.6.1, Rotodynamic Pumps—Guideline for NPSH Margin; IAPWS-IF97 (saturation pressure); ' +
      SE2020_CH44,
  },
  {
    id: 'systemCurve',
    title: 'System curve',
    formula: 'H = Hs + k · Q², k = (TDH − Hs)/Q_design²',
    notes:
      'Through the design point without the margin; friction taken as growing with Q² (fully turbulent flow).',
    reference: SE2020_CH44,
  },
  {
    id: 'operatingPoint',
    title: 'Operating point and speed change',
    formula:
      'H_pump(Q) = Hs + k Q²; at speed ratio r: Q₂ = r Q₁, H₂ = r² H₁, P₂ = r³ P₁ (affinity laws)',
    notes:
      'The pump curve is a monotone cubic through the entered points (Fritsch–Carlson), the crossing found by Brent’s method; of several crossings the highest flow is taken. Efficiency is taken as unchanged with speed.',
    reference: `${SE2020_CH44} (affinity laws); ANSI/HI 1.3; Fritsch and Carlson (1980), SIAM J. Numer. Anal. 17(2):238–246`,
  },
];
