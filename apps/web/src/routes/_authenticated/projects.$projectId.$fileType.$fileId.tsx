import { createFileRoute } from '@tanstack/react-router';
import { calculatorBySegment } from '../../calculators/catalog';
import { startFileRead } from '../../data/preload-signed-in-page';
import { CalculatorWorkspace } from '../../workspace/CalculatorWorkspace';

export const Route = createFileRoute('/_authenticated/projects/$projectId/$fileType/$fileId')({
  // The calculator's code and the file start loading with the page's own code (not awaited); not
  // the file on a pointer's intent (no read for a link merely pointed at). A type no calculator
  // has is left to the page, which says so.
  loader: ({ context, params, preload }) => {
    const calculator = calculatorBySegment(params.fileType);
    if (!calculator) return;
    void calculator.load().catch(() => undefined);
    if (!preload) {
      startFileRead(context.user.uid, params.projectId, calculator.collection, params.fileId);
    }
  },
  component: SavedFilePage,
});

/** A saved file opened on the same workspace as a new calculation (spec §2, "Saved files"). */
function SavedFilePage() {
  const { projectId, fileType, fileId } = Route.useParams();
  return (
    <CalculatorWorkspace
      key={`${fileType}/${projectId}/${fileId}`}
      calculator={calculatorBySegment(fileType)}
      file={{ projectId, fileId }}
    />
  );
}
