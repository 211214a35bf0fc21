import { calculateVentilation, type VentilationInput } from '@org/hvac-core/ventilation';
import { VENTILATION_METHOD, VentilationInputSchema } from '@org/hvac-core/ventilation';
import { describe, expect, it } from 'vitest';
import { ventilationReport } from '../calculators/ventilation/report';
import type { ReportContent } from './types';
import {
  buildReportDocument,
  formatReportDate,
  printableText,
  valueAlignment,
  reportFileName,
  type ReportMeta,
  validationPageUrl,
} from './report-document';

const input: VentilationInput = VentilationInputSchema.parse({
  calculationName: 'Kitchen hood',
  unitSystem: 'Imperial',
  roomWidth: 12,
  roomLength: 4,
  roomHeight: 1,
  airChangesPerHour: 300,
});

const meta: ReportMeta = {
  companyName: 'Acme <b>Engineering</b>',
  companyLocation: 'Leeds',
  logo: 'data:image/png;base64,iVBORw0KGgo=',
  projectName: 'Restaurant',
  fileName: 'Kitchen hood ventilation',
  date: new Date('2026-11-22T10:00:00Z'),
  hvacCoreVersion: '0.1.0',
};

/** Every `text` of a document, in order: what pdftotext would find. */
function texts(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(texts);
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own = typeof record['text'] === 'string' ? [record['text']] : [];
  return [
    ...own,
    ...Object.entries(record)
      .filter(([key]) => key !== 'text')
      .flatMap(([, value]) => texts(value)),
  ];
}

/** The ventilation report with its method, as the workspace prints it. */
function ventilationContent(): ReportContent {
  return {
    ...ventilationReport(input, calculateVentilation(input)),
    heading: 'Ventilation',
    method: VENTILATION_METHOD,
  };
}

