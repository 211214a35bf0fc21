import { BoqSchema, calculateBoq } from '@org/hvac-core/boq';
import { describe, expect, it } from 'vitest';
import { boqReport } from './report';
import { boqDefinition } from './definition';

describe('boqReport', () => {
  it('gives one table per section, the totals and the notes', () => {
    const bill = BoqSchema.parse({
      currency: '$',
      sections: [
        { id: 's1', name: 'Ductwork' },
        { id: 's2', name: 'Plant', notes: 'Prices valid 30 days' },
      ],
      items: [
        { id: 'a', description: 'Duct', quantity: 10, unit: 'm', rate: 12.5, sectionId: 's1' },
        {
          id: 'b',
          description: 'Fan',
          quantity: 1,
          unit: 'no.',
          rate: 900,
          sectionId: 's2',
          notes: 'Belt drive',
        },
      ],
      taxPercent: 10,
      notes: 'Excludes builder’s work.',
    });
    const report = boqReport(bill, calculateBoq(bill));
    // One table per section, items first; the totals are the results.
    expect(report.tablesPosition).toBe('beforeResults');
    expect(report.tables?.map((t) => t.title)).toEqual(['Ductwork', 'Plant']);
    expect(report.tables?.[0]?.columns.map((c) => c.header)).toEqual([
      'No.',
      'Description',
      'Qty',
      'Unit',
      'Rate',
      'Amount',
    ]);
    expect(report.tables?.[0]?.rows).toEqual([['1', 'Duct', '10', 'm', '$12.50', '$125.00']]);
    expect(report.tables?.[0]?.totalRows).toEqual([
      ['', 'Subtotal, Ductwork', '', '', '', '$125.00'],
    ]);
    expect(report.results.map((s) => s.title)).toEqual(['Totals']);
    // (125 + 900) × 10% = 102.50; 1,025 + 102.50 = 1,127.50.
    expect(report.results[0]?.rows.at(-1)).toEqual({
      label: 'Grand total',
      value: '$1,127.50',
      unit: '',
      emphasis: true,
    });
    expect(report.notes).toEqual([
      'Excludes builder’s work.',
      'Plant: Prices valid 30 days',
      'Item 2 (Fan): Belt drive',
      'Amounts in US dollar (USD), exact to 2 decimal places (ISO 4217 minor unit).',
    ]);
    expect(boqDefinition.method.length).toBeGreaterThan(0);
  });

  it('prints the quantity priced with a section’s waste allowance beside the net quantity', () => {
    // Main supply duct 26 × 14 in × 80 ft: 533.33 ft² of 24 ga galvanized sheet at 1.156 lb/ft²
    // (SMACNA HVAC Duct Construction Standards, appendix A) = 616.53 lb; 10 % waste = 678.183 lb
    // × $4.25 = $2,882.28.
    const bill = BoqSchema.parse({
      currency: 'USD',
      sections: [{ id: 'duct', name: 'Ductwork', wastePercent: 10 }],
      items: [
        {
          id: 'a',
          description: 'Galvanized steel sheet 24 ga',
          quantity: 616.53,
          unit: 'lb',
          rate: 4.25,
          sectionId: 'duct',
        },
      ],
    });
    const report = boqReport(bill, calculateBoq(bill));
    expect(report.tables?.[0]?.title).toBe('Ductwork (waste allowance 10%)');
    expect(report.tables?.[0]?.columns.map((c) => c.header)).toEqual([
      'No.',
      'Description',
      'Qty',
      'Qty + 10%',
      'Unit',
      'Rate',
      'Amount',
    ]);
    expect(report.tables?.[0]?.rows).toEqual([
      ['1', 'Galvanized steel sheet 24 ga', '616.53', '678.183', 'lb', '$4.25', '$2,882.28'],
    ]);
    expect(report.tables?.[0]?.totalRows).toEqual([
      ['', 'Subtotal, Ductwork', '', '', '', '', '$2,882.28'],
    ]);
    expect(report.inputs[0]?.rows).toContainEqual({
      label: 'Waste allowance, Ductwork',
      value: '10',
      unit: '%',
    });
  });
});
