import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { pipeSize } from '../pipe/materials.js';
import {
  balancingValveBody,
  STAD_BALANCING_VALVE_BODIES,
  VVP45_CONTROL_VALVE_BODIES,
  valveBodySize,
  valveBodySizeLabel,
} from './valve-bodies.js';
import type { ValveBodyTable } from './valve-bodies.js';
import { cvFromKv, kvFromCv } from './valves.js';

const TABLES: readonly ValveBodyTable[] = [STAD_BALANCING_VALVE_BODIES, VVP45_CONTROL_VALVE_BODIES];

describe('STAD_BALANCING_VALVE_BODIES (IMI TA STAD leaflet, "Female threads", Kvs fully open)', () => {
  // Each row as the leaflet prints it: DN, Kvs (m³/h at 1 bar, fully open); the same numbers are
  // the 4-turn row of the STA/STAD Kv table.
  test.each([
    [10, 1.47],
    [15, 2.52],
    [20, 5.7],
    [25, 8.7],
    [32, 14.2],
    [40, 19.2],
    [50, 33.0],
  ])('DN %d has Kvs %d', (dn, kvs) => {
    const row = STAD_BALANCING_VALVE_BODIES.rows.find((r) => r.dn === dn);
    expect(row?.kvs).toBe(kvs);
    expect(row?.source).toContain(`DN ${dn}`);
  });
});

describe('VVP45_CONTROL_VALVE_BODIES (Siemens CE1N4845en, type summary, largest kvs per DN)', () => {
  // VVP45.<DN>-<kvs>: the type name carries both numbers.
  test.each([
    [10, 1.6, 'VVP45.10-1.6'],
    [15, 2.5, 'VVP45.15-2.5'],
    [20, 4, 'VVP45.20-4'],
    [25, 10, 'VVP45.25-10'],
    [32, 16, 'VVP45.32-16'],
    [40, 25, 'VVP45.40-25'],
  ])('DN %d has kvs %d (%s)', (dn, kvs, type) => {
    const row = VVP45_CONTROL_VALVE_BODIES.rows.find((r) => r.dn === dn);
    expect(row?.kvs).toBe(kvs);
    expect(row?.source).toContain(type);
  });
});

describe.each(TABLES)('$label table', (table) => {
  it('lists bodies smallest first, with Kvs rising', () => {
    for (let i = 1; i < table.rows.length; i++) {
      expect(table.rows[i]!.dn).toBeGreaterThan(table.rows[i - 1]!.dn);
      expect(table.rows[i]!.kvs).toBeGreaterThan(table.rows[i - 1]!.kvs);
    }
  });

  it('pairs each DN with its nominal inch size as steel pipe does (ISO 6708, ASME B36.10M)', () => {
    for (const row of table.rows) {
      // The pipe tables start at 1/2 in; NPS 3/8 is DN 10 in ASME B36.10M table 1.
      const dn = row.nominalSize === '3/8' ? 10 : pipeSize('steelSchedule40', row.nominalSize).dn;
      expect(dn, row.source).toBe(row.dn);
    }
  });
});

describe('valveBodySize', () => {
  test.each([
    // At a row's Kvs the row itself; just above it, the next row (STAD leaflet Kvs column).
    [STAD_BALANCING_VALVE_BODIES, 0.1, 10],
    [STAD_BALANCING_VALVE_BODIES, 1.47, 10],
    [STAD_BALANCING_VALVE_BODIES, 1.48, 15],
    [STAD_BALANCING_VALVE_BODIES, 2.52, 15],
    [STAD_BALANCING_VALVE_BODIES, 2.53, 20],
    [STAD_BALANCING_VALVE_BODIES, 4, 20],
    [STAD_BALANCING_VALVE_BODIES, 8.7, 25],
    [STAD_BALANCING_VALVE_BODIES, 10, 32],
    [STAD_BALANCING_VALVE_BODIES, 19.2, 40],
    [STAD_BALANCING_VALVE_BODIES, 25, 50],
    [STAD_BALANCING_VALVE_BODIES, 33, 50],
    // R5 Kvs values against the VVP45 type summary.
    [VVP45_CONTROL_VALVE_BODIES, 0.25, 10],
    [VVP45_CONTROL_VALVE_BODIES, 1.6, 10],
    [VVP45_CONTROL_VALVE_BODIES, 2.5, 15],
    [VVP45_CONTROL_VALVE_BODIES, 4, 20],
    [VVP45_CONTROL_VALVE_BODIES, 6.3, 25],
    [VVP45_CONTROL_VALVE_BODIES, 10, 25],
    [VVP45_CONTROL_VALVE_BODIES, 16, 32],
    [VVP45_CONTROL_VALVE_BODIES, 25, 40],
  ] as const)('%#: Kvs %d in the $label table is DN %d', (table, kvs, dn) => {
    expect(valveBodySize(kvs, table)?.dn).toBe(dn);
  });

  it('is null above the largest catalogued body', () => {
    expect(valveBodySize(33.01, STAD_BALANCING_VALVE_BODIES)).toBeNull();
    expect(valveBodySize(40, VVP45_CONTROL_VALVE_BODIES)).toBeNull();
  });

  it('matches a row exactly after a Cv round trip (Imperial enters Cv)', () => {
    expect(valveBodySize(kvFromCv(cvFromKv(2.52)), STAD_BALANCING_VALVE_BODIES)?.dn).toBe(15);
    expect(valveBodySize(kvFromCv(cvFromKv(25)), VVP45_CONTROL_VALVE_BODIES)?.dn).toBe(40);
  });

  it('rejects a Kvs that is not positive and finite', () => {
    expect(() => valveBodySize(0, STAD_BALANCING_VALVE_BODIES)).toThrow(/kvs/);
    expect(() => valveBodySize(Number.NaN, STAD_BALANCING_VALVE_BODIES)).toThrow(/kvs/);
  });

  it.each(TABLES)(
    'in the $label table, gives the smallest body whose Kvs reaches the valve’s',
    (table) => {
      const largest = table.rows[table.rows.length - 1]!.kvs;
      fc.assert(
        fc.property(fc.double({ min: 0.01, max: largest, noNaN: true }), (kvs) => {
          const size = valveBodySize(kvs, table);
          expect(size).not.toBeNull();
          const at = table.rows.findIndex((row) => row.dn === size!.dn);
          expect(table.rows[at]!.kvs).toBeGreaterThanOrEqual(kvs * (1 - 1e-9));
          if (at > 0) expect(table.rows[at - 1]!.kvs).toBeLessThan(kvs);
        }),
      );
    },
  );
});

