import { pipeMaterial } from '../pipe/materials.js';
import { evaluatePipeSizes, selectPipeSize } from '../pipe/size-selection.js';
import { fromSi, toSi } from '../units/quantities.js';
import { buildHydronicNetwork } from './network.js';
import type { HydronicReducerInput, HydronicSystemInput } from './schema.js';

/**
 * The friction rate "Size every pipe" allows when the engineer gives none: 4 ft of water per 100 ft
 * (400 Pa/m in Metric, the pipe sizer's default), the top of the 1 to 4 ft/100 ft range that
 * ASHRAE Handbook—Fundamentals (2021) ch. 22 gives for hydronic piping.
 */
export const DEFAULT_SIZING_FRICTION_RATE = { Imperial: 4, Metric: 400 } as const;

/** One pipe run as "Size every pipe" left it. */
export interface HydronicRunSizing {
  /** A header section, or a terminal's branch piping. */
  readonly kind: 'section' | 'branch';
  /** Its position in `sections` or `terminals`. */
  readonly index: number;
  /** The section's or the terminal's id. */
  readonly id: string;
  readonly fromSize: string;
  readonly toSize: string;
  /** False when no size of its material meets both limits and the largest was taken. */
  readonly sizeFound: boolean;
  /** Design flow, gpm | L/s. */
  readonly flowRate: number;
  /** At the new size: ft/s | m/s. */
  readonly velocity: number;
  /** At the new size: ft of water/100 ft | Pa/m. */
  readonly frictionRate: number;
  /**
   * The reducer at its inlet: kept with the upstream run's new size, or removed when the two sizes
   * are now the same (a reducer between equal sizes is no fitting); unchanged when no upstream run.
   */
  readonly reducer: HydronicReducerInput | undefined;
}

/** What "Size every pipe" does to a network. */
export interface HydronicPipeSizing {
  readonly runs: readonly HydronicRunSizing[];
  /** The friction rate and velocity limit used, in the input's units (velocity null: ASHRAE's). */
  readonly frictionRate: number;
  readonly maxVelocity: number | null;
}

/**
 * Sizes every header section and terminal branch of a network at its design flow: each takes the
 * smallest standard size of its own material whose friction rate and velocity are within the
 * limits (the input's `sizingFrictionRate`, default 4 ft/100 ft | 400 Pa/m, and
 * `sizingMaxVelocity`, default 4 ft/s up to 2 in. and 10 ft/s above), or the largest size with
 * `sizeFound` false. A section carries the sum of the design flows of the terminals beyond it;
 * a branch its terminal's. A reducer at a run's inlet follows the upstream run's new size. Sizing
 * ignores fittings, valves and the index circuit: it is the friction-rate method of ch. 22, after
 * which the network is analysed as usual.
 *
 * @param input - A parsed input whose network is valid.
 * @returns The new size of every run, in the order sections then branches.
 * @throws {RangeError} If the network's shape is invalid.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 22 "Pipe design" (sizing by friction rate, 1 to
 *   4 ft of water per 100 ft; 4 ft/s for 2 in. and smaller; erosion velocity above)
 * @example sizeHydronicPipes(defaultHydronicSystemInput('Imperial')).runs.length //=> 12
 */
