/** A window's SHGC by angle of incidence: `shgc[i]` at `anglesDeg[i]`, linear between. */
export interface AngularShgc {
  readonly anglesDeg: readonly number[];
  readonly shgc: readonly number[];
}

/**
 * Angle-dependent solar heat gain coefficients of the Handbook's glazing types: the center-of-glass
 * SHGC at incidence angles 0°, 40°, 50°, 60°, 70° and 80°, and the hemispherical (diffuse) SHGC.
 *
 * Transcription note: the values were taken from a public transcription of ASHRAE
 * Handbook—Fundamentals, ch. 15, table 10 (the Python RTS course tool found with the project's code
 * search, stored file id 36942419120, which lists the glazing ids with these seven values) and were
 * not checked against the printed Handbook; the transcription does not say which edition it copied.
 * Glazing names spell out the table's abbreviations
 * (CLR clear, BRZ bronze, GRN green, GRY grey, SS stainless-steel and TI titanium reflective
 * coatings, LE low-e). Check a value against the Handbook before relying on it.
 */

/** Where the table comes from. */
export const GLAZING_SHGC_SOURCE =
  'ASHRAE Handbook—Fundamentals (2021), ch. 15, table 10 "Visible Transmittance, Solar Heat Gain Coefficient … for Glazing and Window Systems", center-of-glazing SHGC at 0° to 80° incidence and hemispherical (values from a public transcription of the table that does not name its edition, not checked against the printed table)';

/** The incidence angles of the table's columns, degrees. */
export const GLAZING_SHGC_ANGLES_DEG = [0, 40, 50, 60, 70, 80] as const;

/**
 * Grazing incidence, degrees: every glazing's SHGC is 0 there. The table stops at 80°; the Handbook
 * interpolates between its 80° value and 0 at 90° (its single-room example, the beam SHGC of glazing
 * 5d: 0.166 at 80.2°, 0.185 at 79.0°), and WINDOW's angular data end at 0 at 90° (ch. 18, table 13).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 13 and table 30 (single-room example, window heat gain)
 */
export const GRAZING_INCIDENCE_DEG = 90;

/**
 * The glazing type whose angular curve a window without a named glazing type follows: 5b, uncoated
 * double glazing, 6 mm clear / clear, the table's clear double glazing of the thickness usual in
 * nonresidential windows. The Handbook gives no normal-only SHGC procedure: its fenestration heat
 * gain takes SHGC(θ) and the hemispherical SHGC from table 10 (ch. 18, eqs. 12–13), so a window
 * whose glazing is not named takes this row's curve, scaled to its own SHGC at normal incidence.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 15, table 10, glazing 5b; ch. 18, "Fenestration Direct Solar, Diffuse Solar, and Conductive Heat Gains" (eqs. 12–13)
 */
export const DEFAULT_GLAZING_ID = '5b';

/** One glazing type of the table. */
export interface GlazingShgc {
  /** The Handbook's glazing id (1a, 5d, 17c, …). */
  readonly id: string;
  readonly glazing: string;
  /** Center-of-glass SHGC at 0°, 40°, 50°, 60°, 70°, 80°. */
  readonly shgcByAngle: readonly number[];
  /** Hemispherical (diffuse) SHGC. */
  readonly hemispherical: number;
}

