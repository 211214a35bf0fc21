/** About five round ticks (1, 2, 2.5 or 5 × 10ⁿ apart) covering [min, max]. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const span = max - min > 0 ? max - min : Math.abs(max) || 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw * (1 - 1e-9)) ?? raw;
  const first = Math.floor(min / step + 1e-9);
  const last = Math.ceil(max / step - 1e-9);
  const ticks: number[] = [];
  for (let i = first; i <= last && ticks.length < 50; i++)
    ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}
