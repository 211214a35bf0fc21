import {
  A_WEIGHTING_DB,
  NC_CURVES,
  NC_CURVE_NUMBERS,
  OCTAVE_BANDS_HZ,
  ROOM_NOISE_GUIDELINES,
  SABINE_CONSTANT_S_PER_M,
} from '../../acoustics/index.js';
import { numberColumn, row, textColumn } from '../build.js';
import type { ReferenceDomain, ReferenceFormula, ReferenceTable } from '../types.js';

const ACOUSTIC = ['/calculators/acoustic-calculator'] as const;
const bandKey = (hz: number): string => `hz${hz}`;
const bandTitle = (hz: number): string => (hz >= 1000 ? `${hz / 1000} kHz` : `${hz} Hz`);

const ncCurves: ReferenceTable = {
  id: 'nc-curves',
  title: 'NC curves',
  description:
    'Octave-band sound pressure levels of the noise criterion curves; a spectrum is rated by the lowest curve no band exceeds (tangency), the engine interpolating between curves to 0.1.',
  columns: [
    textColumn('nc', 'Curve'),
    ...OCTAVE_BANDS_HZ.map((hz) => numberColumn(bandKey(hz), bandTitle(hz), { unit: 'dB' })),
  ],
  rows: NC_CURVE_NUMBERS.map((nc) =>
    row(`nc-${nc}`, {
      nc: `NC-${nc}`,
      ...Object.fromEntries(
        OCTAVE_BANDS_HZ.map((hz, band) => [bandKey(hz), NC_CURVES[nc]?.[band] ?? null]),
      ),
    }),
  ),
  source:
    'Beranek, L. L. (1957), "Revised criteria for noise in buildings", Noise Control 3(1):19–27; ASHRAE Handbook—HVAC Applications (2019), ch. 49, "NC method"',
  notes: [
    'ANSI/ASA S12.2 restates the curves in 1-dB steps; at 63–8000 Hz its values agree within 1 dB.',
  ],
  usedBy: ACOUSTIC,
};

const recommendedNc: ReferenceTable = {
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
  usedBy: ACOUSTIC,
};

const aWeighting: ReferenceTable = {
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
  usedBy: ACOUSTIC,
};