export function sizeHydronicPipes(input: HydronicSystemInput): HydronicPipeSizing {
  const { unitSystem } = input;
  const network = buildHydronicNetwork(input);
  const frictionRate = input.sizingFrictionRate ?? DEFAULT_SIZING_FRICTION_RATE[unitSystem];
  const maxFrictionRatePaPerM = toSi(frictionRate, 'pipeFrictionRate', unitSystem);
  const maxVelocityMS =
    input.sizingMaxVelocity === undefined
      ? undefined
      : toSi(input.sizingMaxVelocity, 'waterVelocity', unitSystem);

  const choose = (
    materialId: HydronicSystemInput['sections'][number]['pipeMaterial'],
    flowM3S: number,
  ) => {
    const candidates = evaluatePipeSizes(pipeMaterial(materialId), {
      flowM3S: Math.max(flowM3S, Number.MIN_VALUE),
      densityKgM3: network.fluid.densityKgM3,
      kinematicViscosityM2S: network.fluid.kinematicViscosityM2S,
      method: input.frictionMethod,
      maxFrictionRatePaPerM,
      maxVelocityMS,
    });
    const { index, sizeFound } = selectPipeSize(candidates);
    return { chosen: candidates[index]!, sizeFound };
  };

  const sectionSizes = input.sections.map((section, s) =>
    choose(section.pipeMaterial, network.designEdgeFlowsM3S[s] ?? 0),
  );
  const newSectionSize = (s: number | undefined): string | undefined =>
    s === undefined ? undefined : sectionSizes[s]?.chosen.size.nominalSize;
  /** The run upstream of a return section's inlet: the largest return section ending there. */
  const returnFeeder = (node: string): number | undefined => {
    let best: number | undefined;
    input.sections.forEach((other, o) => {
      if (other.side !== 'return' || other.to !== node) return;
      if (best === undefined || network.designEdgeFlowsM3S[o]! > network.designEdgeFlowsM3S[best]!)
        best = o;
    });
    return best;
  };
  const reducerAfter = (
    reducer: HydronicReducerInput | undefined,
    upstreamSize: string | undefined,
    ownSize: string,
  ): HydronicReducerInput | undefined => {
    if (reducer === undefined || upstreamSize === undefined) return reducer;
    return upstreamSize === ownSize ? undefined : { ...reducer, fromNominalSize: upstreamSize };
  };
  const figures = (flowM3S: number, picked: ReturnType<typeof choose>) => ({
    sizeFound: picked.sizeFound,
    flowRate: fromSi(flowM3S, 'waterFlow', unitSystem),
    velocity: fromSi(picked.chosen.flow.velocityMS, 'waterVelocity', unitSystem),
    frictionRate: fromSi(picked.chosen.flow.frictionRatePaPerM, 'pipeFrictionRate', unitSystem),
  });

  const sections = input.sections.map((section, s): HydronicRunSizing => {
    const picked = sectionSizes[s]!;
    const toSize = picked.chosen.size.nominalSize;
    const upstream =
      section.side === 'supply'
        ? newSectionSize(network.topology.supplyFeed.get(section.from))
        : newSectionSize(returnFeeder(section.from));
    return {
      kind: 'section',
      index: s,
      id: section.id,
      fromSize: section.nominalSize,
      toSize,
      ...figures(network.designEdgeFlowsM3S[s] ?? 0, picked),
      reducer: reducerAfter(section.reducer, upstream, toSize),
    };
  });
  const branches = input.terminals.flatMap((terminal, t): HydronicRunSizing[] => {
    const pipe = terminal.branchPipe;
    if (pipe === undefined) return [];
    const flowM3S = network.designFlowsM3S[t] ?? 0;
    const picked = choose(pipe.pipeMaterial, flowM3S);
    const toSize = picked.chosen.size.nominalSize;
    return [
      {
        kind: 'branch',
        index: t,
        id: terminal.id,
        fromSize: pipe.nominalSize,
        toSize,
        ...figures(flowM3S, picked),
        reducer: reducerAfter(
          pipe.reducer,
          newSectionSize(network.topology.supplyFeed.get(terminal.supplyNode)),
          toSize,
        ),
      },
    ];
  });
  return {
    runs: [...sections, ...branches],
    frictionRate,
    maxVelocity: input.sizingMaxVelocity ?? null,
  };
}

/** The pipe-run fields "Size every pipe" rewrites, as a draft or a parsed input holds them. */
interface SizedRun {
  readonly nominalSize?: unknown;
  readonly reducer?: unknown;
}

/**
 * A copy of an input or a form's draft with the sizes of {@link sizeHydronicPipes} written in:
 * each run's nominal size and its reducer (removed where the sizing removed it). Everything else,
 * blanks and text included, is kept as it is.
 *
 * @param draft - The input or draft the sizing was computed from (same sections and terminals).
 * @param sizing - The sizing.
 * @returns A new object; `draft` is not changed.
 */
export function withHydronicPipeSizes<
  Draft extends {
    readonly sections?: readonly SizedRun[] | undefined;
    readonly terminals?: readonly { readonly branchPipe?: SizedRun | undefined }[] | undefined;
  },
>(draft: Draft, sizing: HydronicPipeSizing): Draft {
  const resized = <Run extends SizedRun>(run: Run, sized: HydronicRunSizing): Run => {
    const { reducer: _old, ...rest } = run;
    return (
      sized.reducer === undefined
        ? { ...rest, nominalSize: sized.toSize }
        : { ...rest, nominalSize: sized.toSize, reducer: sized.reducer }
    ) as Run;
  };
  const bySection = new Map<number, HydronicRunSizing>();
  const byBranch = new Map<number, HydronicRunSizing>();
  for (const run of sizing.runs)
    (run.kind === 'section' ? bySection : byBranch).set(run.index, run);
  return {
    ...draft,
    sections: draft.sections?.map((section, s) => {
      const sized = bySection.get(s);
      return sized === undefined ? section : resized(section, sized);
    }),
    terminals: draft.terminals?.map((terminal, t) => {
      const sized = byBranch.get(t);
      return sized === undefined || terminal.branchPipe === undefined
        ? terminal
        : { ...terminal, branchPipe: resized(terminal.branchPipe, sized) };
    }),
  };
}
