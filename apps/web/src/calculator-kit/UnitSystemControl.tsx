import type { UnitSystem } from '@org/hvac-core/units';
import { SegmentedChoice, type ChoiceOption } from './SegmentedChoice';

const UNIT_SYSTEM_OPTIONS: readonly ChoiceOption<UnitSystem>[] = [
  { value: 'Imperial', label: 'Imperial' },
  { value: 'Metric', label: 'Metric' },
];

export interface UnitSystemControlProps {
  /** Prefix of the label's id, e.g. "duct" for "duct-unit-system-label"; required. */
  idPrefix: string;
  /** The unit system of the inputs; required. */
  value: UnitSystem;
  /**
   * Called with the newly chosen system; the calculator converts the values already entered
   * (hvac-core's convert), never reinterprets them. Required.
   */
  onChange: (next: UnitSystem) => void;
  /** The label above the switch instead of beside it; default false (beside). */
  stacked?: boolean;
}

/** The Imperial/Metric switch every calculator shows above its inputs. */
export function UnitSystemControl({ idPrefix, value, onChange, stacked }: UnitSystemControlProps) {
  return (
    <SegmentedChoice
      labelId={`${idPrefix}-unit-system-label`}
      label="Units"
      data={UNIT_SYSTEM_OPTIONS}
      value={value}
      onChange={onChange}
      stacked={stacked}
    />
  );
}

export interface DraftUnitSystemControlProps<Draft extends { unitSystem?: UnitSystem }> {
  /** Prefix of the label's id, e.g. "duct" for "duct-unit-system-label"; required. */
  idPrefix: string;
  /** The calculator's draft; a draft without a unit system is in Imperial units. Required. */
  draft: Draft;
  /** Called with the converted draft; required. */
  onChange: (next: NoInfer<Draft>) => void;
  /** The calculator's hvac-core convert: values are converted, not reinterpreted. Required. */
  convert: (draft: NoInfer<Draft>, unitSystem: UnitSystem) => NoInfer<Draft>;
  /** The label above the switch instead of beside it; default false (beside). */
  stacked?: boolean;
}

/** {@link UnitSystemControl} bound to a calculator's draft: a switch converts the whole draft. */
export function DraftUnitSystemControl<Draft extends { unitSystem?: UnitSystem }>({
  idPrefix,
  draft,
  onChange,
  convert,
  stacked,
}: DraftUnitSystemControlProps<Draft>) {
  return (
    <UnitSystemControl
      idPrefix={idPrefix}
      value={draft.unitSystem ?? 'Imperial'}
      onChange={(next) => onChange(convert(draft, next))}
      stacked={stacked}
    />
  );
}
