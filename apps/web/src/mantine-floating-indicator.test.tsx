import { SegmentedControl } from '@mantine/core';
import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from './test/render';

// pnpm-workspace.yaml patches @mantine/core's FloatingIndicator: a segmented control's indicator is
// first placed by its resize observers' first report (after the browser's own layout), not by a
// measurement in the commit that mounts it, which forced a layout of the whole page there. A move to
// another option is still measured at once. Without the patch the first test fails.

/** The resize observers made, with the callbacks a browser would call after its next layout. */
let observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];

class RecordingResizeObserver {
  private readonly record: { callback: ResizeObserverCallback; targets: Element[] };
  constructor(callback: ResizeObserverCallback) {
    this.record = { callback, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
}

/** What the browser does after its layout: each observer's first report. */
function reportSizes() {
  act(() => {
    for (const { callback } of observers) callback([], {} as ResizeObserver);
  });
}

const UNITS = ['Imperial', 'Metric'];

describe("A segmented control's indicator", () => {
  let measured: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
    measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    measured.mockRestore();
  });

  it('measures nothing while it mounts, and is placed when the sizes are first reported', () => {
    const { container } = renderWithMantine(
      <SegmentedControl data={UNITS} defaultValue="Metric" />,
    );
    expect(measured).not.toHaveBeenCalled();
    expect(observers.length).toBeGreaterThan(0);

    reportSizes();
    expect(measured).toHaveBeenCalled();
    const indicator = container.querySelector<HTMLElement>('.mantine-SegmentedControl-indicator');
    expect(indicator?.style.width).toBe('0px');
    expect(indicator?.style.transform).toContain('translateX(');
  });

  it('measures at once when another option is chosen, so the indicator moves to it', () => {
    const { getByLabelText } = renderWithMantine(
      <SegmentedControl data={UNITS} defaultValue="Metric" />,
    );
    reportSizes();
    measured.mockClear();
    fireEvent.click(getByLabelText('Imperial'));
    expect(measured).toHaveBeenCalled();
  });
});
