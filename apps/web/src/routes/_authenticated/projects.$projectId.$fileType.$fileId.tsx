import { createFileRoute } from '@tanstack/react-router';
import { calculatorBySegment } from '../../calculators/catalog';
import { CalculatorWorkspace } from '../../workspace/CalculatorWorkspace';

export const Route = createFileRoute('/_authenticated/projects/$projectId/$fileType/$fileId')({
  // The calculator's code and the file start loading with the page's own code (not awaited).
  // Imported here, not above: a route's loader is in every page's first load, the public ones too.
  loader: ({ context, params, preload }) => {
    void import('../../workspace/preload-saved-file')
      .then(({ preloadSavedFile }) => preloadSavedFile(context.user.uid, params, preload))
      .catch(() => undefined);
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
