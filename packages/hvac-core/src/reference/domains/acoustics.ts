import {
  ABSORPTION_BANDS_HZ,
  ABSORPTION_MATERIALS,
  A_WEIGHTING_DB,
  DUCT_LININGS,
  DUCT_LINING_LABELS,
  FAN_NOISE_SPECTRUM_DB,
  FAN_NOISE_TYPES,
  NECK_VELOCITY_LIMITS_M_S,
  NECK_VELOCITY_RC,
  MAX_STRAIGHT_DUCT_ATTENUATION_DB,
  SILENCER_SELF_NOISE_CORRECTION_DB,
  NC_CURVES,
  NC_CURVE_NUMBERS,
  OCTAVE_BANDS_HZ,
  ROOM_NOISE_GUIDELINES,
  SABINE_CONSTANT_S_PER_M,
  straightDuctAttenuationPerLength,
} from '../../acoustics/index.js';
import { fieldFromSi } from '../../units/field-quantities.js';
import { METRES_PER_FOOT, METRES_PER_INCH } from '../../units/factors.js';
import { both, fromSiBoth, roundRows, row, slug, units } from '../build.js';
import { measureColumn, numberColumn, quantityColumn, textColumn } from '../columns.js';
import { referenceDomain, symbol, type FormulaEntry, type TableEntry } from '../formulas.js';

const bandKey = (hz: number): string => `hz${hz}`;
const bandTitle = (hz: number): string => (hz >= 1000 ? `${hz / 1000} kHz` : `${hz} Hz`);
const bandColumns = (bands: readonly number[], unit: string) =>
  bands.map((hz) => numberColumn(bandKey(hz), bandTitle(hz), { unit }));
/** One cell per band: the value of `values` at the band's index, null where it has none. */
const bandCells = (bands: readonly number[], values: readonly number[] = []) =>
  Object.fromEntries(bands.map((hz, band) => [bandKey(hz), values[band] ?? null]));

const FAN_NOISE_SOURCE =
  'Arup, Strutt help, "Empirical fan noise prediction" (strutt.arup.com/help/Empirical/FanNoise.htm), citing the ASHRAE Handbook p. 47.4 and Arup, Sound and Vibration in Mechanical Services Design, p. 36';
const SILENCER_NOISE_SOURCE =
  'Long, Architectural Acoustics, 2nd ed. (Academic Press, 2014), Eq. 14.31 and Table 14.8 (Fry 1988), as transcribed in the phonometry project (noise_control/hvac.py, silencer_self_noise)';
const NECK_VELOCITY_SOURCE =
  'ASHRAE Handbook—HVAC Applications (2019), ch. 49 "Noise and vibration control", Table 9, as transcribed in the phonometry project (noise_control/hvac.py, _TERMINAL_VELOCITY_LIMIT)';
const COMBINING_LEVELS_SOURCE =
  'ASHRAE Handbook—Fundamentals (2021), ch. 8 "Sound and vibration", "Combining sound levels"';

const ncCurves: TableEntry = {
  id: 'nc-curves',
  title: 'NC curves',
  description:
    'Octave-band sound pressure levels of the noise criterion curves; a spectrum is rated by the lowest curve no band exceeds (tangency), the engine interpolating between curves to 0.1.',
  columns: [textColumn('nc', 'Curve'), ...bandColumns(OCTAVE_BANDS_HZ, 'dB')],
  rows: NC_CURVE_NUMBERS.map((nc) =>
    row(`nc-${nc}`, { nc: `NC-${nc}`, ...bandCells(OCTAVE_BANDS_HZ, NC_CURVES[nc]) }),
  ),
  source:
    'Beranek, L. L. (1957), "Revised criteria for noise in buildings", Noise Control 3(1):19–27; ASHRAE Handbook—HVAC Applications (2019), ch. 49, "NC method"',
  notes: [
    'ANSI/ASA S12.2 restates the curves in 1-dB steps; at 63–8000 Hz its values agree within 1 dB.',
  ],
};

