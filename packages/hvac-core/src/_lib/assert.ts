/** Throws a RangeError naming the parameter unless value is a finite number. */
export function assertFinite(value: number, name: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${name} must be a finite number, got ${String(value)}.`);
  }
}

/** Throws a RangeError naming the parameter unless value is a finite number greater than zero. */
export function assertPositive(value: number, name: string): void {
  assertFinite(value, name);
  if (value <= 0) throw new RangeError(`${name} must be greater than 0, got ${value}.`);
}

/** Throws a RangeError naming the parameter unless value is finite and not negative. */
export function assertNonNegative(value: number, name: string): void {
  assertFinite(value, name);
  if (value < 0) throw new RangeError(`${name} must be 0 or more, got ${value}.`);
}

/** Throws a RangeError naming the parameter unless min <= value <= max. */
export function assertInRange(value: number, name: string, min: number, max: number): void {
  assertFinite(value, name);
  if (value < min || value > max) {
    throw new RangeError(`${name} must be between ${min} and ${max}, got ${value}.`);
  }
}
