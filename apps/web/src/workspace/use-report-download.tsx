import { Anchor } from '@mantine/core';
import { HVAC_CORE_VERSION } from '@org/hvac-core/version';
import { downloadBlob } from '@org/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataState } from '../data/data-state';
import { companyProfileQuery, projectsQuery, useCompanyProfile } from '../data/queries';
import { loadWithRetry, retryableImport, type LoadWait } from '../lazy/load-with-retry';
import { sayProgress, showProgress } from '../notices/progress-notification';
import { fileNameOrTitle, reportContent } from './report-content';
import type { AnyCalculatorModule } from '../calculator-kit/types';

/** What the report is about, beside the calculation itself. */
export interface ReportSubject {
  /** The project the file is saved in; null when it is not saved. */
  projectId: string | null;
  fileName: string | null;
}

let reportCounter = 0;

// The PDF maker's parts, fetched afresh when a try failed (retryableImport).
const importReportDocument = retryableImport(() => import('../report/report-document'));
const importGeneratePdf = retryableImport(() => import('../report/generate-pdf'));
const importFigures = retryableImport(() => import('../report/figures'));

/** The progress notice while a part of the PDF maker waits for the connection. */
const REPORT_WAITS_OFFLINE =
  'You are offline: the PDF report is made as soon as the connection is back.';

/**
 * Builds and downloads the PDF report. pdfmake is loaded on the first request only; progress and the
 * outcome are shown as one notification that updates in place, and the button shows it too.
 */
export function useReportDownload(module: AnyCalculatorModule) {
  // The company is read from the page's start, so that a report's header is ready when asked for.
  useCompanyProfile();
  const { ctx } = useDataState();
  const queryClient = useQueryClient();
  const [generating, setGenerating] = useState(false);

  // The company and the project's name as stored. Read through the page's queries: from their cache,
  // or waiting for their read when it is still under way (a report asked for right after the page
  // opened once printed "Not saved to a project" and no company). A read that fails leaves them out,
  // as before.
  const readHeader = async (projectId: string | null) => {
    if (ctx === null) return { profile: null, projectName: null };
    const [profile, projectName] = await Promise.all([
      queryClient.ensureQueryData(companyProfileQuery(ctx)).then(
        (record) => (record.status === 'ok' ? record : null),
        () => null,
      ),
      projectId === null
        ? null
        : queryClient.ensureQueryData(projectsQuery(ctx)).then(
            (projects) => {
              const project = projects.find((record) => record.id === projectId);
              return project?.status === 'ok' ? project.name : null;
            },
            () => null,
          ),
    ]);
    return { profile, projectName };
  };

  const download = async (input: unknown, result: unknown, subject: ReportSubject) => {
    if (generating) return;
    setGenerating(true);
    reportCounter += 1;
    const progressId = `report-${reportCounter}`;
    const settle = showProgress(
      progressId,
      'Preparing the PDF report… The first one loads the PDF fonts and can take a few seconds.',
    );
    // A part of the PDF maker that failed to load is tried again (loadWithRetry); offline, the
    // notice says the report waits for the connection instead of failing.
    const sayWaiting = (reason: LoadWait) => {
      if (reason === 'offline') sayProgress(progressId, REPORT_WAITS_OFFLINE);
    };
    try {
      const [
        { profile, projectName },
        { reportFileName },
        { generateReportPdf },
        { collectReportFigures },
      ] = await Promise.all([
        readHeader(subject.projectId),
        loadWithRetry(importReportDocument, { onWait: sayWaiting }),
        loadWithRetry(importGeneratePdf, { onWait: sayWaiting }),
        loadWithRetry(importFigures, { onWait: sayWaiting }),
      ]);
      // Built in a Web Worker where the browser allows (issue 23), so a long report keeps the page
      // responsive.
      const blob = await generateReportPdf(
        reportContent(module, input, result),
        {
          companyName: profile?.name ?? '',
          companyLocation: profile?.location ?? '',
          logo: profile?.logo ?? null,
          projectName,
          fileName: subject.fileName,
          date: new Date(),
          hvacCoreVersion: HVAC_CORE_VERSION,
          // The charts the calculator shows (marked data-report-figure), as they are on screen now.
          figures: collectReportFigures(document),
        },
        { onWait: sayWaiting },
      );
      const fileName = reportFileName(fileNameOrTitle(module, subject.fileName));
      downloadBlob(fileName, blob);
      const ready = `Report ready: ${fileName} is downloading.`;
      // The invitation to set the company comes with the report that lacks it, in the notice: beside
      // the button it arrived with the profile and pushed the page down (a layout shift of 0.15 on
      // a phone). A plain link: the notices sit outside the router.
      settle(
        profile !== null && profile.name.trim() === ''
          ? {
              color: 'green',
              message: (
                <>
                  {ready} It carries no company name.{' '}
                  <Anchor href="/settings" size="sm" underline="always">
                    Add your company in Settings
                  </Anchor>
                </>
              ),
              autoClose: 10_000,
            }
          : { color: 'green', message: ready, autoClose: 4000 },
      );
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

  return { download, generating };
}