const recommendedNc: TableEntry = {
  id: 'recommended-nc-ranges',
  title: 'Recommended NC ranges by room type',
  description:
    'Design ranges of HVAC background sound: the lower end suits demanding occupants, the upper end the budget case.',
  columns: [
    textColumn('category', 'Building'),
    textColumn('room', 'Room'),
    numberColumn('min', 'From', { unit: 'NC' }),
    numberColumn('max', 'To', { unit: 'NC' }),
  ],
  rows: ROOM_NOISE_GUIDELINES.map((guideline) =>
    row(guideline.id, {
      category: guideline.category,
      room: guideline.label,
      min: guideline.minNc,
      max: guideline.maxNc,
    }),
  ),
  source:
    'ASHRAE Handbook—HVAC Applications (2019), ch. 49, table 1 "Design guidelines for HVAC-related background sound in rooms" (RC(N) with QAI ≤ 5 dB, usable as NC)',
};

const aWeighting: TableEntry = {
  id: 'a-weighting',
  title: 'A-weighting by octave band',
  description:
    'Corrections added to octave-band levels before summing them into an A-weighted level (dBA).',
  columns: [
    numberColumn('band', 'Octave band', { unit: 'Hz' }),
    numberColumn('a', 'A-weighting', { unit: 'dB' }),
  ],
  rows: OCTAVE_BANDS_HZ.map((hz, band) =>
    row(bandKey(hz), { band: hz, a: A_WEIGHTING_DB[band] ?? null }),
  ),
  source: 'IEC 61672-1:2013, table 3 (frequency weightings)',
};

const absorptionCoefficients: TableEntry = {
  id: 'sound-absorption-coefficients',
  title: 'Sound absorption coefficients',
  description:
    'Sabine absorption coefficients of room finishes, the library a room surface can name instead of typed values; the engine takes the 125 Hz value for 63 Hz and the 4000 Hz value for 8000 Hz.',
  columns: [
    textColumn('category', 'Group'),
    textColumn('material', 'Material'),
    ...bandColumns(ABSORPTION_BANDS_HZ, 'α'),
    textColumn('source', 'Read in'),
  ],
  rows: ABSORPTION_MATERIALS.map((material) =>
    row(material.id, {
      category: material.category,
      material: material.name,
      ...bandCells(ABSORPTION_BANDS_HZ, material.coefficients),
      source: material.source,
    }),
  ),
  source:
    'ASHRAE Handbook—Fundamentals (2021), ch. 8 "Sound and vibration", absorption coefficients of building materials, as reproduced in architectural-acoustics tables (each row names the reproductions read)',
  notes: [
    'The sources tabulate 125–4000 Hz only; no value is given, or invented, for 63 Hz and 8 kHz.',
    'NRC is not listed: the reproductions read omit it or print values that disagree with their own coefficients.',
  ],
};

const FAN_NOISE_TYPE_LABELS = {
  axial: 'Axial',
  forwardCurved: 'Centrifugal, forward curved',
  backwardCurved: 'Centrifugal, backward curved',
  propeller: 'Propeller',
  mixedFlow: 'Mixed flow',
} as const;

const fanNoiseSpectrum: TableEntry = {
  id: 'fan-noise-spectrum-corrections',
  title: 'Fan sound power: octave-band corrections by fan type',
  description:
    'Added to the overall fan sound power L_W = 20 log p + 10 log Q + 40 to give each octave band; 5 dB more in the band of the blade-pass frequency and 3 dB in the band of its first harmonic. The source gives no 8 kHz value.',
  columns: [textColumn('type', 'Fan type'), ...bandColumns(OCTAVE_BANDS_HZ.slice(0, 7), 'dB')],
  rows: FAN_NOISE_TYPES.map((type) =>
    row(type, {
      type: FAN_NOISE_TYPE_LABELS[type],
      ...bandCells(OCTAVE_BANDS_HZ.slice(0, 7), FAN_NOISE_SPECTRUM_DB[type]),
    }),
  ),
  source: FAN_NOISE_SOURCE,
  notes: ['An early-design estimate: use the manufacturer’s AMCA 300 sound data when it exists.'],
};

const neckVelocityLimits: TableEntry = {
  id: 'air-terminal-neck-velocity-limits',
  title: 'Maximum neck velocity of air terminals for a design RC',
  description:
    'The highest free-opening velocity at a supply outlet or return opening for the room to reach a design RC(N), when no sound data for the device is at hand.',
  columns: [
    numberColumn('rc', 'Design RC(N)'),
    quantityColumn('supply', 'Supply outlet', 'airVelocity', 3),
    quantityColumn('return', 'Return opening', 'airVelocity', 3),
  ],
  rows: [...NECK_VELOCITY_RC].reverse().map((rc) =>
    row(`rc-${rc}`, {
      rc,
      supply: fromSiBoth(NECK_VELOCITY_LIMITS_M_S.supply[rc], 'airVelocity'),
      return: fromSiBoth(NECK_VELOCITY_LIMITS_M_S.return[rc], 'airVelocity'),
    }),
  ),
  source: NECK_VELOCITY_SOURCE,
  notes: ['The source gives m/s; fpm are their conversions.'],
};