describe('valveBodySizeLabel', () => {
  test.each([
    ['Metric', 'DN 32'],
    ['Imperial', '1-1/4 in'],
  ] as const)('in %s writes %s', (unitSystem, label) => {
    const size = valveBodySize(16, VVP45_CONTROL_VALVE_BODIES)!;
    expect(valveBodySizeLabel(size, unitSystem)).toBe(label);
  });
});

describe('balancingValveBody', () => {
  // STAD Kvs fully open (IMI TA leaflet): DN 10 1.47, 15 2.52, 20 5.70, 25 8.70, 32 14.2, 40 19.2,
  // 50 33.0.
  test.each([
    [29.7, 1.5, 40, false, false], // DN 50's 33.0 is above 29.7: DN 40
    [29.7, 2, 40, false, false], // a 2 in pipe does not change that
    [40, 3, 50, false, false], // above DN 50's 33.0: DN 50, which drops more than the least drop
    [40, 1.25, 32, false, false], // no larger than its pipe
    [14.2, null, 32, false, false], // exactly a body's Kvs: that body
    [1, 1, 10, true, false], // below DN 10's 1.47: the smallest body, flagged
    [5, 0.25, 10, false, true], // a pipe below DN 10: DN 10, flagged as larger than the pipe
    [1, 0.25, 10, true, true],
  ] as const)(
    'Kv %s on a %s in pipe is STAD DN %s (below least drop %s, larger than pipe %s)',
    (requiredKv, pipe, dn, belowLeastDrop, largerThanPipe) => {
      const selection = balancingValveBody(requiredKv, pipe, STAD_BALANCING_VALVE_BODIES);
      expect(selection.body.dn).toBe(dn);
      expect(selection.belowLeastDrop).toBe(belowLeastDrop);
      expect(selection.largerThanPipe).toBe(largerThanPipe);
      expect(valveBodySize(selection.body.catalogueKvs, STAD_BALANCING_VALVE_BODIES)?.dn).toBe(dn);
    },
  );

  it('throws on a Kv that is not positive', () => {
    expect(() => balancingValveBody(0, 1, STAD_BALANCING_VALVE_BODIES)).toThrow(RangeError);
  });

  it('(property) is never above its pipe unless no body fits, and drops at least the least drop or is the smallest that fits', () => {
    const rows = STAD_BALANCING_VALVE_BODIES.rows;
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 500, noNaN: true }),
        fc.option(fc.double({ min: 0.125, max: 24, noNaN: true })),
        (requiredKv, pipe) => {
          const { body, belowLeastDrop, largerThanPipe } = balancingValveBody(
            requiredKv,
            pipe,
            STAD_BALANCING_VALVE_BODIES,
          );
          if (pipe !== null && body.nominalInches > pipe) {
            expect(largerThanPipe).toBe(true);
            expect(body.dn).toBe(rows[0]!.dn);
          }
          if (belowLeastDrop) expect(body.dn).toBe(rows[0]!.dn);
          else expect(body.catalogueKvs).toBeLessThanOrEqual(requiredKv * (1 + 1e-9));
        },
      ),
    );
  });
});
