import type { DomainMethodStep } from '../_lib/method-step.js';

/** One step of the hydronic-system method, for the report and the reference library. */
export type HydronicSystemMethodStep = DomainMethodStep;

const F2021 = 'ASHRAE Handbook—Fundamentals (2021)';
const SE2020 = 'ASHRAE Handbook—HVAC Systems and Equipment (2020)';
const CRANE =
  'Crane Co., Technical Paper No. 410, Flow of Fluids Through Valves, Fittings and Pipe (2009)';
const TA =
  'TA Hydronics (R. Petitjean), Balancing of Distribution Systems, Manual No. 2, 2nd ed. (2000)';

const VVP45 =
  'Siemens, Acvatix 2-port and 3-port valves PN 16 VVP45.., data sheet CE1N4845en (2011), type summary';
const STAD = 'IMI TA, STAD balancing valves DN 10–50, catalogue leaflet, Kvs fully open';

/** The hydronic-system method, step by step in the order `calculateHydronicSystem` applies it. */
export const HYDRONIC_SYSTEM_METHOD: readonly HydronicSystemMethodStep[] = [
  {
    id: 'network',
    title: 'The two-pipe network',
    formula:
      'Supply sections: a tree from the plant; return sections: a tree into the plant; Q_section = Σ Q of the terminals it serves',
    notes:
      'Direct and reverse return are both trees on each side; each terminal joins a supply node and a return node. Loops within the supply or the return side (ring mains) and primary–secondary decouplers are not modelled.',
    reference: `${SE2020}, ch. 13 "Hydronic heating and cooling" (two-pipe direct- and reverse-return systems)`,
  },
  {
    id: 'flowFromLoad',
    title: 'Terminal flow from its load',
    formula: 'Q = q / (ρ · cp · Δt), ρ and cp of the liquid at its mean temperature',
    notes:
      'Water or ethylene/propylene glycol from the fluids tables; a terminal may give its flow instead.',
    reference: `${SE2020}, ch. 13 (q = 500 Q Δt for water); CoolProp 8.0.0 (properties)`,
  },
  {
    id: 'pipeLoss',
    title: 'Pipe friction',
    formula:
      'Δp = f (L/D) ρV²/2, f by Colebrook (laminar 64/Re); or Hazen–Williams V = 0.849 C R^0.63 S^0.54',
    notes: 'Inside diameters and roughness from the pipe schedules (ASME B36.10M, ASTM B88, …).',
    reference: `${F2021}, ch. 3 and ch. 22 "Pipe design"; Colebrook (1939)`,
  },
  {
    id: 'pipeSizing',
    title: 'Pipe sizes, when asked ("Size every pipe")',
    formula:
      'Each section and branch: the smallest standard size of its material with Δp/L ≤ the friction-rate limit and V ≤ the velocity limit at its design flow',
    notes:
      'Limits: 4 ft of water/100 ft (400 Pa/m) unless given; 4 ft/s (1.2 m/s) up to 2 in., 10 ft/s (3 m/s) above unless given. When no size meets both, the largest is taken and flagged. Fittings, valves and the index circuit do not enter the choice; sizes change only when the engineer asks, and a reducer follows its upstream pipe.',
    reference: `${F2021}, ch. 22 "Pipe design" (friction rate 1 to 4 ft/100 ft; velocity limits for noise and erosion)`,
  },
  {
    id: 'fittings',
    title: 'Fittings, tees and reducers',
    formula:
      'Fittings K = n·fT; tees K by the flow ratio q = Q_branch/Q_combined on the combined velocity (diverging branch G[1 + H(q/β²)² − J(q/β²)cos θ], run M q²; converging branch C[1 + (q/β²)² − 2(1 − q)² − F q²/β²], run 1.55q − q²); reducers K₁ = 0.8 sin(θ/2)(1 − β²) (≤ 45°) or 0.5√sin(θ/2)(1 − β²), increasers 2.6 sin(θ/2)(1 − β²)² or (1 − β²)²',
    notes:
      'Tee K may be negative (the run of a diverging tee regains pressure). Fitting K is fixed at the design flow; equivalent lengths use the design friction factor.',
    reference: `${CRANE}, pp. A-26 to A-30 and examples 7-35, 7-36; Rennels and Hudson (2012), Pipe Flow, ch. 15`,
  },
  {
    id: 'components',
    title: 'Coils, heat exchangers, strainers, plant',
    formula: 'Δp = Δp_rated (Q/Q_rated)², or Δp = (ρ/ρ₀)(Q/Kv)² bar',
    notes:
      'Rated drops from the manufacturer’s data; without a rated flow the drop is taken at the design flow.',
    reference: `${SE2020}, ch. 13; IEC 60534-2-1 (2011), eq. 1`,
  },
  {
    id: 'controlValves',
    title: 'Control valves for a target authority',
    formula:
      'β = Δp_v / (Δp_v + Δp_rest); Δp_v = β/(1 − β) Δp_rest; Kv = Q √(ρ/ρ₀ / (Δp_v/1 bar)); Kvs = the largest catalogue value ≤ Kv (R5: 1.0, 1.6, 2.5, 4.0, 6.3 per decade, or R10); Cv = 1.156 Kv',
    notes:
      'Δp_rest is the rest of the terminal circuit whose flow the valve varies: its coil and components, branch pipe, tees and balancing valve fully open, at design flow. Rounding the Kvs down keeps the authority at or above the target. Body size (DN, nominal inches): the smallest body of a representative two-way globe valve series whose largest Kvs reaches the valve’s (Siemens VVP45: DN 10 1.6, DN 15 2.5, DN 20 4.0, DN 25 10, DN 32 16, DN 40 25); a valve chosen by the engine above the series, or with a body larger than its branch pipe, is flagged.',
    reference: `IEC 60534-1 and 60534-2-1; ISO 3:1973 (Renard series); CIBSE Guide H (2009); ${SE2020}, ch. 47 "Valves"; ${VVP45}`,
  },
  {
    id: 'indexCircuit',
    title: 'Index circuit',
    formula:
      'Δp_circuit = Σ Δp of its supply path, terminal (with valves fully open) and return path, plus the plant; index = the largest',
    notes:
      'Found again on every calculation with the chosen valves in place, since a valve can move it; the result also names the index by pipes and components alone.',
    reference: `${SE2020}, ch. 13; ${TA}`,
  },
  {
    id: 'balancing',
    title: 'Balancing-valve presets',
    formula:
      'excess = Δp_index − Δp_circuit; Δp_set = Δp_open + excess; Kv_set = Q / √(Δp_set / 1 bar) (× √(ρ/ρ₀))',
    notes:
      'The index circuit’s valve stays fully open. A valve the engine sizes is a catalogued body, IMI TA STAD (Kvs fully open: DN 10 1.47, DN 15 2.52, DN 20 5.70, DN 25 8.70, DN 32 14.2, DN 40 19.2, DN 50 33.0): the largest body whose fully open Kvs is at or below the Kv that drops the least drop (default 3 kPa, about 1 ft of water) at design flow, so that fully open it drops at least that much (a design choice so the reading is measurable; Kvs rounded down as CIBSE Guide H selects valves), and no larger than its branch pipe (a design rule: a balancing valve is chosen for its Kv, fitted line size or smaller, never larger, since a larger body needs expanders and only lowers the drop it is read by). Its Kvs, preset and opening are that body’s; the Kvs series applies to control valves only. When even the smallest body that fits drops less than the least drop, that body is taken and flagged; when the pipe is smaller than DN 10, DN 10 is taken and flagged as larger than the pipe; above DN 50’s Kvs, DN 50 (or the largest that fits) is taken and drops more than the least drop. An entered Kvs keeps its value; its body is the smallest STAD body whose fully open Kvs reaches it, not flagged. Solved as a network at the index pressure, the balanced design gives every circuit its design flow.',
    reference: `${TA}; CIBSE Commissioning Code W (2010); CIBSE Guide H (2009); IEC 60534-2-1; ${STAD}`,
  },
  {
    id: 'pump',
    title: 'Pump duty',
    formula:
      'System curve Δp = k Q², k = Δp_index / Q_design²; pump curve Δp = Σ aₖ Qᵏ by least squares (order 2 or 3), at speed s: aₖ s^(2−k); duty where they cross (Brent); P = Q Δp / (η_pump η_motor)',
    notes:
      'Closed loop: no static head. Heads are columns of the pumped liquid, H = Δp/(ρg). Motors from NEMA MG 1 (hp) or IEC 60072-1 (kW).',
    reference: `${SE2020}, ch. 44 "Centrifugal pumps"; Press et al. (2007), Numerical Recipes, §15.4`,
  },
  {
    id: 'partLoad',
    title: 'Part load: the network solved',
    formula:
      'For every open circuit: Δp_pump(ΣQ) = Σ Δp_e(Q_e); Newton on the circuit flows with the Jacobian Σ_e g_e 1 1ᵀ over the circuits through e (g = dΔp/dQ), Cholesky, halving steps',
    notes:
      'Closed control valves remove their circuits; the others keep their design settings. The pump runs on its fitted curve (fixed speed) or holds its design pressure (variable speed). Friction factors and tee coefficients follow the flows.',
    reference: `Todini and Pilati (1988), gradient method for pipe networks; ${SE2020}, ch. 13 and ch. 44`,
  },
];
