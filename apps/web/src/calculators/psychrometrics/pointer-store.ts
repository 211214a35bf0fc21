import type { ChartPoint } from '@org/hvac-core/psychrometrics';

/**
 * The chart point under the pointer, outside React state: pointer moves update only the readout
 * and crosshair that subscribe (useSyncExternalStore), never the chart's lines or the page.
 */
export interface PointerStore {
  get(): ChartPoint | null;
  set(point: ChartPoint | null): void;
  subscribe(listener: () => void): () => void;
}

export function createPointerStore(): PointerStore {
  let current: ChartPoint | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(point) {
      if (point === current) return;
      current = point;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
