import type { UnitSystem } from '../units/unit-system.js';
import type { DuctNoisePathInputDraft } from './schema.js';

/**
 * A first duct-borne noise path for a form: a supply fan's sound power through 20 ft (6 m) of
 * unlined 24 × 12 in (600 × 300 mm) duct (attenuation computed from its size), two 12 in (300 mm) square elbows without vanes, a branch taking a quarter of the area,
 * a silencer and a 12 × 12 in (300 × 300 mm) ceiling outlet, to a listener 5 ft (1.5 m) away in a
 * 3000 ft³ (85 m³) private office. The silencer losses are placeholders: replace them with the
 * manufacturer's.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input.
 * @example defaultDuctNoisePathInput('Metric').room.distance //=> 1.5
 */
export function defaultDuctNoisePathInput(unitSystem: UnitSystem): DuctNoisePathInputDraft {
  const metric = unitSystem === 'Metric';
  return {
    calculationName: 'Office supply path',
    unitSystem,
    sourceSoundPower: [85, 82, 78, 75, 72, 68, 64, 60],
    elements: [
      {
        ...defaultDuctPathElement('ductRun', unitSystem, 'duct'),
        label: 'Main duct',
        width: metric ? 600 : 24,
        length: metric ? 6 : 20,
      },
      { ...defaultDuctPathElement('elbow', unitSystem, 'elbows'), label: 'Elbows', quantity: 2 },
      { ...defaultDuctPathElement('branch', unitSystem, 'branch'), totalArea: metric ? 0.36 : 4 },
      defaultDuctPathElement('insertionLoss', unitSystem, 'silencer'),
      {
        ...defaultDuctPathElement('endReflection', unitSystem, 'outlet'),
        label: 'Ceiling outlet',
      },
    ],
    room: {
      method: 'schultz',
      distance: metric ? 1.5 : 5,
      directivity: 2,
      volume: metric ? 85 : 3000,
    },
    roomType: 'privateOffice',
  };
}

type ElementType = ElementDraft['type'];
type ElementDraft = NonNullable<DuctNoisePathInputDraft['elements']>[number];
type PathDraft = NonNullable<DuctNoisePathInputDraft['additionalPaths']>[number];
type SurfaceDraft = NonNullable<DuctNoisePathInputDraft['room']['surfaces']>[number];

/**
 * A new path element of a type, as a form adds it: the same first values as the default path (the
 * typed duct rate and the insertion loss are placeholders for catalogue data).
 *
 * @param type - The element type.
 * @param unitSystem - The unit system of the numbers.
 * @param id - A row id unique in the path.
 * @returns A valid element.
 * @example defaultDuctPathElement('elbow', 'Metric', 'e2').width //=> 300
 */
export function defaultDuctPathElement<Type extends ElementType>(
  type: Type,
  unitSystem: UnitSystem,
  id: string,
): Extract<ElementDraft, { type: Type }> {
  // Indexing the table by a type parameter loses which fields go with which type.
  return { id, type, ...elementFields(unitSystem === 'Metric')[type] } as unknown as Extract<
    ElementDraft,
    { type: Type }
  >;
}

