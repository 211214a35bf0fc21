import type { ReportContent, ReportSection, ReportTable } from './types';
import type { ReportFigure } from './figures';

/** Who the report is from and what it is about: everything but the calculation itself. */
export interface ReportMeta {
  /** From the company profile; '' when not set. */
  readonly companyName: string;
  readonly companyLocation: string;
  /** A PNG or JPEG data URL from the company profile, or null. */
  readonly logo: string | null;
  /** null when the calculation is not saved in a project. */
  readonly projectName: string | null;
  /** null when the calculation is not saved. */
  readonly fileName: string | null;
  readonly date: Date;
  readonly hvacCoreVersion: string;
  /** The page's charts as vector graphics, printed after the results; default none. */
  readonly figures?: readonly ReportFigure[];
}

/** Width of a figure on an A4 page between the margins, pt: portrait 595 − 80, landscape 842 − 80. */
const FIGURE_WIDTH_PT = { portrait: 515, landscape: 762 } as const;

function figureBlock(figure: ReportFigure, width: number): unknown[] {
  return [
    {
      stack: [
        { text: figure.title, style: 'sectionTitle' },
        { svg: figure.svg, width },
        ...(figure.description
          ? [{ text: figure.description, color: '#444444', margin: [0, 4, 0, 0] }]
          : []),
      ],
      // A chart and its caption stay on one page.
      unbreakable: true,
      margin: [0, 0, 0, 10],
    },
  ];
}

/** The pdfmake document definition: plain data, built here so it can be tested without pdfmake. */
export type PdfDocument = Record<string, unknown> & {
  content: unknown[];
  footer: (currentPage: number, pageCount: number) => unknown;
};

/**
 * The product and its calculation version, as a client reads it: the engine's package name is an
 * internal name, its version tells which calculations produced the numbers.
 */
function softwareName(version: string): string {
  return `HVAC Workbench (calculations v${version})`;
}

/** pdfmake embeds PNG and JPEG; other logos (SVG) are left out rather than failing the report. */
const EMBEDDABLE_LOGO = /^data:image\/(?:png|jpeg);base64,/;

