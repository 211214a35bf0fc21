import { reportContent } from '../workspace/report-content';
import type { UnitSystem } from '@org/hvac-core/units';
import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '../calculators/catalog';
import { loadCalculator } from '../calculators/registry';
import { PROJECT_TEMPLATES } from '../projects/templates';
import { evaluateDraft } from '../calculator-kit/evaluate';
import type { AnyCalculatorModule } from '../calculator-kit/types';
import { buildReportDocument, type ReportMeta } from './report-document';

/**
 * Every calculator's report as a client receives it: built from the default inputs in both unit
 * systems and from every template file (as saved, and converted to the other unit system), then
 * read as text the way a PDF reader would. A client sends back a report that prints "undefined",
 * internal ids, engine names, doubled headings or conversions to seven digits.
 */

const META: ReportMeta = {
  companyName: '',
  companyLocation: '',
  logo: null,
  projectName: null,
  fileName: null,
  date: new Date('2026-11-22T10:00:00Z'),
  hvacCoreVersion: '1.2.3',
};

interface TextNode {
  readonly text: string;
  readonly style: string | undefined;
}

/** Each text with the heading it is printed under. */
function underHeadings(nodes: readonly TextNode[]): (TextNode & { heading: string })[] {
  let heading = '';
  return nodes.map((node) => {
    if (node.style === 'heading') heading = node.text;
    return { ...node, heading };
  });
}

/**
 * Where the report prints values: the method and the assumptions quote published constants
 * ("1 ft of water = 2989.07 Pa") to their source's digits, on purpose.
 */
const QUOTING_HEADINGS = new Set(['Assumptions', 'Method and references']);

/** Every text of a document with its style, in order. */
function textNodes(node: unknown): TextNode[] {
  if (Array.isArray(node)) return node.flatMap(textNodes);
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own =
    typeof record['text'] === 'string'
      ? [
          {
            text: record['text'],
            style: typeof record['style'] === 'string' ? record['style'] : undefined,
          },
        ]
      : [];
  return [
    ...own,
    ...Object.entries(record)
      .filter(([key]) => key !== 'text' && key !== 'svg' && key !== 'image')
      .flatMap(([, value]) => textNodes(value)),
  ];
}

/**
 * Unit symbols and names written in mixed case on purpose (Crane's fT, EPA's eGRID2022); anything
 * else camelCase is an id.
 */
const MIXED_CASE_WORDS = new Set(['kW', 'kWh', 'kPa', 'kJ', 'dB', 'dBA', 'fT', 'eGRID2022']);
const CAMEL_CASE = /\b[a-z]+[A-Z][A-Za-z0-9]*\b/g;

/**
 * Numbers with more significant digits than any measured HVAC quantity carries: a value with a
 * fraction has at most four significant digits ("0.0753", "23.9", "471"), a whole number any.
 */
function overPrecise(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\d[\d,]*\.\d+/g)) {
    const token = match[0];
    const before = text.slice(0, match.index);
    // Section numbers and versions ("Table 6.2.2.1", "62.1-2022", "1.2.3") are not measurements.
    if (/\d\.$/.test(before) || /^\.\d/.test(text.slice(match.index + token.length))) continue;
    // Money is written to the cent.
    if (/[$€£¥₹]\s?-?$/.test(before)) continue;
    const digits = token.replace(/[,.]/g, '').replace(/^0+/, '');
    if (digits.length > 4) found.push(token);
  }
  return found;
}

interface Case {
  readonly name: string;
  readonly draft: (module: AnyCalculatorModule) => Record<string, unknown>;
}

