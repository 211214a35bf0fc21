import { assertFinite, assertInRange, assertPositive } from '../_lib/assert.js';
import { METRES_PER_FOOT } from '../units/factors.js';
import { OCTAVE_BANDS_HZ } from './constants.js';

/**
 * Sound sources of an air system, in octave bands 63 Hz–8 kHz, dB re 1 pW: the fan (empirical
 * estimate from airflow and pressure with a blade-pass tone), the regenerated noise of a grille,
 * register or diffuser, and the self-noise of a splitter silencer. Each is the early-design estimate
 * its source gives for when manufacturer data (AMCA 300, ASHRAE Standard 70, silencer test data) is
 * not to hand; a band the source does not cover is null.
 */

/** Fan types of the empirical fan-noise estimate. */
export const FAN_NOISE_TYPES = [
  'axial',
  'forwardCurved',
  'backwardCurved',
  'propeller',
  'mixedFlow',
] as const;
export type FanNoiseType = (typeof FAN_NOISE_TYPES)[number];

/**
 * Octave-band corrections to the overall fan sound power, 63 Hz–4 kHz, dB, by fan type; the source
 * gives none at 8 kHz.
 * @see Arup, Strutt help, "Empirical fan noise prediction" (strutt.arup.com/help/Empirical/FanNoise.htm), citing the ASHRAE Handbook p. 47.4 and Arup, Sound and Vibration in Mechanical Services Design, p. 36
 */
export const FAN_NOISE_SPECTRUM_DB: Readonly<Record<FanNoiseType, readonly number[]>> = {
  axial: [-5, -5, -6, -7, -8, -10, -13],
  forwardCurved: [-2, -7, -12, -17, -22, -27, -31],
  backwardCurved: [-7, -8, -7, -12, -17, -22, -27],
  propeller: [0, -1, 2, -5, -9, -10, -17],
  mixedFlow: [-12, -11, -10, -10, -13, -17, -22],
};

/** Added to the octave band holding the blade-pass frequency, and to the band of its first harmonic, dB. */
export const BLADE_PASS_TONE_DB = { fundamental: 5, harmonic: 3 } as const;

/** Index of the octave band (63 Hz–8 kHz) holding a frequency, or null outside 44–11 300 Hz. */
function octaveBandIndex(frequencyHz: number): number | null {
  const index = Math.round(Math.log2(frequencyHz / 63));
  const low = 63 * 2 ** (index - 0.5);
  const high = 63 * 2 ** (index + 0.5);
  if (index < 0 || index >= OCTAVE_BANDS_HZ.length || frequencyHz < low || frequencyHz >= high)
    return null;
  return index;
}

/**
 * Blade-pass frequency of a fan: f = rpm × blades / 60.
 *
 * @param speedRpm - Fan speed, rpm. Must be > 0.
 * @param blades - Number of impeller blades, 1 to 100.
 * @returns Blade-pass frequency, Hz.
 * @throws {RangeError} If a value is out of range.
 * @see Arup, Strutt help, "Empirical fan noise prediction" (strutt.arup.com/help/Empirical/FanNoise.htm), citing the ASHRAE Handbook p. 47.4 and Arup, Sound and Vibration in Mechanical Services Design, p. 36
 * @example bladePassFrequencyHz(1200, 12) //=> 240
 */
export function bladePassFrequencyHz(speedRpm: number, blades: number): number {
  assertPositive(speedRpm, 'speedRpm');
  assertInRange(blades, 'blades', 1, 100);
  return (speedRpm * blades) / 60;
}

