import { listProjects, type SavedFile } from '@org/data';
import type * as DataModule from '@org/data';
import { DuctInputSchema, defaultDuctInput } from '@org/hvac-core/duct';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculatorBySegment } from '../calculators/catalog';
import { withIdentity } from '../calculators/registry';
import { ductDefinition } from '../calculators/duct/definition';
import { fakeDataContext, renderWithData } from '../projects/test-utils';
import { WorkspaceEditor } from './WorkspaceEditor';

vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataModule>()),
  listProjects: vi.fn(),
}));

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

// One edit is validated once and computed once, and that one evaluation feeds the form's messages,
// the results, save and the report (issue: evaluate once).
describe('one evaluation per edit', () => {
  it('parses the duct draft once and runs the engine once per keystroke', async () => {
    vi.mocked(listProjects).mockResolvedValue([]);
    const safeParse = vi.spyOn(DuctInputSchema, 'safeParse');
    const parse = vi.spyOn(DuctInputSchema, 'parse');
    const calculate = vi.fn(ductDefinition.calculate);
    const countingModule = withIdentity(calculatorBySegment('duct-sizer')!, {
      ...ductDefinition,
      calculate,
    });
    renderWithData(
      <WorkspaceEditor
        module={countingModule}
        draftStorageKey="hvac:draft:user-1:/calculators/duct-sizer"
        initialDraft={defaultDuctInput('Imperial')}
        file={null as SavedFile | null}
      />,
      { ctx: fakeDataContext(), router: true },
    );
    const airflow = await screen.findByLabelText('Airflow');
    await userEvent.click(airflow);
    await userEvent.keyboard('{End}');

    safeParse.mockClear();
    parse.mockClear();
    calculate.mockClear();
    await userEvent.keyboard('5');

    expect(safeParse.mock.calls.length + parse.mock.calls.length).toBe(1);
    expect(calculate).toHaveBeenCalledTimes(1);
    // The one run computed the edited draft (1,000 cfm with a 5 typed after it).
    expect(calculate.mock.calls[0]?.[0].airflow).toBe(10_005);
  });
});
