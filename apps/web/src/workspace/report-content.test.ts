import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '../calculators/catalog';
import { loadCalculator } from '../calculators/registry';
import { reportFileName } from '../report/report-document';
import { evaluateDraft } from '../calculator-kit/evaluate';
import { fileNameOrTitle, reportContent } from './report-content';

/** Issue 22: a report, its download and a new file say what the menu says ("Duct sizer"). */
describe.each(CALCULATORS.map((entry) => ({ entry, title: entry.title })))(
  'the $title report',
  ({ entry, title }) => {
    it('is headed with the catalog name, and an unnamed file downloads and saves under it', async () => {
      const module = await loadCalculator(entry);
      const draft = module.createDraft('Imperial');
      let evaluation = evaluateDraft(module, draft);
      if (evaluation.pending) {
        await evaluation.pending;
        evaluation = evaluateDraft(module, draft);
      }
      if (evaluation.input === null || evaluation.result === null) throw new Error('no result');
      const content = reportContent(module, evaluation.input, evaluation.result);
      expect(content.heading === title || content.heading.startsWith(`${title} (`)).toBe(true);
      expect(reportFileName(fileNameOrTitle(module, null))).toBe(`${title} report.pdf`);
      const unnamed = { ...draft, calculationName: '', roomName: '' };
      expect(fileNameOrTitle(module, module.suggestFileName(unnamed))).toBe(title);
    });
  },
);

describe('fileNameOrTitle', () => {
  it('keeps a file’s own name and falls back to the calculator’s name when it is blank', () => {
    expect(fileNameOrTitle({ title: 'Duct sizer' }, ' Main supply ')).toBe('Main supply');
    expect(fileNameOrTitle({ title: 'Duct sizer' }, '   ')).toBe('Duct sizer');
    expect(fileNameOrTitle({ title: 'Duct sizer' }, undefined)).toBe('Duct sizer');
  });
});
