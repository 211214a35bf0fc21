import { fieldUnitLabel, type NumberFieldSpec } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatMeasure } from '../report/precision';
import type { ReportRow, ReportSection } from '../report/types';
import { getAt } from './draft-path';
import {
  groupLegend,
  isChoiceItem,
  isFormPiece,
  isNumberItem,
  layoutItem,
  type FieldTable,
  type FormLayout,
  type LayoutItem,
} from './form-layout';
import { textRow } from './text-row';

/*
 * The report's half of a form layout, apart from the form's: the public /heat-load page draws its
 * form and never writes a report, so this module stays out of its bundle.
 */

/** An item's rows on the report of this input. */
function itemRows<
  Fields extends FieldTable,
  Draft,
  Input extends { readonly unitSystem: UnitSystem },
>(
  layout: FormLayout<Fields, Draft, Input>,
  item: LayoutItem<Fields, Draft, Input>,
  input: Input,
): readonly ReportRow[] {
  if (item.shown && !item.shown(input)) return [];
  if (isNumberItem(item)) {
    if (item.reported && !item.reported(input)) return [];
    const spec = layout.fields[item.number] as NumberFieldSpec;
    const value = getAt(input, item.number.split('.'));
    if (typeof value === 'number')
      return [
        {
          label: spec.label,
          value: formatMeasure(value),
          unit: fieldUnitLabel(spec.unit, input.unitSystem),
        },
      ];
    const blank =
      typeof item.reportBlank === 'function' ? item.reportBlank(input) : item.reportBlank;
    return [textRow(spec.label, blank ?? layout.reportBlank ?? '—')];
  }
  if (isChoiceItem(item)) {
    if (item.reported && !item.reported(input)) return [];
    return [textRow(layout.fields[item.choice]!.label, item.report(input))];
  }
  return item.reportRows?.(input) ?? [];
}

/**
 * The report's inputs in the form's groups and order: each group that applies under its legend,
 * each piece's own sections, without those that report nothing; `leadRows` (what the form's bar
 * sets, such as its mode) follow the first row of the first section: the name, in "Calculation".
 */
export function layoutInputSections<
  Fields extends FieldTable,
  Draft,
  Input extends { readonly unitSystem: UnitSystem },
>(
  layout: FormLayout<Fields, Draft, Input>,
  input: Input,
  leadRows: readonly ReportRow[] = [],
): ReportSection[] {
  const sections: ReportSection[] = layout.groups.flatMap((part) => {
    if (isFormPiece(part)) return part.reportSections?.(input) ?? [];
    if (part.shown && !part.shown(input)) return [];
    const rows = part.items.flatMap((item) => itemRows(layout, layoutItem(item), input));
    return [{ title: groupLegend(part, input), rows }];
  });
  const [first] = sections;
  if (first) {
    const [head, ...rest] = first.rows;
    sections[0] = { ...first, rows: head ? [head, ...leadRows, ...rest] : [...leadRows] };
  }
  return sections.filter((section) => section.rows.length > 0);
}
