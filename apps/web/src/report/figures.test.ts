import { afterEach, describe, expect, it } from 'vitest';
import { collectReportFigures } from './figures';

function chart(markup: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = markup;
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

describe('collectReportFigures', () => {
  it('serializes each marked chart with its caption and description, without screen-only parts', () => {
    const host = chart(`
      <svg viewBox="0 0 400 200" data-report-figure="System curve" role="img" class="chart">
        <title>System curve chart</title>
        <desc>Head rises with the square of flow.</desc>
        <path d="M0 0L10 10" class="curve"></path>
        <rect data-report-exclude="" width="400" height="200"></rect>
      </svg>
      <svg viewBox="0 0 10 10"><path d="M0 0L1 1"></path></svg>`);
    const figures = collectReportFigures(host);
    expect(figures).toHaveLength(1);
    const [figure] = figures;
    expect(figure?.title).toBe('System curve');
    expect(figure?.description).toBe('Head rises with the square of flow.');
    expect(figure?.svg).toContain('<path d="M0 0L10 10"');
    expect(figure?.svg).not.toContain('<rect');
    expect(figure?.svg).not.toContain('class=');
    expect(figure?.svg).not.toContain('data-report-figure');
    expect(figure?.svg).toMatch(/width="400"/);
    expect(figure?.svg).toMatch(/height="200"/);
    expect(figure?.svg).toContain('font-family="Roboto"');
  });

  it('copies colours set by style sheets inline, read in the light scheme, and restores the page', () => {
    const style = document.createElement('style');
    style.textContent = `
      [data-mantine-color-scheme='light'] .curve { stroke: rgb(0, 0, 200); }
      [data-mantine-color-scheme='dark'] .curve { stroke: rgb(250, 250, 250); }`;
    document.head.append(style);
    document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
    const host = chart(
      `<svg viewBox="0 0 10 10" data-report-figure="Chart"><path class="curve" d="M0 0L1 1"></path></svg>`,
    );
    const [figure] = collectReportFigures(host);
    expect(figure?.svg).toContain('stroke="rgb(0, 0, 200)"');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('draws a label’s halo as a copy under it, since PDF renderers ignore paint-order', () => {
    const style = document.createElement('style');
    style.textContent = `.label { fill: rgb(10, 10, 10); stroke: rgb(255, 255, 255); paint-order: stroke; }`;
    document.head.append(style);
    const host = chart(
      `<svg viewBox="0 0 10 10" data-report-figure="Chart"><text class="label" x="1" y="2">50 %</text></svg>`,
    );
    const [figure] = collectReportFigures(host);
    const texts = [
      ...new DOMParser()
        .parseFromString(figure?.svg ?? '', 'image/svg+xml')
        .querySelectorAll('text'),
    ];
    expect(texts).toHaveLength(2);
    expect(texts[0]?.getAttribute('fill')).toBe('none');
    expect(texts[0]?.getAttribute('stroke')).toBe('rgb(255, 255, 255)');
    expect(texts[1]?.getAttribute('fill')).toBe('rgb(10, 10, 10)');
    expect(texts[1]?.getAttribute('stroke')).toBe('none');
  });
});