function cases(): { module: () => Promise<AnyCalculatorModule>; label: string; case: Case }[] {
  const out: { module: () => Promise<AnyCalculatorModule>; label: string; case: Case }[] = [];
  for (const entry of CALCULATORS) {
    for (const unitSystem of ['Imperial', 'Metric'] as const satisfies UnitSystem[]) {
      out.push({
        module: () => loadCalculator(entry),
        label: entry.title,
        case: { name: `default inputs, ${unitSystem}`, draft: (m) => m.createDraft(unitSystem) },
      });
    }
  }
  for (const template of PROJECT_TEMPLATES) {
    for (const file of template.files) {
      const entry = CALCULATORS.find((calculator) => calculator.collection === file.collection);
      if (!entry) continue;
      const data = file.data as Record<string, unknown>;
      out.push(
        {
          module: () => loadCalculator(entry),
          label: entry.title,
          case: { name: `template "${file.name}" as saved`, draft: () => data },
        },
        {
          module: () => loadCalculator(entry),
          label: entry.title,
          case: {
            name: `template "${file.name}" in Metric`,
            draft: (m) => m.convert(data, 'Metric'),
          },
        },
      );
    }
  }
  return out;
}

async function reportText(load: () => Promise<AnyCalculatorModule>, draftOf: Case['draft']) {
  const module = await load();
  const draft = draftOf(module);
  let evaluation = evaluateDraft(module, draft);
  // Data the engine loads on demand (the refrigerant's property table): evaluate again once it is in,
  // as the workspace does.
  if (evaluation.pending) {
    await evaluation.pending;
    evaluation = evaluateDraft(module, draft);
  }
  expect(evaluation.formErrors).toEqual([]);
  expect(evaluation.errors).toEqual({});
  if (evaluation.input === null || evaluation.result === null) throw new Error('no result');
  const document = buildReportDocument(
    reportContent(module, evaluation.input, evaluation.result),
    META,
  );
  const footer = textNodes(document.footer(1, 2));
  return { nodes: [...textNodes(document.content), ...footer], document };
}

describe.each(cases())('the $label report ($case.name)', ({ module, case: c }) => {
  it('prints no undefined, NaN, placeholder company or engine package name', async () => {
    const { nodes } = await reportText(module, c.draft);
    const all = nodes.map((node) => node.text).join('\n');
    expect(all).not.toMatch(/undefined|NaN|Infinity|\[object/);
    expect(all).not.toContain('Company name not set');
    expect(all).not.toContain('@org/');
    expect(all).not.toContain('hvac-core');
    // Nor a path of the repository the tool was built from ("shared/data/refrigerants").
    expect(all).not.toMatch(/shared\/data|README\.md|\.csv\b/);
  });

  it('prints labels, never internal ids', async () => {
    const { nodes } = await reportText(module, c.draft);
    const ids = nodes
      .filter((node) => node.style !== 'formula')
      .flatMap((node) => [...node.text.matchAll(CAMEL_CASE)].map((match) => match[0]))
      .filter((word) => !MIXED_CASE_WORDS.has(word));
    expect(ids.join(', ')).toBe('');
  });

  it('rounds every value to the precision an engineer would write', async () => {
    const { nodes } = await reportText(module, c.draft);
    const tooPrecise = underHeadings(nodes)
      .filter((node) => node.style !== 'formula' && !QUOTING_HEADINGS.has(node.heading))
      .flatMap((node) => overPrecise(node.text).map((token) => `${token} in "${node.text}"`));
    expect(tooPrecise.join('\n')).toBe('');
  });

  it('prints each heading once', async () => {
    const { nodes } = await reportText(module, c.draft);
    // A section title is unique under its heading and differs from it; headings are unique.
    const titled = underHeadings(nodes).filter(
      (node) =>
        (node.style === 'heading' || node.style === 'sectionTitle') && node.text.trim() !== '',
    );
    const keys = titled.map((node) =>
      (node.style === 'heading' ? node.text : `${node.heading} / ${node.text}`).toLowerCase(),
    );
    const doubled = titled
      .filter(
        (node, index) =>
          keys.indexOf(keys[index] ?? '') !== index ||
          (node.style === 'sectionTitle' && node.text.toLowerCase() === node.heading.toLowerCase()),
      )
      .map((node) => node.text);
    expect(doubled.join(', ')).toBe('');
  });
});
