import { COLLECTIONS, type CollectionInfo, type FileRouteSegment } from '@org/data';
import type { AnyCalculatorModule } from './types';

/** Loads one calculator's module: each is its own chunk, fetched when its page opens. */
export type CalculatorLoader = () => Promise<AnyCalculatorModule>;

/**
 * The calculators on the workspace, by route segment. Adding a calculator is one line here (and its
 * module): the dynamic import keeps its engine, form and report out of every other page.
 */
export const CALCULATOR_LOADERS: Partial<Record<FileRouteSegment, CalculatorLoader>> = {
  'heat-load': () => import('../calculators/heat-load/module').then((m) => m.heatLoadModule),
  'duct-sizer': () => import('../calculators/duct/module').then((m) => m.ductModule),
  'pipe-sizer': () => import('../calculators/pipe/module').then((m) => m.pipeModule),
  'pump-head-calc': () => import('../calculators/pump-head/module').then((m) => m.pumpHeadModule),
  'refrigerant-pipe-sizer': () =>
    import('../calculators/refrigerant/module').then((m) => m.refrigerantModule),
  'acoustic-calculator': () =>
    import('../calculators/acoustic/module').then((m) => m.acousticModule),
  'energy-analysis': () => import('../calculators/energy/module').then((m) => m.energyModule),
  boq: () => import('../calculators/boq/module').then((m) => m.boqModule),
  'ventilation-calc': () =>
    import('../calculators/ventilation/module').then((m) => m.ventilationModule),
  'psychrometric-chart': () =>
    import('../calculators/psychrometric/module').then((m) => m.psychrometricModule),
  schedules: () => import('../calculators/schedule/module').then((m) => m.scheduleModule),
};

/** What a route segment names: a calculator to load, one not built yet, or nothing at all. */
export type CalculatorLookup =
  | { status: 'available'; info: CollectionInfo; load: CalculatorLoader }
  | { status: 'unavailable'; info: CollectionInfo }
  | { status: 'unknown'; segment: string };

/**
 * Looks a route segment up in COLLECTIONS (@org/data), the one table of file kinds. A kind with no
 * loader yet is 'unavailable', so its pages say so by name instead of showing nothing.
 */
export function lookupCalculator(
  segment: string,
  loaders: Partial<Record<FileRouteSegment, CalculatorLoader>> = CALCULATOR_LOADERS,
): CalculatorLookup {
  const info = COLLECTIONS.find((entry) => entry.route === segment);
  if (!info) return { status: 'unknown', segment };
  const load = loaders[info.route];
  return load ? { status: 'available', info, load } : { status: 'unavailable', info };
}
