import { Fieldset, NativeSelect, SimpleGrid } from '@mantine/core';
import {
  DUCT_NOISE_PATH_CHOICE_SPECS,
  DUCT_NOISE_PATH_NUMBER_SPECS,
  type AcousticChoiceField,
  type AcousticChoiceSpec,
  OCTAVE_BANDS_HZ,
  type AcousticNumberField,
} from '@org/hvac-core/acoustics';
import { inUnitSystem, type NumberFieldSpec } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import { DraftNumberField, type DraftFieldContext } from '../../calculator-kit/DraftNumberField';
import classes from './AcousticCalculator.module.css';
import { ACOUSTIC_ID_PREFIX, acousticFieldId, choiceData, type Row } from './field-ui';
import { errorKey, type DraftPath } from '../../calculator-kit/draft-path';
import { draftText } from '../../calculator-kit/draft-text';

/** What the fields of one row of the draft read and write. */
export interface RowFieldsContext {
  /** The draft path of the row: ids and message keys derive from it. */
  readonly base: DraftPath;
  /** The row as the draft holds it. */
  readonly row: Row;
  /** Sets one field of the row. */
  readonly set: (field: string, value: unknown) => void;
  /** Messages by path key. */
  readonly errors: Readonly<Record<string, string>>;
  readonly unitSystem: UnitSystem;
  /** Keeps text that is not a number, so that the schema says why; default false (''). */
  readonly keepText?: boolean;
}

/** What a field says beyond its spec: another label, help that depends on the row, a placeholder. */
export interface FieldWording {
  readonly label?: string;
  readonly description?: string;
  readonly placeholder?: string;
}

/**
 * The field makers of one row of the draft, each field described by the engine's
 * `DUCT_NOISE_PATH_NUMBER_SPECS`: `number('length')`, `choice('lining')`, `bands('insertionLoss')`.
 */
export function rowFields({
  base,
  row,
  set,
  errors,
  unitSystem,
  keepText = false,
}: RowFieldsContext) {
  const context: DraftFieldContext = { idPrefix: ACOUSTIC_ID_PREFIX, unitSystem, errors };
  const numberInput = (
    path: DraftPath,
    specKey: AcousticNumberField,
    value: unknown,
    onChange: (next: number | string) => void,
    wording: FieldWording & { readonly band?: boolean } = {},
  ) => {
    const spec: NumberFieldSpec = DUCT_NOISE_PATH_NUMBER_SPECS[specKey];
    const keep = keepText && wording.band !== true;
    return (
      <DraftNumberField
        key={errorKey(path)}
        context={context}
        path={path}
        spec={spec}
        label={wording.label}
        // A band's help is the group's, shown once above its eight inputs.
        description={wording.band ? '' : wording.description}
        placeholder={wording.placeholder}
        value={value}
        onChange={(next) => onChange(typeof next === 'string' && !keep ? '' : next)}
      />
    );
  };

  return {
    /** A numeric field of the row, described by the spec of the same name or `specKey`. */
    number: (field: string, specKey = field as AcousticNumberField, wording?: FieldWording) =>
      numberInput([...base, field], specKey, row[field], (next) => set(field, next), wording),

    /** A choice of the row, as the engine's choice table describes it. */
    choice: (field: AcousticChoiceField) => {
      const spec: AcousticChoiceSpec = DUCT_NOISE_PATH_CHOICE_SPECS[field];
      return (
        <NativeSelect
          id={acousticFieldId([...base, field])}
          label={spec.label}
          value={(draftText(row[field]) ?? '') || (spec.default ?? '')}
          onChange={(event) => set(field, event.currentTarget.value)}
          error={errors[errorKey([...base, field])]}
          data={choiceData(spec.options, spec.labels)}
        />
      );
    },

    /** Eight octave-band inputs, 63 to 8000 Hz, in one group (legend and help from the spec). */
    bands: (field: string, specKey = field as AcousticNumberField, legend?: string) => {
      const spec: NumberFieldSpec = DUCT_NOISE_PATH_NUMBER_SPECS[specKey];
      const list = Array.isArray(row[field]) ? (row[field] as unknown[]) : [];
      const values = OCTAVE_BANDS_HZ.map((_, band) => list[band] ?? '');
      return (
        <Fieldset
          legend={legend ?? spec.label}
          variant="unstyled"
          classNames={{ legend: classes.subLegend }}
        >
          {spec.help ? <p className={classes.help}>{inUnitSystem(spec.help, unitSystem)}</p> : null}
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" verticalSpacing="xs">
            {OCTAVE_BANDS_HZ.map((hz, band) =>
              numberInput(
                [...base, field, band],
                specKey,
                values[band],
                (next) =>
                  set(
                    field,
                    values.map((old, i) => (i === band ? next : old)),
                  ),
                { label: `${hz} Hz`, band: true },
              ),
            )}
          </SimpleGrid>
        </Fieldset>
      );
    },
  };
}

/** The field makers of a row, as `rowFields` returns them. */
export type RowFields = ReturnType<typeof rowFields>;