/** "22 November 2026": unambiguous for clients everywhere (no 11/22 vs 22/11). */
export function formatReportDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** Whether two headings say the same thing ("Inputs" and "inputs"). */
function sameHeading(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** How far a part's label sits in from the line it details, in points (about two characters). */
const LABEL_INDENT_PT = 10;

/**
 * A section as a label / value / unit table under its title; a title that repeats the heading the
 * section sits under ("Inputs" under "Inputs") is left out, so every heading prints once.
 */
function sectionTable(section: ReportSection, under: string): unknown[] {
  return [
    // headlineLevel: pageBreakBefore keeps a section's title off the foot of a page, with its table.
    ...(sameHeading(section.title, under)
      ? []
      : [{ text: section.title, style: 'sectionTitle', headlineLevel: 1 }]),
    {
      table: {
        headerRows: 0,
        widths: ['*', 'auto', 60],
        // Rows never split across pages, so a value stays beside its label.
        dontBreakRows: true,
        body: section.rows.map((row) => [
          {
            text: row.label,
            bold: row.emphasis === true,
            ...(row.indent === true ? { margin: [LABEL_INDENT_PT, 0, 0, 0] } : {}),
          },
          {
            text: row.value,
            alignment: valueAlignment(row.value),
            bold: row.emphasis === true,
          },
          { text: row.unit, color: '#444444' },
        ]),
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 8],
    },
  ];
}

/** Font size of a table's cells: smaller as the columns get more, so a wide table fits a page. */
function tableFontSize(columns: number): number {
  if (columns <= 6) return 9;
  if (columns <= 10) return 8;
  return 7;
}

function dataTable(table: ReportTable, under: string): unknown[] {
  const fontSize = tableFontSize(table.columns.length);
  const span = table.columns.length;
  // A table titled as its heading ("Items" under "Items") prints the heading once.
  const title = sameHeading(table.title, under) ? '' : table.title;
  const row = (cells: readonly string[], extra: { bold?: true } = {}) =>
    table.columns.map((column, index) => ({
      text: cells[index] ?? '',
      alignment: column.align ?? 'left',
      ...extra,
    }));
  return [
    {
      table: {
        // The title is the first header row, so it repeats on every page the table runs onto (as
        // a drawing's schedule does) and is never left at the foot of a page without its table.
        headerRows: 2,
        // The headers stay with the first row.
        keepWithHeaderRows: 1,
        dontBreakRows: true,
        widths: table.columns.map((column) => column.width ?? '*'),
        body: [
          [
            {
              text: title,
              style: 'sectionTitle',
              colSpan: span,
              border: [false, false, false, false],
            },
            ...Array.from({ length: span - 1 }, () => ({})),
          ],
          row(
            table.columns.map((column) => column.header),
            { bold: true },
          ),
          ...table.rows.map((cells) => row(cells)),
          ...(table.totalRows ?? []).map((cells) => row(cells, { bold: true })),
        ],
      },
      fontSize,
      layout: DATA_TABLE_LAYOUT,
      margin: [0, 8, 0, 8],
    },
  ];
}

/**
 * pdfmake's light horizontal lines, one row down: no line under the title row, a firm line under
 * the column headers, light lines between the rows.
 */
/**
 * Longest value, in characters, that prints right-aligned beside its label as a figure does; a
 * longer one (a design condition, a source in words) wraps, and wrapped text reads left-aligned.
 */
const RIGHT_ALIGNED_VALUE_MAX_CHARS = 60;

/** How a row's value aligns: right for figures and short words, left for text that wraps. */
export function valueAlignment(value: string): 'left' | 'right' {
  return value.length > RIGHT_ALIGNED_VALUE_MAX_CHARS ? 'left' : 'right';
}

const DATA_TABLE_LAYOUT = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
    i === 2 ? 1 : i > 2 && i < node.table.body.length ? 0.5 : 0,
  vLineWidth: () => 0,
  hLineColor: (i: number) => (i === 2 ? '#000000' : '#aaaaaa'),
  paddingLeft: (i: number) => (i === 0 ? 0 : 8),
  paddingRight: (i: number, node: { table: { widths: unknown[] } }) =>
    i === node.table.widths.length - 1 ? 0 : 8,
};

/**
 * Characters the report's font (Roboto, as pdfmake embeds it) has no glyph for, with what prints
 * in their place; without this a PDF shows an empty box where the page showed an arrow. The list
 * is every non-ASCII character of hvac-core's texts and the calculators' reports that the font
 * lacks (checked with fontkit against pdfmake's Roboto-Regular.ttf); report-glyphs.test.ts checks every
 * calculator's report and method against the fonts, so a new symbol fails there.
 */
const GLYPH_SUBSTITUTES: Readonly<Record<string, string>> = {
  '→': '->',
  '←': '<-',
  '↑': 'up',
  '↓': 'down',
  '↔': '<->',
  '✓': 'yes',
  '✗': 'no',
  '℃': '°C',
  '∝': ' prop. to ',
  '⌀': 'Ø',
  '฿': 'THB ',
  ṁ: 'm˙',
  ᾱ: 'α_mean',
  '\u0304': '_mean',
  ᵢ: '_i',
  ⱼ: '_j',
  ₖ: '_k',
  ᵏ: '^k',
  ᵀ: '^T',
  '⟨': '<',
  '⟩': '>',
  '⇒': '=>',
};
// An alternation, not a character class: one of the keys is a combining mark.
const MISSING_GLYPH = new RegExp(Object.keys(GLYPH_SUBSTITUTES).join('|'), 'gu');

