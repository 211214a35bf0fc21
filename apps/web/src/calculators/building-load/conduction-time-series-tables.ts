import {
  constructionConduction,
  ctsConstruction,
  type BuildingLoadInput,
} from '@org/hvac-core/building-load';
import { formatNumber } from '@org/ui';
import type { ReportTable } from '../../report/types';

/** The hours one table prints: 24 columns do not fit a landscape page beside the names. */
const HALVES = [
  { first: 0, last: 11 },
  { first: 12, last: 23 },
] as const;

/** A construction's 24 conduction time series factors, %, from its layers or its Handbook table. */
function seriesPercent(
  construction: BuildingLoadInput['constructions'][number],
  input: BuildingLoadInput,
): readonly number[] | null {
  if (construction.layers !== undefined && construction.layers.length > 0) {
    return constructionConduction(construction, input.unitSystem).cts.map((v) => v * 100);
  }
  const cts = construction.ctsId === undefined ? undefined : ctsConstruction(construction.ctsId);
  return cts === undefined ? null : cts.ctsPercent;
}

/**
 * Each construction's conduction time series as a table of hours (ASHRAE Handbook—Fundamentals
 * ch. 18, tables 16 and 17 print it so), in two halves of 12 hours, rather than as a run of 24
 * numbers in a sentence; none when no construction has a series.
 */
export function conductionTimeSeriesTables(input: BuildingLoadInput): ReportTable[] {
  const rows = input.constructions.flatMap((c) => {
    const series = seriesPercent(c, input);
    return series === null ? [] : [{ name: c.name, series }];
  });
  if (rows.length === 0) return [];
  return HALVES.map(({ first, last }) => {
    const hours = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    return {
      title: `Conduction time series (%), hours ${first}–${last} after the heat reaches the outside surface`,
      columns: [
        { header: 'Construction' },
        ...hours.map((h) => ({ header: `${h}`, align: 'right' as const })),
      ],
      rows: rows.map(({ name, series }) => [
        name,
        ...hours.map((h) => formatNumber(series[h] ?? 0, { maximumFractionDigits: 1 })),
      ]),
    };
  });
}
