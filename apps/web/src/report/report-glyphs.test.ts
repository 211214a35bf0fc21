import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '../calculators/catalog';
import { loadCalculator } from '../calculators/registry';
import { evaluateDraft } from '../calculator-kit/evaluate';
import { reportContent } from '../workspace/report-content';
import { printableText } from './report-document';

/**
 * The fonts the PDF embeds (pdfmake's Roboto), read with fontkit, the library pdfkit itself lays
 * text out with. Reached through pdfmake's own dependencies: the app does not depend on either.
 */
function reportFonts() {
  const fromWeb = createRequire(import.meta.url);
  const fromPdfkit = createRequire(
    createRequire(fromWeb.resolve('pdfmake/package.json')).resolve('pdfkit'),
  );
  const fontkit = fromPdfkit('fontkit') as {
    create(buffer: Buffer): { hasGlyphForCodePoint(codePoint: number): boolean };
  };
  const vfsModule = fromWeb('pdfmake/build/vfs_fonts') as Record<string, unknown>;
  const vfs = (vfsModule['default'] ?? vfsModule) as Record<string, string>;
  return ['Roboto-Regular.ttf', 'Roboto-Medium.ttf', 'Roboto-Italic.ttf'].map((name) => {
    const data = vfs[name];
    if (data === undefined) throw new Error(`pdfmake has no ${name}`);
    return { name, font: fontkit.create(Buffer.from(data, 'base64')) };
  });
}

/** Every string a value holds, however deep. */
function textsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) textsOf(item, into);
  return into;
}

describe('the PDF report font', () => {
  it('has a glyph for every character of every calculator’s report and method, in both unit systems, after printableText', async () => {
    const fonts = reportFonts();
    const missing = new Map<string, Set<string>>();
    for (const entry of CALCULATORS) {
      const calculator = await loadCalculator(entry);
      for (const unitSystem of ['Imperial', 'Metric'] as const) {
        const evaluation = evaluateDraft(calculator, calculator.createDraft(unitSystem));
        const texts =
          evaluation.input === null || evaluation.result === null
            ? textsOf(calculator.method)
            : textsOf(reportContent(calculator, evaluation.input, evaluation.result));
        for (const text of texts) {
          for (const char of printableText(text)) {
            const codePoint = char.codePointAt(0) ?? 0;
            if (codePoint < 0x20) continue;
            for (const { name, font } of fonts) {
              if (font.hasGlyphForCodePoint(codePoint)) continue;
              const key = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} ${char} (${name})`;
              const where = missing.get(key) ?? new Set<string>();
              where.add(
                `${entry.title}: …${text.slice(Math.max(0, text.indexOf(char) - 30), text.indexOf(char) + 10)}…`,
              );
              missing.set(key, where);
            }
          }
        }
      }
    }
    expect(Object.fromEntries([...missing].map(([k, v]) => [k, [...v].slice(0, 3)]))).toEqual({});
  });
});
