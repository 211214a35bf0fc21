import { FileIdSchema, ProjectIdSchema, getFile, listProjects, toFileRecord } from '@org/data';
import type * as DataModule from '@org/data';
import { DuctInputSchema, defaultDuctInput, type DuctInput } from '@org/hvac-core/duct';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedFileData } from '../calculator-kit/stored-file';
import { calculatorBySegment } from '../calculators/catalog';
import { ductDefinition } from '../calculators/duct/definition';
import { withIdentity } from '../calculators/registry';
import { fakeDataContext, renderWithData } from '../projects/test-utils';
import { CalculatorWorkspace } from './CalculatorWorkspace';

vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataModule>()),
  getFile: vi.fn(),
  listProjects: vi.fn(),
}));

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const projectId = ProjectIdSchema.parse('project-1');
const fileId = FileIdSchema.parse('file-1');

// Issue 39 §7: a saved file's draft is computed in a task of its own before its editor renders,
// once, and that one computation serves the comparison of its stored results and the editor.
describe('opening a saved file', () => {
  it('computes its draft once, before its editor renders, for the comparison and the editor alike', async () => {
    const input = DuctInputSchema.parse(defaultDuctInput('Imperial'));
    const data = savedFileData(ductDefinition, input, ductDefinition.calculate(input));
    const stored = { name: 'Main trunk', createdAt: new Date(), data };
    vi.mocked(getFile).mockResolvedValue(
      toFileRecord(projectId, 'ductCalculations', fileId, stored),
    );
    vi.mocked(listProjects).mockResolvedValue([]);
    const computed: string[] = [];
    const calculate = vi.fn((parsed: DuctInput) => {
      computed.push(screen.queryByLabelText('Airflow') === null ? 'before the editor' : 'after');
      return ductDefinition.calculate(parsed);
    });
    const module = withIdentity(calculatorBySegment('duct-sizer')!, {
      ...ductDefinition,
      calculate,
    });

    renderWithData(
      <CalculatorWorkspace
        calculator={{ title: 'Duct sizer', load: () => Promise.resolve(module) }}
        file={{ projectId, fileId }}
      />,
      { ctx: fakeDataContext(), router: true },
    );

    expect(await screen.findByLabelText('Airflow')).toBeInTheDocument();
    expect(computed).toEqual(['before the editor']);
    // The stored results match the fresh computation: no notice of changed results.
    expect(screen.queryByText(/results have changed/i)).not.toBeInTheDocument();
  });
});
