import { createFileRoute } from '@tanstack/react-router';
import { calculatorAtSegment } from '../../calculators/registry';
import { CalculatorWorkspace } from '../../workspace/CalculatorWorkspace';

export interface CalculatorSearch {
  /** The project to preselect when saving (set by the project page's "New calculation"). */
  projectId?: string;
  /** 'visitor': continue what was typed on the public /heat-load page before signing in. */
  resume?: 'visitor';
}

export const Route = createFileRoute('/_authenticated/calculators/$calculatorType')({
  // A plain function, not zod: route search validation runs in the entry chunk every page loads.
  validateSearch: (search: Record<string, unknown>): CalculatorSearch => ({
    ...(typeof search['projectId'] === 'string' && search['projectId'] !== ''
      ? { projectId: search['projectId'] }
      : {}),
    ...(search['resume'] === 'visitor' ? { resume: 'visitor' as const } : {}),
  }),
  component: CalculatorPage,
});

/** A new calculation of any type on the shared workspace (spec §2, "Standalone calculators"). */
function CalculatorPage() {
  const { calculatorType } = Route.useParams();
  const { projectId, resume } = Route.useSearch();
  return (
    <CalculatorWorkspace
      key={calculatorType}
      calculator={calculatorAtSegment(calculatorType)}
      presetProjectId={projectId}
      resume={resume}
    />
  );
}
