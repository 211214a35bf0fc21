import { HVAC_CORE_VERSION } from '@org/hvac-core/version';
import { downloadBlob } from '@org/ui';
import { useState } from 'react';
import { useCompanyProfile } from '../data/queries';
import { showProgress } from './progress-notification';
import { fileNameOrTitle, reportContent } from './report-content';
import type { AnyCalculatorModule } from './types';

/** What the report is about, beside the calculation itself. */
export interface ReportSubject {
  projectName: string | null;
  fileName: string | null;
}

let reportCounter = 0;

/**
 * Builds and downloads the PDF report. pdfmake is loaded on the first request only; progress and the
 * outcome are shown as one notification that updates in place, and the button shows it too.
 */
export function useReportDownload(module: AnyCalculatorModule) {
  const profileQuery = useCompanyProfile();
  const [generating, setGenerating] = useState(false);

  const download = async (input: unknown, result: unknown, subject: ReportSubject) => {
    if (generating) return;
    setGenerating(true);
    reportCounter += 1;
    const settle = showProgress(
      `report-${reportCounter}`,
      'Preparing the PDF report… The first one loads the PDF fonts and can take a few seconds.',
    );
    try {
      const profile = profileQuery.data?.status === 'ok' ? profileQuery.data : null;
      const [{ reportFileName }, { generateReportPdf }, { collectReportFigures }] =
        await Promise.all([
          import('../report/report-document'),
          import('../report/generate-pdf'),
          import('../report/figures'),
        ]);
      // Built in a Web Worker where the browser allows (issue 23), so a long report keeps the page
      // responsive.
      const blob = await generateReportPdf(reportContent(module, input, result), {
        companyName: profile?.name ?? '',
        companyLocation: profile?.location ?? '',
        logo: profile?.logo ?? null,
        projectName: subject.projectName,
        fileName: subject.fileName,
        date: new Date(),
        hvacCoreVersion: HVAC_CORE_VERSION,
        // The charts the calculator shows (marked data-report-figure), as they are on screen now.
        figures: collectReportFigures(document),
      });
      const fileName = reportFileName(fileNameOrTitle(module, subject.fileName));
      downloadBlob(fileName, blob);
      settle({
        color: 'green',
        message: `Report ready: ${fileName} is downloading.`,
        autoClose: 4000,
      });
    } catch (error) {
      console.error('The PDF report failed.', error);
      settle({
        color: 'red',
        message: 'The report could not be created. Check your connection and try again.',
        autoClose: false,
      });
    } finally {
      setGenerating(false);
    }
  };

  // Known only once the profile has loaded: no invitation flashes before it arrives.
  const missingCompany = profileQuery.data?.status === 'ok' && profileQuery.data.name.trim() === '';
  return { download, generating, missingCompany };
}
