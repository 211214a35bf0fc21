import {
  exceedanceDryBulbC,
  meanCoincidentWetBulbC,
  monthlyDryBulbStatistics,
} from './climate-statistics.js';
import type { MonthlyDryBulb } from './climate-statistics.js';
import type { EpwFile } from './epw.js';

/** Design conditions derived from the hours of one weather file. */
export interface EpwDesignConditions {
  /** Says that these come from one year of hours, not the Handbook's long record. */
  readonly basis: string;
  readonly fileName: string;
  readonly heating: readonly { readonly annualPercent: 99.6 | 99; readonly dryBulbC: number }[];
  readonly cooling: readonly {
    readonly annualPercent: 0.4 | 1 | 2;
    readonly dryBulbC: number;
    readonly meanCoincidentWetBulbC: number;
    /** Hours averaged for the MCWB (dry bulb within ±0.5 K, the edges included). */
    readonly coincidentHours: number;
  }[];
  /** The month with the highest mean dry bulb (1…12). */
  readonly hottestMonth: number;
  /** Mean of the daily (max − min) dry bulb over the hottest month's days, K. */
  readonly hottestMonthDailyRangeK: number;
  readonly monthly: readonly (MonthlyDryBulb & { readonly meanDailyRangeK: number })[];
}

/**
 * Heating (99.6, 99 %) and cooling (0.4, 1, 2 % with mean coincident wet bulb) design dry bulbs,
 * monthly statistics and mean daily ranges of an EPW year, by the Handbook's definitions applied to
 * the file's 8760 hours. A typical-year file is not the Handbook's multi-year record: the values
 * describe that file, and `basis` says so for the report.
 *
 * @param epw - A parsed weather file.
 * @returns The design conditions and monthly statistics.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Annual Design Conditions" and "Monthly Design Conditions" (definitions of the percentiles, MCWB and mean daily range)
 */
export function epwDesignConditions(epw: EpwFile): EpwDesignConditions {
  const { hours } = epw;
  const monthly = monthlyDryBulbStatistics(hours);
  const rangeSum = new Float64Array(12);
  const dayCount = new Uint32Array(12);
  for (let start = 0; start + 24 <= hours.dryBulbC.length; start += 24) {
    let max = -Infinity;
    let min = Infinity;
    for (let h = start; h < start + 24; h++) {
      const t = hours.dryBulbC[h] ?? Number.NaN;
      if (t > max) max = t;
      if (t < min) min = t;
    }
    const m = (hours.month[start] ?? 1) - 1;
    rangeSum[m] = (rangeSum[m] ?? 0) + (max - min);
    dayCount[m] = (dayCount[m] ?? 0) + 1;
  }
  const withRanges = monthly.map((row, m) => ({
    ...row,
    meanDailyRangeK:
      (dayCount[m] ?? 0) === 0 ? Number.NaN : (rangeSum[m] ?? 0) / (dayCount[m] ?? 1),
  }));
  const hottest = withRanges.reduce((best, row) => (row.meanC > best.meanC ? row : best));
  return {
    basis: `Derived from the ${hours.dryBulbC.length} hours of ${epw.fileName} (one year), not from the Handbook's multi-year climatic tables.`,
    fileName: epw.fileName,
    heating: ([99.6, 99] as const).map((annualPercent) => ({
      annualPercent,
      dryBulbC: exceedanceDryBulbC(hours.dryBulbC, annualPercent),
    })),
    cooling: ([0.4, 1, 2] as const).map((annualPercent) => {
      const dryBulbC = exceedanceDryBulbC(hours.dryBulbC, annualPercent);
      const coincident = meanCoincidentWetBulbC(hours, dryBulbC);
      return {
        annualPercent,
        dryBulbC,
        meanCoincidentWetBulbC: coincident.wetBulbC,
        coincidentHours: coincident.hours,
      };
    }),
    hottestMonth: hottest.month,
    hottestMonthDailyRangeK: hottest.meanDailyRangeK,
    monthly: withRanges,
  };
}
