import { createFileRoute } from '@tanstack/react-router';
import { calculatorAtSegment } from '../../calculators/registry';
import { preloadSavedFilePage } from '../../preload/preload-signed-in-page';
import { CalculatorWorkspace } from '../../workspace/CalculatorWorkspace';

export const Route = createFileRoute('/_authenticated/projects/$projectId/$fileType/$fileId')({
  // The calculator's code and the file start loading with the page's own code (not awaited); not
  // the file on a pointer's intent (no read for a link merely pointed at).
  loader: ({ context, params, preload }) => {
    preloadSavedFilePage(context.user.uid, params, preload);
  },
  component: SavedFilePage,
});

/** A saved file opened on the same workspace as a new calculation (spec §2, "Saved files"). */
function SavedFilePage() {
  const { projectId, fileType, fileId } = Route.useParams();
  return (
    <CalculatorWorkspace
      key={`${fileType}/${projectId}/${fileId}`}
      calculator={calculatorAtSegment(fileType)}
      file={{ projectId, fileId }}
    />
  );
}
