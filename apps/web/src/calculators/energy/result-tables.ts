import { ENERGY_RESULT_SPECS, type EnergyCostResult } from '@org/hvac-core/energy';
import { formatNumber } from '@org/ui';
import { lineFor, type ResultLine, type ResultTable } from '../../calculator-kit/result-lines';

/**
 * The building's annual demand as its card and its report both show it: the heating's design
 * temperature difference, degree-days and heat, then the cooling; no lines for what is not asked.
 */
export function energyDemandTable(result: EnergyCostResult): ResultTable {
  const imperial = result.unitSystem === 'Imperial';
  const line = lineFor(ENERGY_RESULT_SPECS, result.unitSystem);
  const { heating, cooling } = result;
  const lines: ResultLine[] = [];
  if (heating) {
    lines.push(line('designTemperatureDifference', heating.designTemperatureDifference));
    if (heating.heatingDegreeDays !== null) {
      const correction = formatNumber(heating.degreeDayCorrection, { maximumFractionDigits: 2 });
      // The figure the label names: the degree-days times C_D, which the heat is computed from
      // (issue 44: the label said "× C_D 0.6" beside the degree-days alone).
      lines.push(
        line('heatingDegreeDays', heating.heatingDegreeDays * heating.degreeDayCorrection, {
          label: `Heating degree-days × C_D ${correction}`,
        }),
      );
    }
    lines.push(
      line('annualHeat', imperial ? heating.annualHeatMMBtu : heating.annualHeatKwh, {
        // Hundredths of an MMBtu: a small building's or a mild climate's heat is a few MMBtu.
        decimals: imperial ? 2 : 0,
        emphasis: 'subtotal',
        valueTestId: 'energy-annual-heat',
        live: true,
      }),
    );
  }
  if (cooling) {
    lines.push(
      line('annualCooling', imperial ? cooling.annualCoolingTonHours : cooling.annualCoolingKwh, {
        emphasis: 'subtotal',
        valueTestId: 'energy-annual-cooling',
      }),
    );
  }
  return { title: 'Building demand', lines };
}

/**
 * A bin's heat in the page's unit, as the card gives the annual heat: MMBtu to hundredths
 * (Imperial), kWh (Metric).
 */
export function binHeat(bin: { heatKwh: number; heatMMBtu: number }, imperial: boolean): string {
  return imperial
    ? formatNumber(bin.heatMMBtu, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : formatNumber(bin.heatKwh, { maximumFractionDigits: 0 });
}