/**
 * What a fan's estimated sound power is, in words: the method that gives it and how far to trust it.
 * The source states no uncertainty for the estimate; it is one spectrum per fan type, not the
 * selected fan's, so it is an early-design figure to replace with the manufacturer's AMCA 300 data.
 * @see Arup, Strutt help, "Empirical fan noise prediction" (strutt.arup.com/help/Empirical/FanNoise.htm), citing the ASHRAE Handbook p. 47.4 and Arup, Sound and Vibration in Mechanical Services Design, p. 36
 * @see K. C. Miller and M. J. Beam, "Assessment of HVAC sound power data for sensitive spaces", ASA 131st meeting, 1996, paper 4pAA2: measured unit sound power up to 10 dB and more above published data in some bands
 */
export const FAN_SOUND_ESTIMATE = {
  method:
    'Empirical fan-noise estimate: L_W = 20 log₁₀ p + 10 log₁₀ Q + 40 (p in Pa, Q in m³/s), spread over the octave bands by the fan type’s corrections, +5 dB in the blade-pass band and +3 dB at its harmonic (Arup, after the ASHRAE Handbook p. 47.4); no estimate at 8000 Hz.',
  uncertainty:
    'Uncertainty: the method states none. It is one spectrum per fan type, not the selected fan’s: real fans of the same duty differ by several decibels, and measured sound power has been found up to 10 dB above published data in some bands (Miller and Beam, ASA 1996). Use it for early design only and replace it with the manufacturer’s AMCA 300 data once the fan is selected.',
} as const;

/** A fan's estimated sound power. */
export interface FanSoundPower {
  /** Overall sound power level L_W = 20 log p + 10 log Q + 40, dB re 1 pW. */
  readonly overallDb: number;
  /** Octave bands 63 Hz–8 kHz, dB re 1 pW; 8 kHz is null (no correction in the source). */
  readonly bandsDb: readonly (number | null)[];
}

/**
 * Sound power of a fan from its duty by the empirical method: overall L_W = 20 log₁₀ p + 10 log₁₀ Q
 * + 40 (p in Pa, Q in m³/s), spread over the octave bands by the fan type's corrections, with 5 dB
 * added to the band holding the blade-pass frequency and 3 dB to the band of its first harmonic.
 *
 * @param flowM3s - Airflow, m³/s. Must be > 0.
 * @param pressurePa - Fan static pressure, Pa. Must be > 0.
 * @param fanType - One of {@link FAN_NOISE_TYPES}.
 * @param bladePassHz - Blade-pass frequency, Hz (omit for no tone).
 * @returns Overall and octave-band sound power, dB re 1 pW.
 * @throws {RangeError} If a value is not positive.
 * @see Arup, Strutt help, "Empirical fan noise prediction" (strutt.arup.com/help/Empirical/FanNoise.htm), citing the ASHRAE Handbook p. 47.4 and Arup, Sound and Vibration in Mechanical Services Design, p. 36
 * @example fanSoundPower(2, 500, 'backwardCurved').overallDb //=> 97.0
 */
export function fanSoundPower(
  flowM3s: number,
  pressurePa: number,
  fanType: FanNoiseType,
  bladePassHz?: number,
): FanSoundPower {
  assertPositive(flowM3s, 'flowM3s');
  assertPositive(pressurePa, 'pressurePa');
  const overallDb = 20 * Math.log10(pressurePa) + 10 * Math.log10(flowM3s) + 40;
  const bands: (number | null)[] = OCTAVE_BANDS_HZ.map((_, i) => {
    const correction = FAN_NOISE_SPECTRUM_DB[fanType][i];
    return correction === undefined ? null : overallDb + correction;
  });
  if (bladePassHz !== undefined) {
    assertPositive(bladePassHz, 'bladePassHz');
    for (const [frequency, tone] of [
      [bladePassHz, BLADE_PASS_TONE_DB.fundamental],
      [2 * bladePassHz, BLADE_PASS_TONE_DB.harmonic],
    ] as const) {
      const index = octaveBandIndex(frequency);
      const level = index === null ? null : bands[index];
      if (index !== null && level !== null && level !== undefined) bands[index] = level + tone;
    }
  }
  return { overallDb, bandsDb: bands };
}