const ROWS: readonly GlazingShgc[] = [
  {
    id: '1a',
    glazing: 'Uncoated single glazing, 3 mm clear',
    shgcByAngle: [0.86, 0.84, 0.82, 0.78, 0.67, 0.42],
    hemispherical: 0.78,
  },
  {
    id: '1b',
    glazing: 'Uncoated single glazing, 6 mm clear',
    shgcByAngle: [0.81, 0.8, 0.78, 0.73, 0.62, 0.39],
    hemispherical: 0.73,
  },
  {
    id: '1c',
    glazing: 'Uncoated single glazing, 3 mm bronze',
    shgcByAngle: [0.73, 0.71, 0.68, 0.64, 0.55, 0.34],
    hemispherical: 0.65,
  },
  {
    id: '1d',
    glazing: 'Uncoated single glazing, 6 mm bronze',
    shgcByAngle: [0.62, 0.59, 0.57, 0.53, 0.45, 0.29],
    hemispherical: 0.54,
  },
  {
    id: '1e',
    glazing: 'Uncoated single glazing, 3 mm green',
    shgcByAngle: [0.7, 0.68, 0.66, 0.62, 0.53, 0.33],
    hemispherical: 0.63,
  },
  {
    id: '1f',
    glazing: 'Uncoated single glazing, 6 mm green',
    shgcByAngle: [0.6, 0.58, 0.56, 0.52, 0.45, 0.29],
    hemispherical: 0.54,
  },
  {
    id: '1g',
    glazing: 'Uncoated single glazing, 3 mm grey',
    shgcByAngle: [0.7, 0.68, 0.66, 0.61, 0.53, 0.33],
    hemispherical: 0.63,
  },
  {
    id: '1h',
    glazing: 'Uncoated single glazing, 6 mm grey',
    shgcByAngle: [0.59, 0.57, 0.55, 0.51, 0.44, 0.28],
    hemispherical: 0.52,
  },
  {
    id: '1i',
    glazing: 'Uncoated single glazing, 6 mm blue-green',
    shgcByAngle: [0.62, 0.59, 0.57, 0.54, 0.46, 0.3],
    hemispherical: 0.55,
  },
  {
    id: '1j',
    glazing: 'Reflective single glazing, 6 mm SS on clear 8 %',
    shgcByAngle: [0.19, 0.19, 0.19, 0.18, 0.16, 0.1],
    hemispherical: 0.18,
  },
  {
    id: '1k',
    glazing: 'Reflective single glazing, 6 mm SS on clear 14 %',
    shgcByAngle: [0.25, 0.25, 0.24, 0.23, 0.2, 0.13],
    hemispherical: 0.23,
  },
  {
    id: '1l',
    glazing: 'Reflective single glazing, 6 mm SS on clear 20 %',
    shgcByAngle: [0.31, 0.3, 0.3, 0.28, 0.24, 0.16],
    hemispherical: 0.28,
  },
  {
    id: '1m',
    glazing: 'Reflective single glazing, 6 mm SS on green 14 %',
    shgcByAngle: [0.25, 0.25, 0.24, 0.23, 0.21, 0.14],
    hemispherical: 0.23,
  },
  {
    id: '1n',
    glazing: 'Reflective single glazing, 6 mm TI on clear 20 %',
    shgcByAngle: [0.29, 0.29, 0.28, 0.27, 0.23, 0.15],
    hemispherical: 0.27,
  },
  {
    id: '1o',
    glazing: 'Reflective single glazing, 6 mm TI on clear 30 %',
    shgcByAngle: [0.39, 0.38, 0.37, 0.35, 0.3, 0.2],
    hemispherical: 0.35,
  },
  {
    id: '5a',
    glazing: 'Uncoated double glazing, 3 mm clear / clear',
    shgcByAngle: [0.76, 0.74, 0.71, 0.64, 0.5, 0.26],
    hemispherical: 0.66,
  },
  {
    id: '5b',
    glazing: 'Uncoated double glazing, 6 mm clear / clear',
    shgcByAngle: [0.7, 0.67, 0.64, 0.58, 0.45, 0.23],
    hemispherical: 0.6,
  },
  {
    id: '5c',
    glazing: 'Uncoated double glazing, 3 mm bronze / clear',
    shgcByAngle: [0.62, 0.6, 0.57, 0.51, 0.39, 0.2],
    hemispherical: 0.53,
  },
  {
    id: '5d',
    glazing: 'Uncoated double glazing, 6 mm bronze / clear',
    shgcByAngle: [0.49, 0.46, 0.44, 0.39, 0.31, 0.17],
    hemispherical: 0.41,
  },
  {
    id: '5e',
    glazing: 'Uncoated double glazing, 3 mm green / clear',
    shgcByAngle: [0.6, 0.57, 0.54, 0.49, 0.38, 0.2],
    hemispherical: 0.51,
  },
  {
    id: '5f',
    glazing: 'Uncoated double glazing, 6 mm green / clear',
    shgcByAngle: [0.49, 0.46, 0.44, 0.39, 0.31, 0.17],
    hemispherical: 0.41,
  },
  {
    id: '5g',
    glazing: 'Uncoated double glazing, 3 mm grey / clear',
    shgcByAngle: [0.6, 0.57, 0.54, 0.48, 0.37, 0.2],
    hemispherical: 0.51,
  },
  {
    id: '5h',
    glazing: 'Uncoated double glazing, 6 mm grey / clear',
    shgcByAngle: [0.47, 0.44, 0.42, 0.37, 0.29, 0.16],
    hemispherical: 0.39,
  },
  {
    id: '5i',
    glazing: 'Uncoated double glazing, 6 mm blue-green / clear',
    shgcByAngle: [0.5, 0.47, 0.45, 0.4, 0.32, 0.17],
    hemispherical: 0.43,
  },
  {
    id: '5j',
    glazing: 'Uncoated double glazing, 6 mm high-performance green / clear',
    shgcByAngle: [0.39, 0.37, 0.35, 0.31, 0.25, 0.14],
    hemispherical: 0.33,
  },
  {
    id: '5k',
    glazing: 'Reflective double glazing, 6 mm SS on clear 8 % / clear',
    shgcByAngle: [0.13, 0.12, 0.12, 0.11, 0.1, 0.06],
    hemispherical: 0.11,
  },
  {
    id: '5l',
    glazing: 'Reflective double glazing, 6 mm SS on clear 14 % / clear',
    shgcByAngle: [0.17, 0.17, 0.16, 0.15, 0.13, 0.08],
    hemispherical: 0.16,
  },
  {
    id: '5m',
    glazing: 'Reflective double glazing, 6 mm SS on clear 20 % / clear',
    shgcByAngle: [0.22, 0.21, 0.21, 0.19, 0.16, 0.09],
    hemispherical: 0.2,
  },
  {
    id: '5n',
    glazing: 'Reflective double glazing, 6 mm SS on green 14 % / clear',
    shgcByAngle: [0.16, 0.16, 0.15, 0.14, 0.12, 0.08],
    hemispherical: 0.14,
  },
  {
    id: '5o',
    glazing: 'Reflective double glazing, 6 mm TI on clear 20 % / clear',
    shgcByAngle: [0.21, 0.2, 0.19, 0.18, 0.15, 0.09],
    hemispherical: 0.18,
  },
  {
    id: '5p',
    glazing: 'Reflective double glazing, 6 mm TI on clear 30 % / clear',
    shgcByAngle: [0.29, 0.28, 0.27, 0.25, 0.2, 0.12],
    hemispherical: 0.25,
  },
  {
    id: '17a',
    glazing: 'Low-e double glazing, e = 0.2 on surface 2, 3 mm low-e / clear',
    shgcByAngle: [0.65, 0.64, 0.61, 0.56, 0.43, 0.23],
    hemispherical: 0.57,
  },
  {
    id: '17b',
    glazing: 'Low-e double glazing, e = 0.2 on surface 2, 6 mm low-e / clear',
    shgcByAngle: [0.6, 0.59, 0.57, 0.51, 0.4, 0.21],
    hemispherical: 0.53,
  },
  {
    id: '17c',
    glazing: 'Low-e double glazing, e = 0.2 on surface 3, 3 mm clear / low-e',
    shgcByAngle: [0.7, 0.68, 0.65, 0.59, 0.46, 0.24],
    hemispherical: 0.61,
  },
  {
    id: '17d',
    glazing: 'Low-e double glazing, e = 0.2 on surface 3, 6 mm clear / low-e',
    shgcByAngle: [0.65, 0.63, 0.6, 0.54, 0.42, 0.21],
    hemispherical: 0.56,
  },
  {
    id: '17e',
    glazing: 'Low-e double glazing, e = 0.2 on surface 3, 3 mm bronze / low-e',
    shgcByAngle: [0.57, 0.54, 0.51, 0.46, 0.35, 0.18],
    hemispherical: 0.48,
  },
  {
    id: '17f',
    glazing: 'Low-e double glazing, e = 0.2 on surface 3, 6 mm bronze / low-e',
    shgcByAngle: [0.45, 0.42, 0.4, 0.35, 0.27, 0.14],
    hemispherical: 0.38,
  },
  {
    id: '17g',
    glazing: 'Low-e double glazing, e = 0.2 on surface 3, 3 mm green / low-e',
    shgcByAngle: [0.55, 0.52, 0.5, 0.44, 0.34, 0.17],
    hemispherical: 0.46,
  },
  {
    id: '17h',
    glazing: 'Low-e double glazing, e = 0.2 on surface 3, 6 mm green / low-e',
    shgcByAngle: [0.41, 0.39, 0.36, 0.32, 0.25, 0.13],
    hemispherical: 0.34,
  },
  {
    id: '17i',
    glazing: 'Low-e double glazing, e = 0.2 on surface 3, 3 mm grey / low-e',
    shgcByAngle: [0.54, 0.51, 0.49, 0.44, 0.33, 0.17],
    hemispherical: 0.46,
  },
  {
    id: '17j',
    glazing: 'Low-e double glazing, e = 0.2 on surface 3, 6 mm grey / low-e',
    shgcByAngle: [0.39, 0.37, 0.35, 0.31, 0.24, 0.13],
    hemispherical: 0.33,
  },
  {
    id: '17k',
    glazing: 'Low-e double glazing, e = 0.2 on surface 3, 6 mm blue-green / low-e',
    shgcByAngle: [0.45, 0.42, 0.4, 0.35, 0.27, 0.14],
    hemispherical: 0.37,
  },
  {
    id: '17l',
    glazing: 'Low-e double glazing, e = 0.2 on surface 3, 6 mm high-performance green / low-e',
    shgcByAngle: [0.34, 0.31, 0.3, 0.26, 0.2, 0.11],
    hemispherical: 0.28,
  },
  {
    id: '21a',
    glazing: 'Low-e double glazing, e = 0.1 on surface 2, 3 mm low-e / clear',
    shgcByAngle: [0.65, 0.64, 0.62, 0.56, 0.43, 0.23],
    hemispherical: 0.57,
  },
  {
    id: '21b',
    glazing: 'Low-e double glazing, e = 0.1 on surface 2, 6 mm low-e / clear',
    shgcByAngle: [0.6, 0.59, 0.57, 0.51, 0.4, 0.21],
    hemispherical: 0.53,
  },
  {
    id: '21c',
    glazing: 'Low-e double glazing, e = 0.1 on surface 3, 3 mm clear / low-e',
    shgcByAngle: [0.6, 0.58, 0.56, 0.51, 0.4, 0.22],
    hemispherical: 0.52,
  },
  {
    id: '21d',
    glazing: 'Low-e double glazing, e = 0.1 on surface 3, 6 mm clear / low-e',
    shgcByAngle: [0.56, 0.55, 0.52, 0.48, 0.38, 0.2],
    hemispherical: 0.49,
  },
  {
    id: '21e',
    glazing: 'Low-e double glazing, e = 0.1 on surface 3, 3 mm bronze / low-e',
    shgcByAngle: [0.48, 0.46, 0.44, 0.4, 0.31, 0.17],
    hemispherical: 0.42,
  },
  {
    id: '21f',
    glazing: 'Low-e double glazing, e = 0.1 on surface 3, 6 mm bronze / low-e',
    shgcByAngle: [0.39, 0.37, 0.35, 0.31, 0.24, 0.13],
    hemispherical: 0.33,
  },
  {
    id: '21g',
    glazing: 'Low-e double glazing, e = 0.1 on surface 3, 3 mm green / low-e',
    shgcByAngle: [0.46, 0.44, 0.42, 0.38, 0.3, 0.16],
    hemispherical: 0.4,
  },
  {
    id: '21h',
    glazing: 'Low-e double glazing, e = 0.1 on surface 3, 6 mm green / low-e',
    shgcByAngle: [0.36, 0.33, 0.31, 0.28, 0.22, 0.12],
    hemispherical: 0.3,
  },
  {
    id: '21i',
    glazing: 'Low-e double glazing, e = 0.1 on surface 3, 3 mm grey / low-e',
    shgcByAngle: [0.46, 0.44, 0.42, 0.38, 0.3, 0.16],
    hemispherical: 0.39,
  },
  {
    id: '21j',
    glazing: 'Low-e double glazing, e = 0.1 on surface 3, 6 mm grey / low-e',
    shgcByAngle: [0.34, 0.32, 0.3, 0.27, 0.21, 0.12],
    hemispherical: 0.28,
  },
  {
    id: '21k',
    glazing: 'Low-e double glazing, e = 0.1 on surface 3, 6 mm blue-green / low-e',
    shgcByAngle: [0.39, 0.37, 0.34, 0.31, 0.24, 0.13],
    hemispherical: 0.33,
  },
  {
    id: '21l',
    glazing: 'Low-e double glazing, e = 0.1 on surface 3, 6 mm high-performance green / low-e',
    shgcByAngle: [0.31, 0.3, 0.29, 0.26, 0.21, 0.12],
    hemispherical: 0.27,
  },
  {
    id: '25a',
    glazing: 'Low-e double glazing, e = 0.05 on surface 2, 3 mm low-e / clear',
    shgcByAngle: [0.41, 0.4, 0.38, 0.34, 0.27, 0.14],
    hemispherical: 0.36,
  },
  {
    id: '25b',
    glazing: 'Low-e double glazing, e = 0.05 on surface 2, 6 mm low-e / clear',
    shgcByAngle: [0.37, 0.36, 0.34, 0.31, 0.24, 0.13],
    hemispherical: 0.32,
  },
  {
    id: '25c',
    glazing: 'Low-e double glazing, e = 0.05 on surface 2, 6 mm bronze with low-e / clear',
    shgcByAngle: [0.26, 0.25, 0.24, 0.22, 0.18, 0.1],
    hemispherical: 0.23,
  },
  {
    id: '25d',
    glazing: 'Low-e double glazing, e = 0.05 on surface 2, 6 mm green with low-e / clear',
    shgcByAngle: [0.31, 0.3, 0.28, 0.26, 0.21, 0.12],
    hemispherical: 0.27,
  },
  {
    id: '25e',
    glazing: 'Low-e double glazing, e = 0.05 on surface 2, 6 mm grey with low-e / clear',
    shgcByAngle: [0.24, 0.23, 0.22, 0.2, 0.16, 0.09],
    hemispherical: 0.21,
  },
  {
    id: '25f',
    glazing: 'Low-e double glazing, e = 0.05 on surface 2, 6 mm blue with low-e / clear',
    shgcByAngle: [0.27, 0.26, 0.25, 0.23, 0.18, 0.11],
    hemispherical: 0.24,
  },
  {
    id: '25g',
    glazing:
      'Low-e double glazing, e = 0.05 on surface 2, 6 mm high-performance green with low-e / clear',
    shgcByAngle: [0.27, 0.26, 0.25, 0.23, 0.18, 0.11],
    hemispherical: 0.23,
  },
  {
    id: '29a',
    glazing: 'Triple glazing, 3 mm clear / clear / clear',
    shgcByAngle: [0.68, 0.65, 0.62, 0.54, 0.39, 0.18],
    hemispherical: 0.57,
  },
  {
    id: '29b',
    glazing: 'Triple glazing, 6 mm clear / clear / clear',
    shgcByAngle: [0.61, 0.58, 0.55, 0.48, 0.35, 0.16],
    hemispherical: 0.51,
  },
  {
    id: '29c',
    glazing: 'Triple glazing, 6 mm high-performance green / clear / clear',
    shgcByAngle: [0.32, 0.29, 0.27, 0.24, 0.18, 0.1],
    hemispherical: 0.26,
  },
  {
    id: '32a',
    glazing: 'Triple low-e glazing, e = 0.2 on surface 2, 3 mm low-e / clear / clear',
    shgcByAngle: [0.6, 0.58, 0.55, 0.48, 0.35, 0.17],
    hemispherical: 0.51,
  },
  {
    id: '32b',
    glazing: 'Triple low-e glazing, e = 0.2 on surface 2, 6 mm low-e / clear / clear',
    shgcByAngle: [0.53, 0.5, 0.47, 0.41, 0.29, 0.14],
    hemispherical: 0.44,
  },
  {
    id: '32c',
    glazing: 'Triple low-e glazing, e = 0.2 on surface 5, 3 mm clear / clear / low-e',
    shgcByAngle: [0.62, 0.6, 0.57, 0.49, 0.36, 0.16],
    hemispherical: 0.52,
  },
  {
    id: '32d',
    glazing: 'Triple low-e glazing, e = 0.2 on surface 5, 6 mm clear / clear / low-e',
    shgcByAngle: [0.56, 0.53, 0.5, 0.44, 0.32, 0.15],
    hemispherical: 0.47,
  },
  {
    id: '40a',
    glazing: 'Triple low-e glazing, e = 0.1 on surfaces 2 and 5, 3 mm low-e / clear / low-e',
    shgcByAngle: [0.41, 0.39, 0.37, 0.32, 0.24, 0.12],
    hemispherical: 0.34,
  },
  {
    id: '40b',
    glazing: 'Triple low-e glazing, e = 0.1 on surfaces 2 and 5, 6 mm low-e / clear / low-e',
    shgcByAngle: [0.36, 0.34, 0.32, 0.28, 0.21, 0.1],
    hemispherical: 0.3,
  },
  {
    id: '49',
    glazing: 'Triple low-e glazing, e = 0.05 on surfaces 2 and 4, 3 mm low-e / low-e / clear',
    shgcByAngle: [0.27, 0.25, 0.24, 0.21, 0.16, 0.08],
    hemispherical: 0.23,
  },
  {
    id: '50',
    glazing: 'Triple low-e glazing, e = 0.05 on surfaces 2 and 4, 6 mm low-e / low-e / clear',
    shgcByAngle: [0.26, 0.25, 0.23, 0.21, 0.16, 0.08],
    hemispherical: 0.22,
  },
];

