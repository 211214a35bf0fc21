import { ACOUSTIC_DUCT_SHAPES, DUCT_LININGS } from './duct-attenuation.js';
import { DUCT_TERMINATIONS, ELBOW_KINDS } from './duct-elements.js';
import {
  DUCT_LINING_LABELS,
  DUCT_NOISE_PATH_FIELD_LABELS as LABELS,
  DUCT_SHAPE_LABELS,
  DUCT_TERMINATION_LABELS,
  ELBOW_KIND_LABELS,
  FAN_NOISE_TYPE_LABELS,
  TERMINAL_SERVICE_LABELS,
  TERMINAL_SHAPE_LABELS,
} from './fields.js';
import { TERMINAL_SERVICES, TERMINAL_SHAPES } from './schema.js';
import { FAN_NOISE_TYPES } from './sources.js';

/** A choice of a duct-noise input: its label, options in order with their labels, and default. */
export interface AcousticChoiceSpec<Option extends string = string> {
  readonly label: string;
  readonly options: readonly Option[];
  readonly labels: Readonly<Record<Option, string>>;
  /** The option a form shows while the draft holds none; default none. */
  readonly default?: Option;
}

const choice = <Option extends string>(
  label: string,
  options: readonly Option[],
  labels: Readonly<Record<Option, string>>,
  fallback?: Option,
): AcousticChoiceSpec => ({
  label,
  options,
  labels: labels as Readonly<Record<string, string>>,
  ...(fallback === undefined ? {} : { default: fallback }),
});

/** The choices of a fan source and of the path elements, keyed by their field. */
export const DUCT_NOISE_PATH_CHOICE_SPECS = {
  fanType: choice(LABELS.fanType, FAN_NOISE_TYPES, FAN_NOISE_TYPE_LABELS, 'backwardCurved'),
  shape: choice(LABELS.shape, ACOUSTIC_DUCT_SHAPES, DUCT_SHAPE_LABELS, 'rectangular'),
  lining: choice(LABELS.lining, DUCT_LININGS, DUCT_LINING_LABELS, 'unlined'),
  elbowKind: choice(LABELS.elbowKind, ELBOW_KINDS, ELBOW_KIND_LABELS),
  termination: choice(LABELS.termination, DUCT_TERMINATIONS, DUCT_TERMINATION_LABELS, 'flush'),
  service: choice(LABELS.service, TERMINAL_SERVICES, TERMINAL_SERVICE_LABELS, 'supply'),
  terminalShape: choice(
    LABELS.terminalShape,
    TERMINAL_SHAPES,
    TERMINAL_SHAPE_LABELS,
    'rectangular',
  ),
} as const satisfies Record<string, AcousticChoiceSpec>;

/** A key of {@link DUCT_NOISE_PATH_CHOICE_SPECS}. */
export type AcousticChoiceField = keyof typeof DUCT_NOISE_PATH_CHOICE_SPECS;