const silencerSelfNoiseCorrections: TableEntry = {
  id: 'silencer-self-noise-corrections',
  title: 'Silencer self-noise: octave-band corrections',
  description:
    'Subtracted from the overall self-noise L_W = 55 log V + 10 log N + 10 log H − 45 to give each octave band. In a path the self-noise adds by energy to the sound the silencer lets through; where it is the higher, it governs the band.',
  columns: bandColumns(OCTAVE_BANDS_HZ, 'dB'),
  rows: [row('correction', bandCells(OCTAVE_BANDS_HZ, SILENCER_SELF_NOISE_CORRECTION_DB))],
  source: SILENCER_NOISE_SOURCE,
  notes: [
    'An early-design estimate: use the silencer manufacturer’s regenerated-noise data when it exists.',
  ],
};

/** Attenuation rates of a duct, in dB/ft and dB/m, one cell per band. */
function rateCells(dbPerMetre: readonly number[]): Record<string, ReturnType<typeof both>> {
  return Object.fromEntries(
    OCTAVE_BANDS_HZ.map((hz, band) => {
      const rate = dbPerMetre[band] ?? 0;
      return [
        bandKey(hz),
        both(
          fieldFromSi(rate, 'attenuationRate', 'Imperial'),
          fieldFromSi(rate, 'attenuationRate', 'Metric'),
        ),
      ];
    }),
  );
}

const rateColumns = OCTAVE_BANDS_HZ.map((hz) =>
  measureColumn(bandKey(hz), bandTitle(hz), units('dB/ft', 'dB/m'), 3),
);

/** P/A of the rows of Siemens' lined rectangular duct tables, ft⁻¹ (the published grid). */
const RECTANGULAR_PA_GRID_PER_FT = [
  12, 11, 10, 9, 8.4, 8, 6.4, 6, 5.33, 5, 4.8, 4.33, 4, 3.9, 3.6, 3.33, 3.2, 3, 2.7, 2.66, 2.4,
  2.19, 2.13, 2, 1.77, 1.66, 1.5, 1.33, 1.2, 1.14, 1.11, 1, 0.95, 0.86, 0.83,
] as const;

const straightDuctRectangular: TableEntry = {
  id: 'straight-duct-attenuation-rectangular',
  title: 'Straight duct attenuation: rectangular',
  description:
    'Attenuation per length of straight rectangular sheet-metal duct, unlined and with 1 in (25 mm) or 2 in (50 mm) fibreglass lining, by perimeter/area of the inside section, as the acoustic calculator computes it (square duct of side s: P/A = 4/s).',
  columns: [
    textColumn('lining', 'Lining'),
    measureColumn('pa', 'P/A', units('ft⁻¹', 'm⁻¹'), 3),
    ...rateColumns,
  ],
  rows: DUCT_LININGS.flatMap((lining) =>
    RECTANGULAR_PA_GRID_PER_FT.map((paPerFt) => {
      // A square duct with this P/A: side s = 4/(P/A).
      const sideM = (4 / paPerFt) * METRES_PER_FOOT;
      const rates = straightDuctAttenuationPerLength({
        shape: 'rectangular',
        widthM: sideM,
        heightM: sideM,
        lining,
      });
      return row(`${lining}-pa-${slug(String(paPerFt))}`, {
        lining: DUCT_LINING_LABELS[lining],
        pa: both(paPerFt, paPerFt / METRES_PER_FOOT),
        ...rateCells(rates.dbPerMetre),
      });
    }),
  ),
  source:
    'Reynolds, D. D. and Bledsoe, J. M. (1991), Algorithms for HVAC Acoustics, ASHRAE; ASHRAE Handbook—HVAC Applications (2019), ch. 49; P/A grid and 1 in values as Siemens Application Guide 125-1929 (2009), tables 17–18',
  notes: [
    'Lined: unlined attenuation plus the lining insertion loss B(P/A)^C t^D, as the published lined tables give it.',
    'P/A 0.83–12 ft⁻¹ is the published range; the calculator clamps beyond it with a warning.',
    `One straight run is credited with at most ${MAX_STRAIGHT_DUCT_ATTENUATION_DB} dB in any band.`,
  ],
};