/** The table's glazing types. @see {@link GLAZING_SHGC_SOURCE} */
export const GLAZING_SHGC_TABLE: readonly GlazingShgc[] = ROWS;

/** The glazing ids, for a schema's enum. */
export const GLAZING_IDS = ROWS.map((row) => row.id) as [string, ...string[]];

const BY_ID = new Map(ROWS.map((row) => [row.id, row]));

/**
 * A glazing type of the table by its id.
 *
 * @param id - The Handbook's glazing id.
 * @returns The glazing, or undefined for an unknown id.
 */
export function glazingShgc(id: string): GlazingShgc | undefined {
  return BY_ID.get(id);
}

/**
 * A window's beam SHGC by incidence angle and its diffuse SHGC from a glazing type's angular
 * curve, scaled to the window's own normal-incidence SHGC: SHGC(θ) = SHGC_window ·
 * SHGC_glass(θ)/SHGC_glass(0), SHGC_D = SHGC_window · SHGC_glass,hemispherical/SHGC_glass(0). The
 * window's SHGC (which includes its frame) keeps its value at normal incidence; the glazing type
 * gives the shape of the curve. Between 80° and grazing incidence the SHGC falls linearly to 0 at
 * 90° ({@link GRAZING_INCIDENCE_DEG}), as the Handbook's example interpolates it.
 *
 * @param id - The Handbook's glazing id.
 * @param windowShgc - The window's SHGC at normal incidence, 0…1.
 * @returns The angular table and diffuse SHGC for the engine's window.
 * @throws {RangeError} If the id is not in the table or the SHGC is outside 0…1.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 15, table 10 (see {@link GLAZING_SHGC_SOURCE})
 * @example scaledAngularShgc('1a', 0.86).diffuseShgc //=> 0.78
 */