/**
 * Octave-band corrections subtracted from the overall silencer self-noise, 63 Hz–8 kHz, dB.
 * @see Long, Architectural Acoustics, 2nd ed. (Academic Press, 2014), Eq. 14.31 and Table 14.8 (Fry 1988), as transcribed in the phonometry project (noise_control/hvac.py, silencer_self_noise)
 */
export const SILENCER_SELF_NOISE_CORRECTION_DB = [4, 4, 6, 8, 13, 18, 23, 28] as const;

/**
 * Regenerated (self) noise of a splitter silencer: overall L_W = 55 log₁₀ V + 10 log₁₀ N
 * + 10 log₁₀ H − 45 (V airway velocity m/s, N air passages, H height or circumference mm), less the
 * band corrections. Doubling the face velocity adds about 17 dB.
 *
 * @param airwayVelocityMS - Velocity in the airways between the splitters, m/s. Must be > 0.
 * @param passages - Number of air passages, 1 to 100.
 * @param heightM - Silencer height (or circumference, if round), m. Must be > 0.
 * @returns Octave-band sound power 63 Hz–8 kHz, dB re 1 pW.
 * @throws {RangeError} If a value is out of range.
 * @see Long, Architectural Acoustics, 2nd ed. (Academic Press, 2014), Eq. 14.31 and Table 14.8 (Fry 1988), as transcribed in the phonometry project (noise_control/hvac.py, silencer_self_noise)
 * @example silencerSelfNoiseDb(10, 4, 0.6)[3] //=> 35.8
 */
export function silencerSelfNoiseDb(
  airwayVelocityMS: number,
  passages: number,
  heightM: number,
): number[] {
  assertPositive(airwayVelocityMS, 'airwayVelocityMS');
  assertInRange(passages, 'passages', 1, 100);
  assertPositive(heightM, 'heightM');
  const overall =
    55 * Math.log10(airwayVelocityMS) +
    10 * Math.log10(passages) +
    10 * Math.log10(heightM * 1000) -
    45;
  return SILENCER_SELF_NOISE_CORRECTION_DB.map((correction) => overall - correction);
}

/** Shapes of the terminal-noise estimate: round diffusers, or rectangular (including slot) ones. */
export type TerminalShape = 'round' | 'rectangular';

/**
 * Regenerated noise of a grille, register or diffuser (Reynolds): overall
 * L_W = 10 log S + 30 log ξ + 60 log U − 31.3 with S the face area (ft²), U = Q/(60 S) the approach
 * velocity (ft/s) and ξ = 334.9 Δp/(0.075 U²) the pressure-drop coefficient (Δp in. wg); octave bands
 * L_W + C_D with C_D = −5.82 (round) or −11.82 (rectangular) − 0.15 A − 1.13 A², A the number of
 * octaves from the peak band f_p = 48.8 U. Identical devices add 10 log n.
 *
 * @param faceAreaM2 - Face area of one device, m². Must be > 0.
 * @param flowM3s - Airflow through one device, m³/s. Must be > 0.
 * @param pressureDropPa - Static pressure drop across the device, Pa. Must be > 0.
 * @param shape - 'round' or 'rectangular'.
 * @param count - Number of identical devices in the room, default 1.
 * @returns Octave-band sound power 63 Hz–8 kHz, dB re 1 pW.
 * @throws {RangeError} If a value is not positive.
 * @see Long, Architectural Acoustics, 2nd ed. (Academic Press, 2014), Eqs. 13.27–13.33 (Reynolds), as transcribed in the phonometry project (noise_control/hvac.py, diffuser_sound_power)
 * @example terminalSoundPowerDb(0.3716, 0.4719, 25, 'rectangular')[3] //=> 41.5
 */