/** Each element type's first values after its id and type, in the unit system's numbers. */
function elementFields(metric: boolean) {
  return {
    straightDuct: {
      label: 'Straight duct',
      length: metric ? 3 : 10,
      attenuationPerLength: metric
        ? [0.66, 0.66, 0.33, 0.33, 0.33, 0.33, 0.33, 0.33]
        : [0.2, 0.2, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1],
    },
    ductRun: {
      label: 'Straight duct',
      shape: 'rectangular',
      width: metric ? 300 : 12,
      height: metric ? 300 : 12,
      lining: 'unlined',
      length: metric ? 3 : 10,
    },
    elbow: {
      label: 'Elbow',
      elbowKind: 'squareNoVanes',
      width: metric ? 300 : 12,
      quantity: 1,
    },
    branch: {
      label: 'Branch',
      branchArea: metric ? 0.09 : 1,
      totalArea: metric ? 0.18 : 2,
    },
    insertionLoss: { label: 'Silencer', insertionLoss: [4, 6, 10, 18, 22, 20, 15, 12] },
    endReflection: {
      label: 'Outlet',
      width: metric ? 300 : 12,
      height: metric ? 300 : 12,
      termination: 'flush',
    },
    silencer: {
      label: 'Silencer',
      insertionLoss: [4, 6, 10, 18, 22, 20, 15, 12],
      airflow: metric ? 940 : 2000,
      width: metric ? 600 : 24,
      height: metric ? 600 : 24,
      passages: 4,
      freeAreaPercent: 50,
    },
    terminal: {
      label: 'Ceiling diffuser',
      service: 'supply',
      terminalShape: 'rectangular',
      width: metric ? 300 : 12,
      height: metric ? 300 : 12,
      airflow: metric ? 120 : 250,
      pressureDrop: metric ? 20 : 0.08,
      count: 1,
    },
  } satisfies { [T in ElementType]: Omit<Extract<ElementDraft, { type: T }>, 'id' | 'type'> };
}

/**
 * A further path as a form adds it: a return path with its typed sound power at the return opening
 * of the duct, 10 ft (3 m) of unlined duct, end reflection and a return grille.
 *
 * @param unitSystem - The unit system of the numbers.
 * @param id - A row id unique among the paths.
 * @returns A valid path.
 * @example defaultNoisePath('Metric', 'p2').elements?.length //=> 3
 */
export function defaultNoisePath(unitSystem: UnitSystem, id: string): PathDraft {
  const metric = unitSystem === 'Metric';
  return {
    id,
    label: 'Return path',
    source: { kind: 'spectrum' },
    sourceSoundPower: [75, 72, 68, 65, 62, 58, 54, 50],
    elements: [
      { ...defaultDuctPathElement('ductRun', unitSystem, `${id}-duct`), label: 'Return duct' },
      {
        ...defaultDuctPathElement('endReflection', unitSystem, `${id}-end`),
        label: 'Return opening',
      },
      {
        ...defaultDuctPathElement('terminal', unitSystem, `${id}-grille`),
        label: 'Return grille',
        service: 'return',
        width: metric ? 600 : 24,
        airflow: metric ? 240 : 500,
      },
    ],
  };
}

/**
 * A new room surface as a form adds it: 100 ft² (10 m²) of the library's gypsum board on studs, with
 * its coefficients filled in (the engine uses the library's, 63 Hz taken as 125 Hz and 8000 Hz as
 * 4000 Hz).
 *
 * @param unitSystem - The unit system of the area.
 * @param id - A row id unique in the room.
 * @returns A valid surface.
 * @example defaultRoomSurface('Metric', 's1').area //=> 10
 */
export function defaultRoomSurface(unitSystem: UnitSystem, id: string): SurfaceDraft {
  return {
    id,
    label: 'Gypsum board, 1/2 in (12.5 mm), on studs or battens',
    area: unitSystem === 'Metric' ? 10 : 100,
    materialId: 'gypsumBoardOnStuds',
    absorptionCoefficients: [0.29, 0.29, 0.1, 0.05, 0.04, 0.07, 0.09, 0.09],
  };
}

type SourceDraft = NonNullable<DuctNoisePathInputDraft['source']>;

/**
 * A fan source as a form first proposes it: a backward-curved fan of 2000 cfm (940 L/s) at
 * 1.5 in. wg (375 Pa), 12 blades at 1200 rpm.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A valid fan source.
 * @example defaultFanSource('Metric').airflow //=> 940
 */
export function defaultFanSource(unitSystem: UnitSystem): SourceDraft {
  const metric = unitSystem === 'Metric';
  return {
    kind: 'fan',
    fanType: 'backwardCurved',
    airflow: metric ? 940 : 2000,
    staticPressure: metric ? 375 : 1.5,
    blades: 12,
    speed: 1200,
  };
}