/** The report text with every character the font lacks replaced (see GLYPH_SUBSTITUTES). */
export function printableText(text: string): string {
  return text.replace(MISSING_GLYPH, (char) => GLYPH_SUBSTITUTES[char] ?? char);
}

/** The document content with `printableText` applied to every text it holds. */
function printable<T>(node: T): T {
  if (typeof node === 'string') return printableText(node) as T;
  if (Array.isArray(node)) return node.map((child: unknown) => printable(child)) as T;
  if (typeof node === 'object' && node !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      // Images and SVG figures are data, not text.
      copy[key] = key === 'image' || key === 'svg' ? value : printable(value);
    }
    return copy as T;
  }
  return node;
}

/**
 * The public validation page, where every published case the engine is checked against is listed with
 * its verdict (issue 41 §1): the site's /validation, on the origin the app is served from (the app and
 * the marketing site share it; a report built in a worker sees the same origin).
 */
export function validationPageUrl(
  origin: string | undefined = globalThis.location?.origin,
): string {
  return origin && origin !== 'null' ? new URL('/validation', origin).href : '/validation';
}

/** A section heading; `headlineLevel` lets `pageBreakBefore` keep it off the foot of a page. */
function heading(text: string, extra: Record<string, unknown> = {}): unknown {
  return { text, style: 'heading', headlineLevel: 1, ...extra };
}

/** What pdfmake 0.3 tells `pageBreakBefore` about a node. */
interface PlacedNode {
  headlineLevel?: number;
  startPosition?: { verticalRatio?: number };
}

/**
 * pdfmake asks this of each node once laid out: a heading moves to the next page when nothing after
 * it stays on its page, or when it starts in the page's last 15 %, too little room for a table's
 * title, header and first row (pdfmake places a table that will move as if it fitted, so its nodes
 * cannot be relied on to tell). So no heading is left at the foot of a page without what it
 * introduces.
 */
function pageBreakBefore(
  node: PlacedNode,
  around: { getFollowingNodesOnPage: () => readonly PlacedNode[] },
): boolean {
  if (node.headlineLevel !== 1) return false;
  const nearFoot = (node.startPosition?.verticalRatio ?? 0) > 0.85;
  return nearFoot || around.getFollowingNodesOnPage().length === 0;
}

function bulletList(items: readonly string[], empty: string): unknown {
  return items.length > 0
    ? { ul: items.map((item) => ({ text: item })), margin: [0, 0, 0, 8] }
    : { text: empty, italics: true, margin: [0, 0, 0, 8] };
}

/**
 * The report as a pdfmake document: letterhead (logo, company name and location), title, project,
 * file and date, the inputs with units, the results, the page's charts as vector graphics, tables with a header row (when the content has any), warnings,
 * assumptions, the method with its references, and a footer with the engine version and page numbers on every page. User text goes
 * in as `text` nodes only, never as markup.
 */
