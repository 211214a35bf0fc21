import type { AnyCalculatorModule } from '../calculator-kit/types';
import type { ReportContent } from '../report/types';

/**
 * Everything a calculator's report prints: its body, its method, and its heading, which is the
 * calculator's one name from the catalog (with the body's `headingDetail`, e.g. "Heat load
 * (cooling)"), so the report, its subtitle and an unsaved file's download name
 * (`reportDownloadName`) all say what the menu says.
 */
export function reportContent(
  module: AnyCalculatorModule,
  input: unknown,
  result: unknown,
): ReportContent {
  const { headingDetail, ...body } = module.report(input as never, result as never);
  return {
    ...body,
    heading: headingDetail ? `${module.title} (${headingDetail})` : module.title,
    method: module.method,
  };
}

/**
 * The name a report or a new file goes by: the file's own name when it has one, else what the
 * calculator suggests from the draft (a room name), else the calculator's one name.
 */
export function fileNameOrTitle(
  module: Pick<AnyCalculatorModule, 'title'>,
  name: string | null | undefined,
): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? module.title : trimmed;
}
