/**
 * Pressure drop of every terminal's circuit, plant → supply path → terminal → return path → plant,
 * from the losses of the edges: Δp_circuit = Σ Δp_e over its edges.
 *
 * @param network - The network's circuits, each with the edges it passes.
 * @param edgePressureDropsPa - Loss of every edge, Pa.
 * @returns One pressure drop per terminal, Pa.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 "Hydronic heating and cooling"
 *   (pump head from the circuit with the greatest pressure drop)
 * @example circuitPressureDropsPa({ circuits: [{ edges: [0, 1] }, { edges: [0, 2] }] }, [10, 5, 7]) //=> [15, 17]
 */
export function circuitPressureDropsPa(
  network: { readonly circuits: readonly { readonly edges: readonly number[] }[] },
  edgePressureDropsPa: ArrayLike<number>,
): number[] {
  return network.circuits.map((circuit) =>
    circuit.edges.reduce((sum, e) => sum + (edgePressureDropsPa[e] ?? 0), 0),
  );
}

/**
 * The index (critical) circuit: the circuit with the greatest pressure drop at design flow, with
 * every balancing valve fully open. It sets the pump's pressure, and every other circuit's
 * balancing valve takes the difference. It is found again from the circuits' drops on every
 * calculation, since choosing a control valve or a balancing valve size can move it. Ties go to
 * the first circuit.
 *
 * @param circuitPressureDropsPa - Each circuit's drop, Pa; at least one.
 * @returns The index circuit's position and its drop, Pa.
 * @throws {RangeError} If the list is empty or a drop is not finite.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13; TA Hydronics (R. Petitjean),
 *   Balancing of Distribution Systems, Manual No. 2 (2000), "the index circuit"
 * @example indexCircuit([40_000, 58_000, 51_000]) //=> { index: 1, pressureDropPa: 58000 }
 */
export function indexCircuit(circuitPressureDropsPa: readonly number[]): {
  readonly index: number;
  readonly pressureDropPa: number;
} {
  if (circuitPressureDropsPa.length === 0) throw new RangeError('There is no circuit.');
  let index = 0;
  circuitPressureDropsPa.forEach((drop, i) => {
    if (!Number.isFinite(drop)) throw new RangeError(`Circuit ${i} has a drop of ${drop}.`);
    if (drop > circuitPressureDropsPa[index]!) index = i;
  });
  return { index, pressureDropPa: circuitPressureDropsPa[index]! };
}