export function buildReportDocument(content: ReportContent, meta: ReportMeta): PdfDocument {
  const title = meta.fileName ?? content.heading;
  const letterhead: unknown[] = [];
  if (meta.logo && EMBEDDABLE_LOGO.test(meta.logo)) {
    letterhead.push({ image: meta.logo, fit: [140, 60], width: 140 });
  }
  // A report from no company prints no company: never a placeholder a client would read.
  if (meta.companyName || meta.companyLocation) {
    letterhead.push({
      stack: [
        ...(meta.companyName ? [{ text: meta.companyName, style: 'company' }] : []),
        ...(meta.companyLocation ? [{ text: meta.companyLocation, color: '#444444' }] : []),
      ],
      alignment: 'right',
    });
  }

  const details: [string, string][] = [
    ['Project', meta.projectName ?? 'Not saved to a project'],
    ['File', meta.fileName ?? 'Not saved'],
    ['Calculation', content.heading],
    ['Date', formatReportDate(meta.date)],
    ['Unit system', content.unitSystem],
    ['Software', softwareName(meta.hvacCoreVersion)],
  ];

  const orientation = content.pageOrientation ?? 'portrait';
  const tables = content.tables ?? [];
  const tablesHeading = content.tablesHeading ?? 'Tables';
  const tableBlock =
    tables.length > 0
      ? [heading(tablesHeading), ...tables.flatMap((table) => dataTable(table, tablesHeading))]
      : [];
  const position = content.tablesPosition ?? 'afterResults';
  return {
    pageSize: 'A4',
    // Only a report that asks for landscape says so: portrait is pdfmake's default.
    ...(orientation === 'landscape' ? { pageOrientation: 'landscape' } : {}),
    pageMargins: [40, 40, 40, 50],
    pageBreakBefore,
    info: {
      title: `${title} — ${content.heading}`,
      author: meta.companyName || 'HVAC Workbench',
      subject: content.heading,
      creator: 'HVAC Workbench',
    },
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    styles: {
      company: { fontSize: 12, bold: true },
      title: { fontSize: 16, bold: true, margin: [0, 16, 0, 2] },
      subtitle: { fontSize: 10, color: '#444444', margin: [0, 0, 0, 10] },
      heading: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
      sectionTitle: { fontSize: 10, bold: true, margin: [0, 4, 0, 2] },
      formula: { font: 'Roboto', color: '#222222', background: '#f2f2f2' },
    },
    content: printable([
      ...(letterhead.length > 0 ? [{ columns: letterhead, columnGap: 16 }] : []),
      { text: title, style: 'title' },
      { text: content.heading, style: 'subtitle' },
      {
        table: {
          widths: [80, '*'],
          body: details.map(([label, value]) => [{ text: label, bold: true }, { text: value }]),
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 6],
      },
      ...(position === 'first' ? tableBlock : []),
      heading('Inputs'),
      ...content.inputs.flatMap((section) => sectionTable(section, 'Inputs')),
      ...(position === 'beforeResults' ? tableBlock : []),
      heading('Results'),
      ...content.results.flatMap((section) => sectionTable(section, 'Results')),
      ...(meta.figures && meta.figures.length > 0
        ? [
            heading('Charts'),
            ...meta.figures.flatMap((figure) => figureBlock(figure, FIGURE_WIDTH_PT[orientation])),
          ]
        : []),
      ...(position === 'afterResults' ? tableBlock : []),
      heading('Warnings'),
      bulletList(content.warnings, 'None.'),
      heading('Assumptions'),
      bulletList(content.notes, 'None beyond the method below.'),
      heading('Method and references', { pageBreak: 'before' }),
      ...content.method.flatMap((step, index) => [
        { text: `${index + 1}. ${step.title}`, bold: true, margin: [0, 6, 0, 2] },
        { text: step.formula, style: 'formula', margin: [0, 0, 0, 2] },
        ...(step.notes ? [{ text: step.notes }] : []),
        { text: `Reference: ${step.reference}`, color: '#444444', margin: [0, 2, 0, 0] },
      ]),
      {
        text: `Validation: every published case this engine is checked against, with the source, the published and computed values, the tolerance and the verdict, is listed at ${validationPageUrl()}.`,
        link: validationPageUrl(),
        margin: [0, 10, 0, 0],
      },
    ]),
    footer: (currentPage: number, pageCount: number) => ({
      columns: [
        {
          text: printableText(
            `${meta.companyName ? `${meta.companyName} · ` : ''}${title} · computed with ${softwareName(meta.hvacCoreVersion)}`,
          ),
        },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', width: 'auto' },
      ],
      margin: [40, 16, 40, 0],
      fontSize: 8,
      color: '#444444',
    }),
  };
}

/** A file name for the download: the file's name made safe for every file system. */
export function reportFileName(name: string): string {
  const printable = [...name].map((char) => (char.charCodeAt(0) < 0x20 ? ' ' : char)).join('');
  const safe = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${safe || 'Calculation'} report.pdf`;
}
