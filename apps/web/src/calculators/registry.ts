import type { FileType } from '@org/data';
import type { AnyCalculatorDefinition, AnyCalculatorModule } from '../calculator-kit/types';
import { calculatorBySegment, type CalculatorEntry } from './catalog';
import { retryableImport } from '../lazy/load-with-retry';

/** Loads an export of a chunk that is fetched afresh when a try failed (retryableImport). */
function chunk<M, K extends keyof M>(importModule: () => Promise<M>, name: K): () => Promise<M[K]> {
  const load = retryableImport(importModule);
  return () => load().then((module) => module[name]);
}

/**
 * Each calculator's definition (`{folder}/definition.tsx`), as a chunk of its own, by the stored
 * type of its files. Only the pages that run a calculator (the two calculator routes, their code
 * preload and the backup check) import this: the catalog beside it is identity alone, so nothing
 * that lists calculators reaches their code, and the workspace below reaches none.
 */
const DEFINITIONS: { readonly [T in FileType]: () => Promise<AnyCalculatorDefinition> } = {
  heatLoad: chunk(() => import('./heat-load/definition'), 'heatLoadDefinition'),
  ventilation: chunk(() => import('./ventilation/definition'), 'ventilationDefinition'),
  duct: chunk(() => import('./duct/definition'), 'ductDefinition'),
  ductSystem: chunk(() => import('./duct-system/definition'), 'ductSystemDefinition'),
  fan: chunk(() => import('./fan/definition'), 'fanDefinition'),
  buildingLoad: chunk(() => import('./building-load/definition'), 'buildingLoadDefinition'),
  pipe: chunk(() => import('./pipe/definition'), 'pipeDefinition'),
  pumpHead: chunk(() => import('./pump/definition'), 'pumpHeadDefinition'),
  hydronicSystem: chunk(() => import('./hydronic-system/definition'), 'hydronicSystemDefinition'),
  refrigerant: chunk(() => import('./refrigerant/definition'), 'refrigerantDefinition'),
  acoustic: chunk(() => import('./acoustics/definition'), 'acousticDefinition'),
  energy: chunk(() => import('./energy/definition'), 'energyDefinition'),
  boq: chunk(() => import('./boq/definition'), 'boqDefinition'),
  equipmentSchedule: chunk(() => import('./schedule/definition'), 'scheduleDefinition'),
  psychrometric: chunk(() => import('./psychrometrics/definition'), 'psychrometricDefinition'),
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