/**
 * Rows of the round duct table: every 2 in over Siemens' lined round duct grid (6 to 60 in) for an
 * Imperial reader, every 50 mm inside it (200 to 1,500 mm) for a Metric one, each computed by the
 * engine at that diameter.
 */
const roundRowsByLining = DUCT_LININGS.map((lining) =>
  roundRows(
    'ductDimension',
    { minSi: 6 * METRES_PER_INCH, maxSi: 60 * METRES_PER_INCH },
    { Imperial: 2, Metric: 50 },
    ({ valueSi: diameterM, cell, key }) => {
      const rates = straightDuctAttenuationPerLength({
        shape: 'round',
        widthM: diameterM,
        lining,
      });
      return row(`${lining}-d-${key}`, {
        lining: DUCT_LINING_LABELS[lining],
        diameter: cell,
        ...rateCells(rates.dbPerMetre),
      });
    },
  ),
);
const straightDuctRoundRows = {
  Imperial: roundRowsByLining.flatMap((rows) => rows.Imperial),
  Metric: roundRowsByLining.flatMap((rows) => rows.Metric),
};

const straightDuctRound: TableEntry = {
  id: 'straight-duct-attenuation-round',
  title: 'Straight duct attenuation: round',
  description:
    'Attenuation per length of straight round sheet-metal duct by inside diameter, every 2 in (every 50 mm in Metric): unlined (ASHRAE’s table) and the insertion loss of 1 in (25 mm) or 2 in (50 mm) fibreglass lining, as the acoustic calculator computes it.',
  columns: [
    textColumn('lining', 'Lining'),
    quantityColumn('diameter', 'Diameter', 'ductDimension', 4),
    ...rateColumns,
  ],
  rows: straightDuctRoundRows.Metric,
  rowsBySystem: straightDuctRoundRows,
  source:
    'Lined: Reynolds, D. D. and Bledsoe, J. M. (1991), Algorithms for HVAC Acoustics, ASHRAE, as Siemens Application Guide 125-1929 (2009), tables 20–21; unlined: ASHRAE Handbook—HVAC Applications, as tabulated by Engineering ToolBox, "Unlined Sheet-Metal Ducts - Sound Attenuation"',
  notes: [
    'Unlined round duct: 0.1 dB/m at 63–250 Hz up to 300 mm, 0 above 250 Hz and above 300 mm (the source’s grouping).',
    'Lined round duct data cover 6–60 in (150–1520 mm); the calculator clamps beyond with a warning.',
  ],
};

