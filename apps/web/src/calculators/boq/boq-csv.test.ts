import { calculateBoq, BoqSchema } from '@org/hvac-core/boq';
import { describe, expect, it } from 'vitest';
import { boqToCsv, csvField } from './boq-csv';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks (RFC 4180), doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('24 x 12, galvanized')).toBe('"24 x 12, galvanized"');
    expect(csvField('12" grille')).toBe('"12"" grille"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
});

describe('boqToCsv', () => {
  it('lists the items with the engine’s exact totals', () => {
    const bill = BoqSchema.parse({
      currency: 'EUR',
      sections: [{ id: 's1', name: 'Ductwork, main' }],
      items: [
        // 3 × 0.1 = 0.30 exactly, never 0.30000000000000004.
        {
          id: 'i1',
          description: 'Duct hanger',
          quantity: 3,
          unit: 'no.',
          rate: 0.1,
          sectionId: 's1',
        },
        {
          id: 'i2',
          description: '=SUM(A1:A9)',
          quantity: 2.5,
          unit: 'm²',
          rate: 40,
          notes: 'say "approx."',
        },
      ],
    });
    const csv = boqToCsv(bill, calculateBoq(bill));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Section,Id,Description,Quantity,Unit,Rate (EUR),Total (EUR),Notes',
      '"Ductwork, main",i1,Duct hanger,3,no.,0.1,0.30,',
      ',i2,\'=SUM(A1:A9),2.5,m²,40,100.00,"say ""approx."""',
      '',
    ]);
  });

  it('writes whole units for a currency without minor units', () => {
    const bill = BoqSchema.parse({
      currency: 'JPY',
      items: [{ id: 'a', description: 'Fan', quantity: 3, unit: 'no.', rate: 1234.5 }],
    });
    // 3 × 1,234.5 = 3,703.5 → ¥3,704 (half away from zero).
    expect(boqToCsv(bill, calculateBoq(bill))).toContain('Fan,3,no.,1234.5,3704,');
  });

  it('adds the waste allowance and the priced quantity when a section has one', () => {
    // 616.53 lb of 24 ga sheet (SMACNA appendix A, 1.156 lb/ft²) with 10 % waste: 678.183 lb ×
    // $4.25 = $2,882.28.
    const bill = BoqSchema.parse({
      currency: 'USD',
      sections: [{ id: 'd', name: 'Ductwork', wastePercent: 10 }],
      items: [
        {
          id: 'i1',
          description: 'Sheet 24 ga',
          quantity: 616.53,
          unit: 'lb',
          rate: 4.25,
          sectionId: 'd',
        },
        { id: 'i2', description: 'Testing', quantity: 1, unit: 'lot', rate: 500 },
      ],
    });
    const lines = boqToCsv(bill, calculateBoq(bill))
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'Section,Id,Description,Quantity,Unit,Waste (%),Priced quantity,Rate (USD),Total (USD),Notes',
    );
    expect(lines[1]).toMatch(/^Ductwork,i1,Sheet 24 ga,616\.53,lb,10,678\.183,4\.25,2882\.28,$/);
    expect(lines[2]).toBe(',i2,Testing,1,lot,0,1,500,500.00,');
  });
});
