import type { MethodStep } from '../refrigerant/method.js';

/** The duct-borne noise method, step by step, with its sources (for reports). */
export const DUCT_NOISE_PATH_METHOD: readonly MethodStep[] = [
  {
    step: 'Fan source',
    formula:
      'L_W = 20 log p + 10 log Q + 40 (p Pa, Q m³/s), plus the fan type’s octave corrections; +5 dB in the band of the blade-pass frequency f = rpm × blades / 60, +3 dB in its first harmonic’s; no 8000 Hz correction is given',
    reference:
      'Arup, Strutt help, “Empirical fan noise prediction”, citing the ASHRAE Handbook p. 47.4 and Arup, Sound and Vibration in Mechanical Services Design, p. 36',
  },
  {
    step: 'Path',
    formula: 'Lw,out = Lw,in − ΔL in each octave band 63–8000 Hz, element by element',
    reference: 'ASHRAE Handbook—HVAC Applications (2019), ch. 49',
  },
  {
    step: 'Straight duct by size',
    formula:
      'ΔL = rate × L, at most 40 dB. Rectangular (P/A ft⁻¹): unlined 17.0(P/A)^−0.25 f^−0.85 (f ≤ 250 Hz, P/A ≥ 3), 1.64(P/A)^0.73 f^−0.58 (f ≤ 250 Hz, P/A < 3), 0.02(P/A)^0.8 (f > 250 Hz), plus lining IL = B(P/A)^C t^D; round lined IL = A + Bt + Ct² + Dd + Ed² + Fd³; round unlined from the table',
    reference:
      'Reynolds and Bledsoe (1991), Algorithms for HVAC Acoustics, ASHRAE; ASHRAE Handbook—HVAC Applications (2019), ch. 49; checked against Siemens Application Guide 125-1929 (2009), tables 17–21; unlined round: Engineering ToolBox, "Unlined sheet-metal ducts"',
  },
  {
    step: 'Straight duct, rate entered',
    formula: 'ΔL = attenuation per length × length (manufacturer’s or tabulated rate)',
    reference: 'ASHRAE Handbook—HVAC Applications (2019), ch. 49, duct attenuation tables',
  },
  {
    step: 'Elbows',
    formula: 'insertion loss by f·w (kHz·in): unlined square without / with turning vanes, round',
    reference: 'ASHRAE Handbook—HVAC Applications (2019), ch. 49, tables 22–24',
  },
  {
    step: 'Branch',
    formula: 'ΔL = 10 log(ΣA_branches / A_branch)',
    reference: 'ASHRAE Handbook—HVAC Applications (2019), ch. 49',
  },
  {
    step: 'Silencer',
    formula:
      'Lw,out = 10 log(10^((Lw,in − IL)/10) + 10^(Lw,self/10)); self-noise Lw = 55 log V + 10 log N + 10 log H − 45 − C(f), V airway velocity (m/s) = face velocity / free area, N passages, H height (mm); the higher of the two governs a band',
    reference:
      'Fry (1988) in Long, Architectural Acoustics, 2nd ed. (2014), Eq. 14.31 and Table 14.8; insertion loss from the manufacturer',
  },
  {
    step: 'End reflection',
    formula: 'ERL = 10 log[1 + (a₁c/(πfD))²], a₁ = 0.7 flush, 1.0 free space; D = √(4A/π)',
    reference: 'ASHRAE Handbook—HVAC Applications (2019), ch. 49; Reynolds and Bledsoe (1991)',
  },
  {
    step: 'Air terminal',
    formula:
      'Lw = 10 log S + 30 log ξ + 60 log U − 31.3 (S ft², U = Q/60S ft/s, ξ = 334.9 Δp/(0.075 U²), Δp in. wg) + C_D (−5.82 round, −11.82 rectangular, − 0.15A − 1.13A², A octaves from f_p = 48.8U) + 10 log n; added to the duct-borne sound by energy',
    reference: 'Reynolds, in Long, Architectural Acoustics, 2nd ed. (2014), Eqs. 13.27–13.33',
  },
  {
    step: 'Neck velocity',
    formula:
      'U = Q / A of the opening, against the limit for the target RC (the tabulated row at or below it): supply 1.8–3.2 m/s, return 2.2–3.8 m/s for RC 25–45',
    reference: 'ASHRAE Handbook—HVAC Applications (2019), ch. 49, Table 9',
  },
  {
    step: 'Room',
    formula:
      'Schultz: Lp = Lw − 10 log r − 5 log V − 3 log f + 12 (SI); or Lp = Lw + 10 log(Q/4πr² + 4/R)',
    reference: 'ASHRAE Handbook—HVAC Applications (2019), ch. 49; Schultz (1985)',
  },
  {
    step: 'Paths summed',
    formula: 'Lp,room = 10 log Σ 10^(Lp,i/10) over the supply and return paths, band by band',
    reference: 'ASHRAE Handbook—Fundamentals (2021), ch. 8, “Combining sound levels”',
  },
  {
    step: 'Absorption',
    formula:
      'A = Σ Sᵢαᵢ; library materials 125–4000 Hz, the 63 Hz band taking the 125 Hz value and 8000 Hz the 4000 Hz value',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 8, absorption coefficients of building materials (reproductions named per material)',
  },
  {
    step: 'Reverberation',
    formula: 'Sabine T = 0.161 V/A; Eyring T = 0.161 V/(−S ln(1 − ᾱ))',
    reference: 'ASHRAE Handbook—Fundamentals (2021), ch. 8; Eyring (1930)',
  },
  {
    step: 'Ratings',
    formula:
      'dBA with IEC 61672-1 weights; NC by tangency to Beranek’s curves; RC Mark II (mean of 500–2000 Hz, QAI)',
    reference:
      'IEC 61672-1:2013; Beranek (1957); Blazier (1997); ASHRAE HVAC Applications (2019), ch. 49',
  },
  {
    step: 'Target',
    formula:
      'pass when the NC rating (rounded up) ≤ the room type’s upper limit or the given target',
    reference: 'ASHRAE Handbook—HVAC Applications (2019), ch. 49, table 1',
  },
];
