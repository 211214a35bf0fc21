import type { FileType } from '@org/data';
import type { AnyCalculatorDefinition, AnyCalculatorModule } from '../calculator-kit/types';
import { calculatorBySegment, type CalculatorEntry } from './catalog';

/**
 * Each calculator's definition (`{folder}/definition.tsx`), as a chunk of its own, by the stored
 * type of its files. Only the pages that run a calculator (the two calculator routes, their code
 * preload and the backup check) import this: the catalog beside it is identity alone, so nothing
 * that lists calculators reaches their code, and the workspace below reaches none.
 */
const DEFINITIONS: { readonly [T in FileType]: () => Promise<AnyCalculatorDefinition> } = {
  heatLoad: () => import('./heat-load/definition').then((m) => m.heatLoadDefinition),
  ventilation: () => import('./ventilation/definition').then((m) => m.ventilationDefinition),
  duct: () => import('./duct/definition').then((m) => m.ductDefinition),
  ductSystem: () => import('./duct-system/definition').then((m) => m.ductSystemDefinition),
  fan: () => import('./fan/definition').then((m) => m.fanDefinition),
  buildingLoad: () => import('./building-load/definition').then((m) => m.buildingLoadDefinition),
  pipe: () => import('./pipe/definition').then((m) => m.pipeDefinition),
  pumpHead: () => import('./pump/definition').then((m) => m.pumpHeadDefinition),
  hydronicSystem: () =>
    import('./hydronic-system/definition').then((m) => m.hydronicSystemDefinition),
  refrigerant: () => import('./refrigerant/definition').then((m) => m.refrigerantDefinition),
  acoustic: () => import('./acoustics/definition').then((m) => m.acousticDefinition),
  energy: () => import('./energy/definition').then((m) => m.energyDefinition),
  boq: () => import('./boq/definition').then((m) => m.boqDefinition),
  equipmentSchedule: () => import('./schedule/definition').then((m) => m.scheduleDefinition),
  psychrometric: () => import('./psychrometrics/definition').then((m) => m.psychrometricDefinition),
};

/** A definition as the workspace runs it: with the route, collection and name of its record. */
export function withIdentity<D extends AnyCalculatorDefinition>(
  calculator: Pick<CalculatorEntry, 'route' | 'collection' | 'title'>,
  definition: D,
): D & Pick<CalculatorEntry, 'route' | 'collection' | 'title'> {
  return {
    ...definition,
    route: calculator.route,
    collection: calculator.collection,
    title: calculator.title,
  };
}

/** Loads a calculator's definition and gives it its identity from the catalog. */
export function loadCalculator(calculator: CalculatorEntry): Promise<AnyCalculatorModule> {
  return DEFINITIONS[calculator.type]().then((definition) => withIdentity(calculator, definition));
}

/** What a calculator page needs to show a calculator: its name and how to load it. */
export interface CalculatorPageCode {
  readonly title: string;
  readonly load: () => Promise<AnyCalculatorModule>;
}

const pageCode = new Map<FileType, CalculatorPageCode>();

/**
 * The name and loader of the calculator at a route segment, undefined when the segment names none.
 * The same object for the same calculator every time, so a page that asks on each render does not
 * start its load again.
 */
export function calculatorAtSegment(segment: string): CalculatorPageCode | undefined {
  const calculator = calculatorBySegment(segment);
  if (!calculator) return undefined;
  let code = pageCode.get(calculator.type);
  if (!code) {
    code = { title: calculator.title, load: () => loadCalculator(calculator) };
    pageCode.set(calculator.type, code);
  }
  return code;
}
