import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { ChartFullScreen, useChartHeight } from './ChartFullScreen';

function renderChart() {
  return renderWithMantine(
    <ChartFullScreen title="Monthly cost by option, $">
      <svg role="img" aria-label="Monthly cost chart" />
    </ChartFullScreen>,
  );
}

describe('ChartFullScreen', () => {
  it('draws the chart in the page with a button named after it', () => {
    renderChart();
    expect(screen.getByRole('img', { name: 'Monthly cost chart' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Full screen: Monthly cost by option, $' }),
    ).toHaveTextContent('Full screen');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the chart in a dialog named by its title from the keyboard, and Esc closes it', async () => {
    const user = userEvent.setup();
    renderChart();
    const button = screen.getByRole('button', { name: /^Full screen/ });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Monthly cost by option, $' });
    expect(within(dialog).getByRole('img', { name: 'Monthly cost chart' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close full screen' })).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.getAllByRole('img', { name: 'Monthly cost chart' })).toHaveLength(1);
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderChart();
    await user.click(screen.getByRole('button', { name: /^Full screen/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close full screen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('draws a chart taller in the full-screen view, at most of the screen’s height', async () => {
    function Sized() {
      const height = useChartHeight(220);
      return <svg role="img" aria-label="Sized chart" height={height} />;
    }
    const user = userEvent.setup();
    renderWithMantine(
      <ChartFullScreen title="Sized">
        <Sized />
      </ChartFullScreen>,
    );
    expect(screen.getByRole('img', { name: 'Sized chart' })).toHaveAttribute('height', '220');
    await user.click(screen.getByRole('button', { name: 'Full screen: Sized' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sized' });
    const inDialog = within(dialog).getByRole('img', { name: 'Sized chart' });
    await waitFor(() =>
      expect(Number(inDialog.getAttribute('height'))).toBe(Math.round(window.innerHeight * 0.7)),
    );
    expect(window.innerHeight * 0.7).toBeGreaterThan(220);
  });
});
