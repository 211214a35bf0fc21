import { createFileRoute } from '@tanstack/react-router';
import { calculatorBySegment } from '../../calculators/catalog';
import { CalculatorWorkspace } from '../../workspace/CalculatorWorkspace';
import { preloadSavedFile } from '../../workspace/preload-saved-file';

export const Route = createFileRoute('/_authenticated/projects/$projectId/$fileType/$fileId')({
  // The calculator's code and the file start loading with the page's own code (not awaited).
  loader: ({ context, params, preload }) => preloadSavedFile(context.user.uid, params, preload),
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
