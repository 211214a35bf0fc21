import { units } from '../build.js';
import { referenceDomain, symbol, type FormulaEntry } from '../formulas.js';

const HSE = 'ASHRAE Handbook—HVAC Systems and Equipment (2020)';

const formulas: readonly FormulaEntry[] = [
  {
    id: 'valve-pressure-drop',
    title: 'Pressure drop of a valve by its Kv',
    tex: '\\Delta p = \\frac{\\rho}{\\rho_0} \\left(\\frac{Q}{K_v}\\right)^2 \\cdot 1\\ \\mathrm{bar}, \\qquad C_v = 1.156\\, K_v',
    symbols: [
      symbol('\\Delta p', 'Pressure drop across the valve', units('psi', 'bar')),
      symbol('Q', 'Flow', units('gpm', 'm³/h')),
      symbol('K_v', 'Flow coefficient: m³/h at 1 bar (Cv: US gpm at 1 psi)', units('Cv', 'Kv')),
      symbol('\\rho / \\rho_0', 'Density of the liquid over that of water at 5–40 °C'),
    ],
    validRange: 'Liquids without cavitation or flashing (turbulent, non-choked flow).',
    reference: 'IEC 60534-2-1 (2011), eq. 1 (Q = Kv √(Δp/Δp₀ · ρ₀/ρ)); EN 60534-2-1',
    implementation: 'hydronic-system/valves.ts#valvePressureDropPa',
  },
  {
    id: 'valve-authority',
    title: 'Control valve authority',
    tex: '\\beta = \\frac{\\Delta p_{v}}{\\Delta p_{v} + \\Delta p_{\\mathrm{rest}}}',
    symbols: [
      symbol('\\beta', 'Authority of the control valve, 0 to 1'),
      symbol(
        '\\Delta p_v',
        'Drop of the fully open valve at design flow',
        units('ft of water', 'kPa'),
      ),
      symbol(
        '\\Delta p_{\\mathrm{rest}}',
        'Drop of the rest of the circuit whose flow the valve varies (coil, branch, tees, balancing valve open)',
        units('ft of water', 'kPa'),
      ),
    ],
    validRange: 'Two-way valves at design flow; 0.25 or more for stable control, 0.5 usual.',
    reference:
      'CIBSE Guide H (2009), "Building control systems", valve authority; ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 47 "Valves" (authority of a control valve)',
    implementation: 'hydronic-system/valves.ts#valveAuthority',
  },
  {
    id: 'control-valve-kv-for-authority',
    title: 'Control valve Kv for a target authority',
    tex: '\\Delta p_v = \\frac{\\beta}{1 - \\beta}\\, \\Delta p_{\\mathrm{rest}}, \\qquad K_v = Q \\sqrt{\\frac{\\rho/\\rho_0}{\\Delta p_v / 1\\ \\mathrm{bar}}}',
    symbols: [
      symbol('K_v', 'Required flow coefficient', units('Cv', 'Kv')),
      symbol('\\beta', 'Target authority'),
      symbol('\\Delta p_v', 'Valve drop at design flow', units('ft of water', 'kPa')),
      symbol('Q', 'Design flow of the terminal', units('gpm', 'm³/h')),
    ],
    validRange:
      'Target authority 0.1 to 0.9; the catalogue Kvs is the next value of the R5 or R10 series at or below the required Kv.',
    reference: `CIBSE Guide H (2009); ${HSE}, ch. 47`,
    implementation: 'hydronic-system/valves.ts#controlValveKvForAuthority',
  },
  {
    id: 'control-valve-body',
    title: 'Control valve body size',
    tex: '\\mathrm{DN} = \\min \\{ \\mathrm{DN} : K_{vs,\\max}(\\mathrm{DN}) \\ge K_{vs} \\}',
    symbols: [
      symbol('K_{vs}', 'The valve’s catalogue Kvs (from the R5 or R10 series)', units('Cv', 'Kv')),
      symbol(
        'K_{vs,\\max}(\\mathrm{DN})',
        'Largest Kvs of a body of that size in the valve range',
        units('Cv', 'Kv'),
      ),
    ],
    validRange:
      'Siemens VVP45 two-way globe valves, DN 10 to 40; a larger Kvs is flagged as above the catalogue, and a body larger than its branch pipe is flagged.',
    reference:
      'Siemens, data sheet CE1N4845en (2011), VVP45.. type summary (kvs per DN); IMI TA, STAD balancing valves, catalogue leaflet, table "Female threads" (Kvs fully open per DN)',
    implementation: 'hydronic-system/valve-bodies.ts#valveBodySize',
  },
  {
    id: 'balancing-valve-body',
    title: 'Balancing valve body chosen by the calculator',
    tex: '\\mathrm{DN} = \\max \\{ \\mathrm{DN} \\le \\mathrm{DN}_{\\mathrm{pipe}} : K_{vs}(\\mathrm{DN}) \\le Q \\sqrt{\\frac{\\rho/\\rho_0}{\\Delta p_{\\min} / 1\\ \\mathrm{bar}}} \\}',
    symbols: [
      symbol('K_{vs}(\\mathrm{DN})', 'Kvs of the body fully open', units('Cv', 'Kv')),
      symbol('Q', 'Design flow of the terminal', units('gpm', 'm³/h')),
      symbol(
        '\\Delta p_{\\min}',
        'Least drop of the valve fully open at design flow (3 kPa unless entered)',
        units('ft of water', 'kPa'),
      ),
      symbol('\\mathrm{DN}_{\\mathrm{pipe}}', 'Nominal size of the terminal’s branch pipe'),
    ],
    validRange:
      'IMI TA STAD bodies DN 10 to 50, line size or smaller; a flow too small for the smallest body that fits is flagged (it drops less than the least drop). An entered Cv or Kv is kept.',
    reference:
      'IMI TA, STAD balancing valves, catalogue leaflet, table "Female threads" (Kvs fully open per DN); CIBSE Guide H (2009), valve selection (the catalogue Kvs at or below the required Kv)',
    implementation: 'hydronic-system/valve-bodies.ts#balancingValveBody',
  },
  {
    id: 'balancing-valve-preset',
    title: 'Balancing valve preset',
    tex: '\\Delta p_{\\mathrm{set}} = \\Delta p_{\\mathrm{open}} + (\\Delta p_{\\mathrm{index}} - \\Delta p_{\\mathrm{circuit}}), \\qquad K_{v,\\mathrm{set}} = Q \\sqrt{\\frac{\\rho/\\rho_0}{\\Delta p_{\\mathrm{set}} / 1\\ \\mathrm{bar}}}',
    symbols: [
      symbol(
        '\\Delta p_{\\mathrm{open}}',
        'Drop of the valve fully open at design flow',
        units('ft of water', 'kPa'),
      ),
      symbol(
        '\\Delta p_{\\mathrm{index}}',
        'Index circuit drop, valves open',
        units('ft of water', 'kPa'),
      ),
      symbol(
        '\\Delta p_{\\mathrm{circuit}}',
        'This circuit’s drop, valves open',
        units('ft of water', 'kPa'),
      ),
      symbol('K_{v,\\mathrm{set}}', 'Flow coefficient to preset', units('Cv', 'Kv')),
    ],
    validRange: 'The index circuit’s valve stays fully open (no excess).',
    reference:
      'TA Hydronics (R. Petitjean), Balancing of Distribution Systems, Manual No. 2, 2nd ed. (2000), "the law of proportionality" and presetting by calculation; CIBSE Commissioning Code W (2010)',
    implementation: 'hydronic-system/valves.ts#balancingValvePreset',
  },
  {
    id: 'index-circuit',
    title: 'Index circuit',
    tex: '\\Delta p_{\\mathrm{index}} = \\max_i \\left( \\Delta p_{\\mathrm{supply},i} + \\Delta p_{\\mathrm{terminal},i} + \\Delta p_{\\mathrm{return},i} + \\Delta p_{\\mathrm{plant}} \\right)',
    symbols: [
      symbol(
        '\\Delta p_{\\mathrm{index}}',
        'Drop of the index circuit: the pump’s design pressure',
        units('ft of water', 'kPa'),
      ),
      symbol('i', 'Each terminal’s circuit, with its valves fully open'),
    ],
    validRange: 'Two-pipe direct- or reverse-return networks (trees on each side).',
    reference:
      'ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13; TA Hydronics (R. Petitjean), Balancing of Distribution Systems, Manual No. 2 (2000), "the index circuit"',
    implementation: 'hydronic-system/index-circuit.ts#indexCircuit',
  },
  {
    id: 'hydronic-tee-k',
    title: 'Tee and wye loss by flow ratio (Crane)',
    tex: 'K_{\\mathrm{branch,div}} = G\\left[1 + H\\left(\\frac{q}{\\beta^2}\\right)^2 - J \\frac{q}{\\beta^2} \\cos\\theta\\right], \\quad K_{\\mathrm{run,conv}} = 1.55 q - q^2',
    symbols: [
      symbol('K', 'Resistance coefficient on the combined flow’s velocity pressure'),
      symbol('q', 'Branch flow over combined flow'),
      symbol('\\beta', 'Branch diameter over combined diameter'),
      symbol('\\theta', 'Angle between branch and run', units('°')),
      symbol('G, H, J', 'Crane’s coefficients by β and θ'),
    ],
    validRange: 'Angles 30° to 90°; K may be negative on the run of a diverging tee.',
    reference:
      'Crane Co., Technical Paper No. 410, Flow of Fluids Through Valves, Fittings and Pipe (2009), pp. A-29 and A-30 "Tees and wyes" (with the published errata), examples 7-35 and 7-36; Rennels, D. C. and Hudson, H. M. (2012), Pipe Flow, Wiley, ch. 15',
    implementation: 'hydronic-system/losses.ts#craneTeeK',
  },
  {
    id: 'closed-system-curve',
    title: 'System curve of a closed loop',
    tex: '\\Delta p = k\\, Q^2, \\qquad k = \\frac{\\Delta p_{\\mathrm{index}}}{Q_{\\mathrm{design}}^2}',
    symbols: [
      symbol('\\Delta p', 'Pressure the system needs at a flow', units('ft of water', 'kPa')),
      symbol('Q', 'Flow', units('gpm', 'L/s')),
      symbol('k', 'System coefficient through the design point'),
    ],
    validRange: 'Closed loops (no static head), turbulent flow.',
    reference: `${HSE}, ch. 44 (system curve of a closed system)`,
    implementation: 'hydronic-system/pump-duty.ts#systemCurveK',
  },
  {
    id: 'pump-duty-point',
    title: 'Pump duty point',
    tex: '\\sum_{k} a_k\\, Q^k = k_{\\mathrm{sys}}\\, Q^2',
    symbols: [
      symbol('a_k', 'Coefficients of the least-squares pump curve (order 2 or 3) at running speed'),
      symbol('Q', 'Duty flow', units('gpm', 'L/s')),
      symbol('k_{\\mathrm{sys}}', 'System curve coefficient'),
    ],
    validRange: 'Within the flows of the catalogue points; solved by Brent’s method.',
    reference: `${HSE}, ch. 44 (operating point); Brent (1973)`,
    implementation: 'hydronic-system/pump-duty.ts#dutyPoint',
  },
  {
    id: 'hydronic-part-load',
    title: 'Network at part load (gradient method)',
    tex: '\\Delta p_{\\mathrm{pump}}\\Big(\\sum_j Q_j\\Big) = \\sum_{e \\in c} \\Delta p_e(Q_e) \\quad \\text{for every open circuit } c',
    symbols: [
      symbol('Q_j', 'Flow of each open circuit', units('gpm', 'L/s')),
      symbol(
        '\\Delta p_e',
        'Drop of each element on the circuit at its flow',
        units('ft of water', 'kPa'),
      ),
    ],
    validRange:
      'Closed control valves remove their circuits; the others keep their design settings. Newton’s method with Cholesky steps, halved until the imbalance falls.',
    reference:
      'Todini, E. and Pilati, S. (1988), "A gradient algorithm for the analysis of pipe networks", in Computer Applications in Water Supply, vol. 1, Wiley (Newton on looped networks); ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 (two-pipe systems, part load)',
    implementation: 'hydronic-system/network-solve.ts#solveHydronicNetwork',
  },
  {
    id: 'pipe-size-selection',
    title: 'Pipe size by friction rate and velocity ("Size every pipe")',
    tex: 'D = \\min \\{ D_i : \\tfrac{\\Delta p}{L}(D_i, Q) \\le S_{\\max},\\ V(D_i, Q) \\le V_{\\max}(D_i) \\}',
    symbols: [
      symbol('D_i', 'Standard sizes of the pipe material, smallest first'),
      symbol('Q', 'Design flow of the section or branch', units('gpm', 'L/s')),
      symbol(
        'S_{\\max}',
        'Largest friction rate, by Darcy–Weisbach or Hazen–Williams',
        units('ft of water/100 ft', 'Pa/m'),
      ),
      symbol(
        'V_{\\max}',
        'Largest velocity: 4 ft/s (1.2 m/s) up to 2 in., 10 ft/s (3 m/s) above, or the engineer’s',
        units('ft/s', 'm/s'),
      ),
    ],
    validRange:
      'Closed hydronic loops; S_max usually 1 to 4 ft/100 ft (100–400 Pa/m). When no size meets both limits the largest is taken and flagged.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 22 "Pipe design" (friction-rate sizing; velocity limits for noise and erosion)',
    implementation: 'pipe/size-selection.ts#selectPipeSize',
  },
];

/** The hydronic system's valves, balancing, index circuit, pump duty and part load. */
export const hydronicSystemReference = referenceDomain(
  'hydronic-system',
  'Hydronic systems',
  ['hydronic-system'],
  [],
  formulas,
);
