import type { UnitSystem } from '@org/hvac-core/units';
import type { MethodStep } from '@org/ui';

/** One labelled value of a report table. */
export interface ReportRow {
  readonly label: string;
  /** Already formatted ("1,234", "Cooling"); the report never formats engineering numbers itself. */
  readonly value: string;
  /** Unit after the value; '' for none. */
  readonly unit: string;
  /** Bold row (a total). */
  readonly emphasis?: boolean;
  /** A part of the row above (the lighting gain of the internal load): its label is indented. */
  readonly indent?: boolean;
}

/** A titled table of the report. */
export interface ReportSection {
  readonly title: string;
  readonly rows: readonly ReportRow[];
}

/** A column of a report table. */
export interface ReportTableColumn {
  /** Header text, unit included: "Airflow (cfm)". */
  readonly header: string;
  /** Right for numbers; default left. */
  readonly align?: 'left' | 'right';
  /** pdfmake width: '*' shares the free width, 'auto' fits the content, a number is pt; default '*'. */
  readonly width?: '*' | 'auto' | number;
}

/** A table with a header row (a schedule's equipment table): every cell already formatted. */
export interface ReportTable {
  readonly title: string;
  readonly columns: readonly ReportTableColumn[];
  /** One array of cells per row, in column order. */
  readonly rows: readonly (readonly string[])[];
  /** Rows printed bold after the others, such as a subtotal; default none. */
  readonly totalRows?: readonly (readonly string[])[];
}

/**
 * What a calculator puts in its report; the workspace adds its method and its heading, the
 * calculator's one name from the catalog (`reportContent`), so no report names itself differently
 * from the menu.
 */
export type ReportBody = Omit<ReportContent, 'method' | 'heading'> & {
  /** Said after the name in the heading, e.g. "cooling" for "Heat load (cooling)"; default none. */
  readonly headingDetail?: string;
};

/** Everything a report prints. */
export interface ReportContent {
  /** The calculator's one name (its catalog title), e.g. "Heat load (cooling)". */
  readonly heading: string;
  /** Unit system of every number in the report. */
  readonly unitSystem: UnitSystem;
  readonly inputs: readonly ReportSection[];
  readonly results: readonly ReportSection[];
  readonly warnings: readonly string[];
  /** Assumptions the result rests on. */
  readonly notes: readonly string[];
  readonly method: readonly MethodStep[];
  /** Page orientation of the PDF; default 'portrait'. Landscape suits wide tables. */
  readonly pageOrientation?: 'portrait' | 'landscape';
  /** Tables with a header row, printed after the results under `tablesHeading`; default none. */
  readonly tables?: readonly ReportTable[];
  /** Heading over `tables`; default 'Tables'. */
  readonly tablesHeading?: string;
  /**
   * Where `tables` print: after the results, before them (a bill's items, with the totals as the
   * results), or first, straight after the title (an equipment schedule, which is the deliverable
   * itself: its summary follows); default 'afterResults'.
   */
  readonly tablesPosition?: 'first' | 'beforeResults' | 'afterResults';
}
