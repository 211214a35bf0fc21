import {
  DUCT_NOISE_PATH_METHOD,
  DUCT_NOISE_PATH_FIELDS,
  DUCT_NOISE_PATH_RESULT_SPECS,
  DuctNoisePathInputSchema,
  calculateDuctNoisePathInput,
  convertDuctNoisePathInput,
  defaultDuctNoisePathInput,
  type DuctNoisePathInput,
  type DuctNoisePathInputDraft,
  type DuctNoisePathResult,
} from '@org/hvac-core/acoustics';
import { describeResultKey, summaryOfLines } from '../../calculator-kit/result-lines';
import type { CalculatorDefinition, CalculatorEditorProps } from '../../calculator-kit/types';
import { useProjectSources } from '../../project-sources/use-project-sources';
import { ductSystemFilesOf } from '../fan/duty-from-duct-system';
import { methodFromSteps } from '../../calculator-kit/method-from-steps';
import { suggestCalculationName } from '../../calculator-kit/suggest-calculation-name';
import { AcousticCalculator } from './AcousticCalculator';
import { acousticReport } from './report';
import { acousticResultTables } from './result-tables';

/**
 * The acoustic calculator on the workspace: with the duct-system files of the file's project (the
 * route's, or the one a new file is made in), so that a duct system's critical path can be taken.
 */
function AcousticWorkspaceEditor(
  props: CalculatorEditorProps<DuctNoisePathInputDraft, DuctNoisePathInput, DuctNoisePathResult>,
) {
  const { sources } = useProjectSources(ductSystemFilesOf);
  return <AcousticCalculator {...props} ductSystemSources={sources} />;
}

/** The acoustic calculator on the workspace (issue 7, "Acoustics"). */
export const acousticDefinition: CalculatorDefinition<
  DuctNoisePathInputDraft,
  DuctNoisePathInput,
  DuctNoisePathResult
> = {
  intro:
    'Duct-borne noise from a fan to a room, octave band by octave band 63–8000 Hz: the fan’s sound power typed or estimated from its duty, straight duct, elbows, branch splits, silencers with their self-noise, end reflection and air terminals with their own noise and neck-velocity limits, supply and return paths summed in the room, the A-weighted level, NC and RC Mark II ratings against the room type’s recommended range, reverberation times by Sabine and Eyring, and a decibel tool (ASHRAE Handbook—HVAC Applications, ch. 49).',
  inputFields: DUCT_NOISE_PATH_FIELDS,
  createDraft: defaultDuctNoisePathInput,
  convert: (draft, unitSystem) => convertDuctNoisePathInput(draft, unitSystem),
  schema: DuctNoisePathInputSchema,
  calculate: calculateDuctNoisePathInput,
  snapshot: (result) => {
    const snapshot: Record<string, number> = {
      nc: result.nc.nc,
      aWeightedLevel: result.aWeightedDb,
      rc: result.rc.rc,
    };
    result.soundPressureDb.forEach((level, band) => {
      snapshot[`soundPressure${result.bandsHz[band] ?? band}`] = level;
    });
    return snapshot;
  },
  summaryKeys: ['nc', 'aWeightedLevel'],
  // The card's NC is the rating (rounded, NC 39), the snapshot's the exact figure (38.4).
  summary: (_input, result) =>
    summaryOfLines(acousticResultTables(result).ratings.lines, ['nc', 'dba'], {
      nc: 'NC rating',
    }),
  describeSnapshotKey: (key, input) => {
    const band = /^soundPressure(\d+)$/.exec(key);
    return band
      ? { label: `Sound pressure level at ${band[1]} Hz`, unit: 'dB' }
      : describeResultKey(DUCT_NOISE_PATH_RESULT_SPECS)(key, input);
  },
  suggestFileName: suggestCalculationName,
  report: acousticReport,
  method: methodFromSteps(DUCT_NOISE_PATH_METHOD),
  Editor: AcousticWorkspaceEditor,
};
