import type { DamagedProject, Project, ProjectId } from '@org/data';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectList } from './ProjectList';
import { renderWithData } from './test-utils';

const renderWithRouter = (ui: React.ReactElement) =>
  renderWithData(ui, { ctx: null, router: true });

const ok: Project = {
  status: 'ok',
  id: 'p1' as ProjectId,
  name: '<b>Office</b>',
  description: 'Level 2',
  createdAt: new Date('2026-11-22T10:00:00Z'),
  date: '2026-11-22T10:00:00.000Z',
};
const damaged: DamagedProject = {
  status: 'damaged',
  id: 'p0' as ProjectId,
  raw: { name: 'Old clinic', createdAt: 'not a date' },
  issues: [{ path: 'createdAt', message: 'Invalid input: expected date, received string' }],
};

describe('ProjectList', () => {
  it('links each project to its page, shows its description, and renders names as text', async () => {
    renderWithRouter(<ProjectList projects={[ok, damaged]} />);
    const list = await screen.findByRole('list', { name: 'Projects' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = within(items[0]!).getByRole('link', { name: '<b>Office</b>' });
    expect(link).toHaveAttribute('href', '/projects/p1');
    expect(items[0]).toHaveTextContent('Level 2');
  });

  it('lists a damaged project, marked, with its raw data downloadable', async () => {
    renderWithRouter(<ProjectList projects={[ok, damaged]} />);
    const list = await screen.findByRole('list', { name: 'Projects' });
    const item = within(list).getAllByRole('listitem')[1]!;
    expect(within(item).getByRole('link', { name: 'Old clinic' })).toHaveAttribute(
      'href',
      '/projects/p0',
    );
    expect(item).toHaveTextContent('Damaged');
    expect(item).toHaveTextContent('createdAt: Invalid input');
    expect(
      within(item).getByRole('button', { name: 'Download raw data of Old clinic' }),
    ).toBeEnabled();
  });
});