export function terminalSoundPowerDb(
  faceAreaM2: number,
  flowM3s: number,
  pressureDropPa: number,
  shape: TerminalShape,
  count = 1,
): number[] {
  assertPositive(faceAreaM2, 'faceAreaM2');
  assertPositive(flowM3s, 'flowM3s');
  assertPositive(pressureDropPa, 'pressureDropPa');
  assertInRange(count, 'count', 1, 1000);
  const areaFt2 = faceAreaM2 / METRES_PER_FOOT ** 2;
  const flowCfm = (flowM3s / METRES_PER_FOOT ** 3) * 60;
  const dropInWg = pressureDropPa / 249.0;
  const velocityFtS = flowCfm / (60 * areaFt2);
  const xi = (334.9 * dropInWg) / (0.075 * velocityFtS ** 2);
  const overall =
    10 * Math.log10(areaFt2) +
    30 * Math.log10(xi) +
    60 * Math.log10(velocityFtS) -
    31.3 +
    10 * Math.log10(count);
  const peakBand = Math.round(Math.log2((48.8 * velocityFtS) / 32));
  const base = shape === 'round' ? -5.82 : -11.82;
  return OCTAVE_BANDS_HZ.map((frequency) => {
    const a = peakBand - Math.round(Math.log2(frequency / 32));
    return overall + base - 0.15 * a - 1.13 * a * a;
  });
}

/** Room criteria with a tabulated neck-velocity limit. */
export const NECK_VELOCITY_RC = [25, 30, 35, 40, 45] as const;
export type NeckVelocityRc = (typeof NECK_VELOCITY_RC)[number];

/**
 * Maximum recommended "free" opening (neck) velocity of air terminals for a design RC(N), m/s: supply
 * outlets and return openings.
 * @see ASHRAE Handbook—HVAC Applications (2019), ch. 49 "Noise and vibration control", Table 9, as transcribed in the phonometry project (noise_control/hvac.py, _TERMINAL_VELOCITY_LIMIT)
 */
export const NECK_VELOCITY_LIMITS_M_S: Readonly<
  Record<'supply' | 'return', Readonly<Record<NeckVelocityRc, number>>>
> = {
  supply: { 45: 3.2, 40: 2.8, 35: 2.5, 30: 2.2, 25: 1.8 },
  return: { 45: 3.8, 40: 3.4, 35: 3.0, 30: 2.5, 25: 2.2 },
};

/** The neck-velocity limit that applies to a room criterion. */
export interface NeckVelocityLimit {
  /** The tabulated criterion used: the highest of {@link NECK_VELOCITY_RC} not above the target. */
  readonly rc: NeckVelocityRc;
  /** Maximum recommended opening (neck) velocity, m/s. */
  readonly limitMS: number;
}

/**
 * The recommended maximum neck velocity of a supply outlet or return opening for a target room
 * criterion: the tabulated row at or below the target (RC 25 to 45), or null below RC 25 where the
 * table gives none. Targets between rows take the quieter row, so the limit is never loosened.
 *
 * @param service - 'supply' or 'return'.
 * @param targetRc - Target RC(N) (or NC, used as its equivalent).
 * @returns The row used and its limit, or null below RC 25.
 * @throws {RangeError} If the target is not finite.
 * @see ASHRAE Handbook—HVAC Applications (2019), ch. 49 "Noise and vibration control", Table 9, as transcribed in the phonometry project (noise_control/hvac.py, _TERMINAL_VELOCITY_LIMIT)
 * @example neckVelocityLimit('supply', 33) //=> { rc: 30, limitMS: 2.2 }
 */
export function neckVelocityLimit(
  service: 'supply' | 'return',
  targetRc: number,
): NeckVelocityLimit | null {
  assertFinite(targetRc, 'targetRc');
  const rows = NECK_VELOCITY_RC.filter((rc) => rc <= targetRc);
  const rc = rows[rows.length - 1];
  return rc === undefined ? null : { rc, limitMS: NECK_VELOCITY_LIMITS_M_S[service][rc] };
}
