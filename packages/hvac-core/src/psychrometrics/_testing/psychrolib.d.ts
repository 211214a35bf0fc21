/**
 * Types for the parts of PsychroLib (npm `psychrolib`, ASHRAE Fundamentals 2017 ch. 1) that the tests
 * use as their oracle. PsychroLib ships no types. Every function works in the unit system last set:
 * SI (°C, Pa, J/kg, m³/kg) or IP (°F, psia, Btu/lb, ft³/lb).
 */
declare module 'psychrolib' {
  /** [W, Tdp, RH, pw, h, v, μ] */
  type FromWetBulb = [number, number, number, number, number, number, number];
  interface PsychroLib {
    readonly SI: number;
    readonly IP: number;
    SetUnitSystem(unitSystem: number): void;
    GetSatVapPres(dryBulb: number): number;
    GetSatHumRatio(dryBulb: number, pressure: number): number;
    GetHumRatioFromVapPres(vaporPressure: number, pressure: number): number;
    GetVapPresFromHumRatio(humidityRatio: number, pressure: number): number;
    GetHumRatioFromRelHum(dryBulb: number, relativeHumidity: number, pressure: number): number;
    GetRelHumFromHumRatio(dryBulb: number, humidityRatio: number, pressure: number): number;
    GetHumRatioFromTWetBulb(dryBulb: number, wetBulb: number, pressure: number): number;
    GetTWetBulbFromHumRatio(dryBulb: number, humidityRatio: number, pressure: number): number;
    GetHumRatioFromTDewPoint(dewPoint: number, pressure: number): number;
    GetTDewPointFromHumRatio(dryBulb: number, humidityRatio: number, pressure: number): number;
    GetTDewPointFromVapPres(dryBulb: number, vaporPressure: number): number;
    GetMoistAirEnthalpy(dryBulb: number, humidityRatio: number): number;
    GetMoistAirVolume(dryBulb: number, humidityRatio: number, pressure: number): number;
    GetMoistAirDensity(dryBulb: number, humidityRatio: number, pressure: number): number;
    GetDegreeOfSaturation(dryBulb: number, humidityRatio: number, pressure: number): number;
    GetHumRatioFromEnthalpyAndTDryBulb(enthalpy: number, dryBulb: number): number;
    GetTDryBulbFromEnthalpyAndHumRatio(enthalpy: number, humidityRatio: number): number;
    GetStandardAtmPressure(altitude: number): number;
    GetStandardAtmTemperature(altitude: number): number;
    CalcPsychrometricsFromTWetBulb(dryBulb: number, wetBulb: number, pressure: number): FromWetBulb;
  }
  const psychrolib: PsychroLib;
  export default psychrolib;
}