const formulas: readonly FormulaEntry[] = [
  {
    id: 'fan-sound-power-empirical',
    title: 'Fan sound power from the duty (empirical)',
    tex: 'L_W = 20 \\log_{10} p + 10 \\log_{10} Q + 40, \\qquad L_{W,oct} = L_W + C_{oct} \\; (+5 \\text{ dB at } f_{BP}, +3 \\text{ dB at } 2 f_{BP}), \\qquad f_{BP} = \\frac{N \\, z}{60}',
    symbols: [
      symbol('L_W', 'Overall sound power level, dB re 1 pW'),
      symbol('p', 'Fan static pressure', units('Pa')),
      symbol('Q', 'Airflow', units('m³/s')),
      symbol('C_{oct}', 'Octave-band correction of the fan type'),
      symbol('N, z', 'Fan speed (rpm) and number of blades'),
    ],
    validRange: 'Early design, before the manufacturer’s AMCA 300 data is known; 63 Hz to 4 kHz.',
    reference: FAN_NOISE_SOURCE,
    implementation: 'acoustics/sources.ts#fanSoundPower',
  },
  {
    id: 'silencer-self-noise',
    title: 'Silencer self-noise (regenerated noise)',
    tex: 'L_W = 55 \\log_{10} V + 10 \\log_{10} N + 10 \\log_{10} H - 45 - C_{oct}',
    symbols: [
      symbol('V', 'Velocity in the airways between the splitters', units('m/s')),
      symbol('N', 'Number of air passages'),
      symbol('H', 'Silencer height (or circumference if round)', units('mm')),
      symbol('C_{oct}', 'Octave-band correction, 4 dB at 63 Hz to 28 dB at 8 kHz'),
    ],
    validRange: 'When the silencer manufacturer’s self-noise data is not available.',
    reference: SILENCER_NOISE_SOURCE,
    implementation: 'acoustics/sources.ts#silencerSelfNoiseDb',
  },
  {
    id: 'air-terminal-sound-power',
    title: 'Grille, register and diffuser sound power (Reynolds)',
    tex: 'L_W = 10 \\log_{10} S + 30 \\log_{10} \\xi + 60 \\log_{10} U - 31.3, \\quad \\xi = \\frac{334.9 \\, \\Delta p}{0.075 \\, U^2}, \\quad C_D = c_0 - 0.15 A - 1.13 A^2',
    symbols: [
      symbol('S', 'Face area', units('ft²')),
      symbol('U', 'Approach velocity Q/(60 S)', units('ft/s')),
      symbol('\\Delta p', 'Static pressure drop', units('in. wg')),
      symbol('c_0, A', '−5.82 round, −11.82 rectangular; octaves from the peak band 48.8 U'),
    ],
    validRange:
      'When the device’s ASHRAE Standard 70 data is not at hand; the engine converts SI inputs.',
    reference:
      'Long, Architectural Acoustics, 2nd ed. (Academic Press, 2014), Eqs. 13.27–13.33 (Reynolds), as transcribed in the phonometry project (noise_control/hvac.py, diffuser_sound_power)',
    implementation: 'acoustics/sources.ts#terminalSoundPowerDb',
  },
  {
    id: 'unlined-rectangular-duct-attenuation',
    title: 'Unlined rectangular duct attenuation',
    tex: '\\Delta L = \\begin{cases} 17.0\\,(P/A)^{-0.25} f^{-0.85} & f \\le 250,\\ P/A \\ge 3 \\\\ 1.64\\,(P/A)^{0.73} f^{-0.58} & f \\le 250,\\ P/A < 3 \\\\ 0.02\\,(P/A)^{0.8} & f > 250 \\end{cases}',
    symbols: [
      symbol('\\Delta L', 'Attenuation per foot of duct', units('dB/ft')),
      symbol('P/A', 'Inside perimeter over cross-sectional area', units('ft⁻¹')),
      symbol('f', 'Octave-band centre frequency', units('Hz')),
    ],
    validRange:
      'I-P regression (multiply by 3.281 for dB/m); P/A 0.83–12 ft⁻¹ as published, clamped beyond with a warning.',
    reference:
      'Reynolds, D. D. and Bledsoe, J. M. (1991), Algorithms for HVAC Acoustics, ASHRAE (unlined rectangular duct); ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Unlined rectangular sheet metal ducts"',
    implementation: 'acoustics/duct-attenuation.ts#unlinedRectangularDuctAttenuationDbPerFt',
  },
  {
    id: 'lined-rectangular-duct-insertion-loss',
    title: 'Lined rectangular duct insertion loss',
    tex: 'IL = B\\,(P/A)^{C}\\, t^{D}',
    symbols: [
      symbol('IL', 'Insertion loss of the lining per foot', units('dB/ft')),
      symbol('P/A', 'Inside perimeter over area', units('ft⁻¹')),
      symbol('t', 'Lining thickness, 1 or 2 in', units('in')),
      symbol('B, C, D', 'Constants of the octave band (Reynolds and Bledsoe)'),
    ],
    validRange:
      'Fibreglass lining 1–2 in; the lined duct attenuates IL plus the unlined rate; at most 40 dB per run.',
    reference:
      'Reynolds, D. D. and Bledsoe, J. M. (1991), Algorithms for HVAC Acoustics, ASHRAE (lined rectangular duct insertion loss); ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Acoustically lined rectangular sheet metal ducts"',
    implementation: 'acoustics/duct-attenuation.ts#linedRectangularDuctInsertionLossDbPerFt',
  },
  {
    id: 'lined-round-duct-insertion-loss',
    title: 'Lined round duct insertion loss',
    tex: 'IL = A + B t + C t^2 + D d + E d^2 + F d^3',
    symbols: [
      symbol('IL', 'Insertion loss per foot (never below 0)', units('dB/ft')),
      symbol('t', 'Lining thickness, 1 or 2 in', units('in')),
      symbol('d', 'Inside diameter, 6–60 in', units('in')),
      symbol('A \\ldots F', 'Constants of the octave band (Reynolds and Bledsoe)'),
    ],
    validRange: 'Diameter 6–60 in, lining 1–2 in; clamped to 6–60 in with a warning.',
    reference:
      'Reynolds, D. D. and Bledsoe, J. M. (1991), Algorithms for HVAC Acoustics, ASHRAE (lined round duct insertion loss); ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Acoustically lined round sheet metal ducts"',
    implementation: 'acoustics/duct-attenuation.ts#linedRoundDuctInsertionLossDbPerFt',
  },
  {
    id: 'decibel-addition',
    title: 'Adding sound levels',
    tex: 'L = 10 \\log_{10} \\sum_i 10^{L_i / 10}',
    symbols: [
      symbol('L', 'Combined level', units('dB')),
      symbol('L_i', 'Levels to add (all pressure or all power levels)', units('dB')),
    ],
    validRange: 'Incoherent sources; two equal levels add to 3.01 dB more.',
    reference: COMBINING_LEVELS_SOURCE,
    implementation: 'acoustics/decibels.ts#addDecibels',
  },
  {
    id: 'spectra-summed',
    title: 'Supply and return paths, and regenerated noise, added band by band',
    tex: 'L_b = 10 \\log_{10} \\sum_i 10^{L_{i,b} / 10}',
    symbols: [
      symbol('L_b', 'Combined level in band b', units('dB')),
      symbol(
        'L_{i,b}',
        'Level of path i in band b at the listener (or, at a silencer or terminal, the sound let through and the element’s own noise)',
        units('dB'),
      ),
    ],
    validRange: 'Incoherent sources; the room is rated (NC, RC, dBA) on the combined spectrum.',
    reference: COMBINING_LEVELS_SOURCE,
    implementation: 'acoustics/decibels.ts#addSpectraDb',
  },
  {
    id: 'air-terminal-neck-velocity-check',
    title: 'Air-terminal neck velocity against the limit for a target',
    tex: 'U = Q / A \\le U_{max}(\\mathrm{RC}^{*}),\\quad \\mathrm{RC}^{*} = \\max\\{\\mathrm{RC}_{tab} \\le \\mathrm{RC}_{target}\\}',
    symbols: [
      symbol('U', 'Neck (opening) velocity', units('fpm', 'm/s')),
      symbol('Q', 'Airflow through one terminal', units('cfm', 'L/s')),
      symbol('A', 'Opening area', units('ft²', 'm²')),
      symbol(
        'U_{max}',
        'Tabulated limit for a supply outlet or return opening (table above)',
        units('fpm', 'm/s'),
      ),
      symbol('\\mathrm{RC}_{tab}', 'Tabulated criteria, RC 25 to 45'),
    ],
    validRange:
      'Targets between rows take the quieter row; below RC 25 the table gives no limit. The target NC is taken as the RC.',
    reference: NECK_VELOCITY_SOURCE,
    implementation: 'acoustics/sources.ts#neckVelocityLimit',
  },
  {
    id: 'a-weighted-level',
    title: 'A-weighted level of a spectrum',
    tex: 'L_A = 10 \\log_{10} \\sum_{i=1}^{8} 10^{(L_i + A_i)/10}',
    symbols: [
      symbol('L_A', 'A-weighted level', units('dBA')),
      symbol('L_i', 'Octave-band level, 63 Hz to 8 kHz', units('dB')),
      symbol('A_i', 'A-weighting of the band (table "A-weighting by octave band")', units('dB')),
    ],
    validRange: 'Eight octave bands, 63–8000 Hz.',
    reference:
      'IEC 61672-1:2013, table 3; ASHRAE Handbook—Fundamentals (2021), ch. 8, "A-weighting"',
    implementation: 'acoustics/decibels.ts#aWeightedLevel',
  },
  {
    id: 'sabine',
    title: 'Reverberation time (Sabine)',
    tex: `T = \\frac{${SABINE_CONSTANT_S_PER_M.toFixed(3)} \\, V}{A}`,
    symbols: [
      symbol('T', 'Reverberation time T60', units('s')),
      symbol('V', 'Room volume', units('ft³', 'm³')),
      symbol('A', 'Total absorption Σ Sᵢαᵢ', units('sabins (ft²)', 'm²')),
    ],
    validRange:
      'SI constant shown (0.049 with ft³ and ft²); mean absorption below about 0.2, else Eyring.',
    reference:
      'Sabine, W. C. (1900), "Reverberation", The American Architect; ASHRAE Handbook—Fundamentals (2021), ch. 8, "Room sound"',
    implementation: 'acoustics/room.ts#sabineReverberationTimeS',
  },
  {
    id: 'eyring',
    title: 'Reverberation time (Eyring)',
    tex: 'T = \\frac{0.161 \\, V}{-S \\ln(1 - \\bar\\alpha)}',
    symbols: [
      symbol('T', 'Reverberation time T60', units('s')),
      symbol('V', 'Room volume', units('ft³', 'm³')),
      symbol('S', 'Total surface area', units('ft²', 'm²')),
      symbol('\\bar\\alpha', 'Mean absorption coefficient, 0 to 1'),
    ],
    validRange: 'Absorbent rooms (ᾱ above about 0.2); agrees with Sabine as ᾱ → 0.',
    reference:
      'Eyring, C. F. (1930), "Reverberation time in \'dead\' rooms", J. Acoust. Soc. Am. 1:217–241',
    implementation: 'acoustics/room.ts#eyringReverberationTimeS',
  },
  {
    id: 'room-constant',
    title: 'Room constant',
    tex: 'R = \\frac{S \\, \\bar\\alpha}{1 - \\bar\\alpha}',
    symbols: [
      symbol('R', 'Room constant', units('ft²', 'm²')),
      symbol('S', 'Total surface area', units('ft²', 'm²')),
      symbol('\\bar\\alpha', 'Mean absorption coefficient'),
    ],
    validRange: '0 < ᾱ < 1.',
    reference:
      'ASHRAE Handbook—HVAC Applications (2019), ch. 49 "Noise and vibration control", "Room sound pressure level" (R = Sᾱ/(1 − ᾱ)); Beranek (1971), Noise and Vibration Control, ch. 7',
    implementation: 'acoustics/room.ts#roomConstantM2',
  },
  {
    id: 'sound-pressure-from-power',
    title: 'Sound pressure from sound power (direct and reverberant field)',
    tex: 'L_p = L_w + 10 \\log_{10}\\!\\left( \\frac{Q}{4 \\pi r^2} + \\frac{4}{R} \\right)',
    symbols: [
      symbol('L_p', 'Sound pressure level at the listener', units('dB')),
      symbol('L_w', 'Sound power level of the source', units('dB')),
      symbol('Q', 'Directivity: 1 free space, 2 wall or ceiling, 4 edge, 8 corner'),
      symbol('r', 'Distance from the source', units('ft', 'm')),
      symbol('R', 'Room constant', units('ft²', 'm²')),
    ],
    validRange: 'SI form; the I-P form adds 10.5 dB with r in ft and R in ft².',
    reference:
      'ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Room sound correction" (direct and reverberant field); ASHRAE Handbook—Fundamentals (2021), ch. 8',
    implementation: 'acoustics/room.ts#soundPressureFromPowerDb',
  },
  {
    id: 'schultz',
    title: 'Sound pressure in a furnished room (Schultz)',
    tex: 'L_p = L_w - 10 \\log_{10} r - 5 \\log_{10} V - 3 \\log_{10} f + 12',
    symbols: [
      symbol('L_p', 'Sound pressure level', units('dB')),
      symbol('L_w', 'Sound power level', units('dB')),
      symbol('r', 'Distance to the listener', units('ft', 'm')),
      symbol('V', 'Room volume', units('ft³', 'm³')),
      symbol('f', 'Octave-band centre frequency', units('Hz')),
    ],
    validRange: 'Normally furnished rooms up to about 420 m³ (15 000 ft³); SI form (+25 in I-P).',
    reference:
      'ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Room sound correction", eq. for a single sound source (Schultz, T. J. 1985, "Relationship between sound power level and sound pressure level in dwellings and offices", ASHRAE Trans. 91(1))',
    implementation: 'acoustics/room.ts#schultzSoundPressureDb',
  },
];

/**
 * Acoustics: NC curves, recommended NC ranges, A-weighting, absorption coefficients, straight duct
 * attenuation and the room-sound formulas.
 */
export const acousticsReference = referenceDomain(
  'acoustics',
  'Acoustics',
  ['acoustics'],
  [
    ncCurves,
    recommendedNc,
    aWeighting,
    absorptionCoefficients,
    straightDuctRectangular,
    straightDuctRound,
    fanNoiseSpectrum,
    silencerSelfNoiseCorrections,
    neckVelocityLimits,
  ],
  formulas,
);