describe('buildReportDocument', () => {
  const document = buildReportDocument(ventilationContent(), meta);
  const all = texts(document.content).join('\n');

  it('carries the letterhead, project, file and date', () => {
    expect(all).toContain('Acme <b>Engineering</b>');
    expect(all).toContain('Leeds');
    expect(all).toContain('Restaurant');
    expect(all).toContain('Kitchen hood ventilation');
    expect(all).toContain('22 November 2026');
    expect(JSON.stringify(document.content[0])).toContain('data:image/png;base64');
  });

  it('lists the inputs with units and the results', () => {
    expect(all).toMatch(/Room width\n12\nft/);
    expect(all).toMatch(/Air changes per hour\n300\nACH/);
    expect(all).toMatch(/Room volume\n48\nft³/);
    expect(all).toMatch(/Required airflow\n240\ncfm/);
  });

  it('right-aligns figures and short values, and left-aligns a value long enough to wrap', () => {
    expect(valueAlignment('1,739')).toBe('right');
    expect(valueAlignment('ASHRAE 2009')).toBe('right');
    expect(
      valueAlignment(
        'Example: Annual 0.4 % cooling design dry bulb with its mean coincident wet bulb and the mean daily range of July',
      ),
    ).toBe('left');
    expect(JSON.stringify(document.content)).toContain('{"text":"12","alignment":"right"');
  });

  it('includes the method with references and the engine version', () => {
    expect(all).toContain('Method and references');
    expect(all).toContain('Reference: ');
    expect(all).toContain('HVAC Workbench (calculations v0.1.0)');
    expect(all).not.toContain('@org/');
  });

  it('ends the method with the public validation page at the app’s origin (issue 41 §1)', () => {
    const doc = buildReportDocument(ventilationContent(), meta) as { content: unknown[] };
    const all = texts(doc.content);
    const method = all.indexOf('Method and references');
    const validation = all.findIndex((text) => text.startsWith('Validation: '));
    expect(validation).toBeGreaterThan(method);
    expect(all[validation]).toContain(validationPageUrl());
    expect(validationPageUrl('https://hvac.example')).toBe('https://hvac.example/validation');
    // An opaque origin (a report built from a file: page) gives the path alone.
    expect(validationPageUrl('null')).toBe('/validation');
  });

  it('prints no company line, never a placeholder, when the profile has no company', () => {
    const plain = buildReportDocument(ventilationContent(), {
      ...meta,
      companyName: '',
      companyLocation: '',
      logo: null,
    });
    const text = texts(plain.content).join('\n');
    expect(text).not.toMatch(/not set/i);
    expect(text.startsWith('Kitchen hood ventilation')).toBe(true);
  });

  it('prints the page’s charts as vector graphics after the results, only when there are any', () => {
    expect(all).not.toContain('Charts');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';
    const withChart = buildReportDocument(ventilationContent(), {
      ...meta,
      figures: [{ title: 'System curve', svg, description: 'Head against flow.' }],
    });
    const text = texts(withChart.content).join('\n');
    expect(text).toMatch(/Results[\s\S]*Charts\nSystem curve\nHead against flow\.[\s\S]*Warnings/);
    expect(JSON.stringify(withChart.content)).toContain(`"svg":${JSON.stringify(svg)}`);
  });

  it('is portrait with no tables unless the content asks', () => {
    expect(document).not.toHaveProperty('pageOrientation');
    expect(all).not.toContain('Tables');
  });

  it('prints landscape tables with a header row after the results', () => {
    const content = ventilationContent();
    const wide = buildReportDocument(
      {
        ...content,
        pageOrientation: 'landscape',
        tablesHeading: 'Schedules',
        tables: [
          {
            title: 'Fan schedule',
            columns: [
              { header: 'Tag' },
              { header: 'Airflow (cfm)', align: 'right', width: 'auto' },
            ],
            rows: [['EF-1', '240']],
          },
        ],
      },
      meta,
    );
    expect(wide['pageOrientation']).toBe('landscape');
    const text = texts(wide.content).join('\n');
    expect(text).toMatch(
      /Results[\s\S]*Schedules\nFan schedule\nTag\nAirflow \(cfm\)\nEF-1\n240[\s\S]*Warnings/,
    );
    const table = wide.content.find(
      (node) => typeof node === 'object' && node !== null && 'table' in node && 'fontSize' in node,
    ) as { table: { headerRows: number; widths: unknown[] } };
    // The title row and the column headers repeat on each page the table runs onto.
    expect(table.table.headerRows).toBe(2);
    expect(table.table.widths).toEqual(['*', 'auto']);
  });

  it('prints a bill’s tables before the results, with bold total rows', () => {
    const content = ventilationContent();
    const bill = buildReportDocument(
      {
        ...content,
        tablesHeading: 'Items',
        tablesPosition: 'beforeResults',
        tables: [
          {
            title: 'Plant',
            columns: [{ header: 'Description' }, { header: 'Amount', align: 'right' }],
            rows: [['Pump', '$371.00']],
            totalRows: [['Subtotal, Plant', '$371.00']],
          },
        ],
      },
      meta,
    );
    const text = texts(bill.content).join('\n');
    expect(text).toMatch(/Inputs[\s\S]*Items\nPlant\nDescription\nAmount\nPump[\s\S]*Results/);
    expect(JSON.stringify(bill.content)).toContain(
      '{"text":"Subtotal, Plant","alignment":"left","bold":true}',
    );
  });

  it('indents the label of a part of the row above, and only that label', () => {
    const content = ventilationContent();
    const parts = buildReportDocument(
      {
        ...content,
        results: [
          {
            title: 'Breakdown',
            rows: [
              { label: 'Internal gains', value: '3,000', unit: 'Btu/h' },
              { label: 'Lighting', value: '1,000', unit: 'Btu/h', indent: true },
            ],
          },
        ],
      },
      meta,
    );
    const json = JSON.stringify(parts.content);
    expect(json).toContain('{"text":"Lighting","bold":false,"margin":[10,0,0,0]}');
    expect(json).toContain('{"text":"Internal gains","bold":false}');
  });

  it('moves a heading that would end a page to the next one', () => {
    type Placed = {
      headlineLevel?: number;
      pageNumbers?: number[];
      startPosition?: { verticalRatio: number };
    };
    const breakBefore = document['pageBreakBefore'] as (
      node: Placed,
      around: { getFollowingNodesOnPage: () => Placed[] },
    ) => boolean;
    const after = (...nodes: Placed[]) => ({ getFollowingNodesOnPage: () => nodes });
    // Nothing after it on its page.
    expect(breakBefore({ headlineLevel: 1 }, after())).toBe(true);
    // In the page's last 15 %, whatever follows.
    const low = { headlineLevel: 1, startPosition: { verticalRatio: 0.9 } };
    expect(breakBefore(low, after({ pageNumbers: [1, 2] }))).toBe(true);
    // Higher up with something after it on its page: it stays.
    const high = { headlineLevel: 1, startPosition: { verticalRatio: 0.8 } };
    expect(breakBefore(high, after({ pageNumbers: [1] }))).toBe(false);
    // Not a heading.
    expect(breakBefore({}, after())).toBe(false);
  });

  it('numbers every page in the footer', () => {
    expect(JSON.stringify(document.footer(2, 3))).toContain('Page 2 of 3');
  });

  it('leaves out a logo pdfmake cannot embed', () => {
    const svg = buildReportDocument(ventilationContent(), {
      ...meta,
      logo: 'data:image/svg+xml;base64,PHN2Zz4=',
    });
    expect(JSON.stringify(svg.content[0])).not.toContain('image');
  });
});

describe('report helpers', () => {
  it('formats the date without day/month ambiguity', () => {
    expect(formatReportDate(new Date('2026-03-04T12:00:00Z'))).toBe('4 March 2026');
  });

  it('makes a safe file name', () => {
    expect(reportFileName('Level 2 / Office: A*')).toBe('Level 2 Office A report.pdf');
    expect(reportFileName('   ')).toBe('Calculation report.pdf');
  });
});

describe('printableText', () => {
  it('replaces the characters the report font has no glyph for', () => {
    expect(printableText('3.83 tons → 4 tons at 20 ℃ ✓')).toBe('3.83 tons -> 4 tons at 20 °C yes');
    expect(printableText('Δp ≤ 2.5 in. wg · 45,926 Btu/h')).toBe('Δp ≤ 2.5 in. wg · 45,926 Btu/h');
    expect(printableText('ṁ = Q / (h₁ − h₄); A = Σ Sᵢαᵢ; Q ∝ N; ⌀ 12 in')).toBe(
      'm˙ = Q / (h₁ − h₄); A = Σ S_iα_i; Q  prop. to  N; Ø 12 in',
    );
    expect(printableText('Δp = Σ aₖ Qᵏ; J = 1 1ᵀ; ⟨SHGC⟩_D; a ⇒ b')).toBe(
      'Δp = Σ a_k Q^k; J = 1 1^T; <SHGC>_D; a => b',
    );
  });
});