export function scaledAngularShgc(
  id: string,
  windowShgc: number,
): { angularShgc: AngularShgc; diffuseShgc: number } {
  const row = BY_ID.get(id);
  if (row === undefined) throw new RangeError(`No glazing type "${id}" in the SHGC table.`);
  if (!(windowShgc >= 0 && windowShgc <= 1)) {
    throw new RangeError(`Window SHGC must be between 0 and 1, got ${windowShgc}.`);
  }
  const normal = row.shgcByAngle[0] ?? 1;
  const scale = windowShgc / normal;
  return {
    angularShgc: {
      anglesDeg: [...GLAZING_SHGC_ANGLES_DEG, GRAZING_INCIDENCE_DEG],
      shgc: [...row.shgcByAngle.map((s) => s * scale), 0],
    },
    diffuseShgc: row.hemispherical * scale,
  };
}

/**
 * The angular and diffuse SHGC of a window whose glazing type is not named: the curve of
 * {@link DEFAULT_GLAZING_ID} scaled to the window's SHGC (see {@link scaledAngularShgc}).
 *
 * @param windowShgc - The window's SHGC at normal incidence, 0…1.
 * @returns The angular table (0 at 90°) and the diffuse (hemispherical) SHGC.
 * @throws {RangeError} If the SHGC is outside 0…1.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 15, table 10, glazing 5b
 * @example defaultAngularShgc(0.7).diffuseShgc //=> 0.6 (5b: 0.70 normal, 0.60 hemispherical)
 */
export function defaultAngularShgc(windowShgc: number): {
  angularShgc: AngularShgc;
  diffuseShgc: number;
} {
  return scaledAngularShgc(DEFAULT_GLAZING_ID, windowShgc);
}

/** A short label: "5d: Uncoated double glazing, 6 mm bronze / clear". */
export function glazingLabel(row: GlazingShgc): string {
  return `${row.id}: ${row.glazing}`;
}