const formulas: readonly ReferenceFormula[] = [
  {
    id: 'decibel-addition',
    title: 'Adding sound levels',
    tex: 'L = 10 \\log_{10} \\sum_i 10^{L_i / 10}',
    symbols: [
      { tex: 'L', meaning: 'Combined level', unit: { Imperial: 'dB', Metric: 'dB' } },
      {
        tex: 'L_i',
        meaning: 'Levels to add (all pressure or all power levels)',
        unit: { Imperial: 'dB', Metric: 'dB' },
      },
    ],
    validRange: 'Incoherent sources; two equal levels add to 3.01 dB more.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 8 "Sound and vibration", "Combining sound levels"',
    implementation: { file: 'acoustics/decibels.ts', exportName: 'addDecibels' },
    usedBy: ACOUSTIC,
  },
  {
    id: 'a-weighted-level',
    title: 'A-weighted level of a spectrum',
    tex: 'L_A = 10 \\log_{10} \\sum_{i=1}^{8} 10^{(L_i + A_i)/10}',
    symbols: [
      { tex: 'L_A', meaning: 'A-weighted level', unit: { Imperial: 'dBA', Metric: 'dBA' } },
      {
        tex: 'L_i',
        meaning: 'Octave-band level, 63 Hz to 8 kHz',
        unit: { Imperial: 'dB', Metric: 'dB' },
      },
      {
        tex: 'A_i',
        meaning: 'A-weighting of the band (table "A-weighting by octave band")',
        unit: { Imperial: 'dB', Metric: 'dB' },
      },
    ],
    validRange: 'Eight octave bands, 63–8000 Hz.',
    reference:
      'IEC 61672-1:2013, table 3; ASHRAE Handbook—Fundamentals (2021), ch. 8, "A-weighting"',
    implementation: { file: 'acoustics/decibels.ts', exportName: 'aWeightedLevel' },
    usedBy: ACOUSTIC,
  },
  {
    id: 'sabine',
    title: 'Reverberation time (Sabine)',
    tex: `T = \\frac{${SABINE_CONSTANT_S_PER_M.toFixed(3)} \\, V}{A}`,
    symbols: [
      { tex: 'T', meaning: 'Reverberation time T60', unit: { Imperial: 's', Metric: 's' } },
      { tex: 'V', meaning: 'Room volume', unit: { Imperial: 'ft³', Metric: 'm³' } },
      {
        tex: 'A',
        meaning: 'Total absorption Σ Sᵢαᵢ',
        unit: { Imperial: 'sabins (ft²)', Metric: 'm²' },
      },
    ],
    validRange:
      'SI constant shown (0.049 with ft³ and ft²); mean absorption below about 0.2, else Eyring.',
    reference:
      'Sabine, W. C. (1900), "Reverberation", The American Architect; ASHRAE Handbook—Fundamentals (2021), ch. 8, "Room sound"',
    implementation: { file: 'acoustics/room.ts', exportName: 'sabineReverberationTimeS' },
    usedBy: ACOUSTIC,
  },
  {
    id: 'eyring',
    title: 'Reverberation time (Eyring)',
    tex: 'T = \\frac{0.161 \\, V}{-S \\ln(1 - \\bar\\alpha)}',
    symbols: [
      { tex: 'T', meaning: 'Reverberation time T60', unit: { Imperial: 's', Metric: 's' } },
      { tex: 'V', meaning: 'Room volume', unit: { Imperial: 'ft³', Metric: 'm³' } },
      { tex: 'S', meaning: 'Total surface area', unit: { Imperial: 'ft²', Metric: 'm²' } },
      { tex: '\\bar\\alpha', meaning: 'Mean absorption coefficient, 0 to 1' },
    ],
    validRange: 'Absorbent rooms (ᾱ above about 0.2); agrees with Sabine as ᾱ → 0.',
    reference:
      'Eyring, C. F. (1930), "Reverberation time in \'dead\' rooms", J. Acoust. Soc. Am. 1:217–241',
    implementation: { file: 'acoustics/room.ts', exportName: 'eyringReverberationTimeS' },
    usedBy: ACOUSTIC,
  },
  {
    id: 'room-constant',
    title: 'Room constant',
    tex: 'R = \\frac{S \\, \\bar\\alpha}{1 - \\bar\\alpha}',
    symbols: [
      { tex: 'R', meaning: 'Room constant', unit: { Imperial: 'ft²', Metric: 'm²' } },
      { tex: 'S', meaning: 'Total surface area', unit: { Imperial: 'ft²', Metric: 'm²' } },
      { tex: '\\bar\\alpha', meaning: 'Mean absorption coefficient' },
    ],
    validRange: '0 < ᾱ < 1.',
    reference:
      'ASHRAE Handbook—HVAC Applications (2019), ch. 49 "Noise and vibration control", "Room sound pressure level" (R = Sᾱ/(1 − ᾱ)); Beranek (1971), Noise and Vibration Control, ch. 7',
    implementation: { file: 'acoustics/room.ts', exportName: 'roomConstantM2' },
    usedBy: ACOUSTIC,
  },
  {
    id: 'sound-pressure-from-power',
    title: 'Sound pressure from sound power (direct and reverberant field)',
    tex: 'L_p = L_w + 10 \\log_{10}\\!\\left( \\frac{Q}{4 \\pi r^2} + \\frac{4}{R} \\right)',
    symbols: [
      {
        tex: 'L_p',
        meaning: 'Sound pressure level at the listener',
        unit: { Imperial: 'dB', Metric: 'dB' },
      },
      {
        tex: 'L_w',
        meaning: 'Sound power level of the source',
        unit: { Imperial: 'dB', Metric: 'dB' },
      },
      { tex: 'Q', meaning: 'Directivity: 1 free space, 2 wall or ceiling, 4 edge, 8 corner' },
      { tex: 'r', meaning: 'Distance from the source', unit: { Imperial: 'ft', Metric: 'm' } },
      { tex: 'R', meaning: 'Room constant', unit: { Imperial: 'ft²', Metric: 'm²' } },
    ],
    validRange: 'SI form; the I-P form adds 10.5 dB with r in ft and R in ft².',
    reference:
      'ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Room sound correction" (direct and reverberant field); ASHRAE Handbook—Fundamentals (2021), ch. 8',
    implementation: { file: 'acoustics/room.ts', exportName: 'soundPressureFromPowerDb' },
    usedBy: ACOUSTIC,
  },
  {
    id: 'schultz',
    title: 'Sound pressure in a furnished room (Schultz)',
    tex: 'L_p = L_w - 10 \\log_{10} r - 5 \\log_{10} V - 3 \\log_{10} f + 12',
    symbols: [
      { tex: 'L_p', meaning: 'Sound pressure level', unit: { Imperial: 'dB', Metric: 'dB' } },
      { tex: 'L_w', meaning: 'Sound power level', unit: { Imperial: 'dB', Metric: 'dB' } },
      { tex: 'r', meaning: 'Distance to the listener', unit: { Imperial: 'ft', Metric: 'm' } },
      { tex: 'V', meaning: 'Room volume', unit: { Imperial: 'ft³', Metric: 'm³' } },
      { tex: 'f', meaning: 'Octave-band centre frequency', unit: { Imperial: 'Hz', Metric: 'Hz' } },
    ],
    validRange: 'Normally furnished rooms up to about 420 m³ (15 000 ft³); SI form (+25 in I-P).',
    reference:
      'ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Room sound correction", eq. for a single sound source (Schultz, T. J. 1985, "Relationship between sound power level and sound pressure level in dwellings and offices", ASHRAE Trans. 91(1))',
    implementation: { file: 'acoustics/room.ts', exportName: 'schultzSoundPressureDb' },
    usedBy: ACOUSTIC,
  },
];

/** Acoustics: NC curves, recommended NC ranges, A-weighting and the room-sound formulas. */
export const acousticsReference: ReferenceDomain = {
  id: 'acoustics',
  title: 'Acoustics',
  tables: [ncCurves, recommendedNc, aWeighting],
  formulas,
};
