import { describe, expect, it } from 'vitest';
import { calculatePumpHead } from './calculate-pump-head.js';
import { convertPumpHeadInput } from './convert-input.js';
import type { PumpHeadInputDraft } from './schema.js';

/**
 * A two-section index circuit with a coil, checked by hand (the browser journey uses the same one).
 * Water at 60 °F: ν = 1.208e-5 ft²/s, ρ = 999.0 kg/m³ (CoolProp); steel ε = 0.00015 ft.
 *
 * Main, 3 in Schedule 40 (ID 3.068 in, ASME B36.10), 200 ft, 100 gpm, four standard elbows:
 *   A = π/4 · (3.068/12)² = 0.05134 ft², V = (100/448.83)/0.05134 = 4.34 ft/s, V²/2g = 0.2927 ft,
 *   Re = 4.34 · 0.2557/1.208e-5 = 91,850, Colebrook f = 0.0209,
 *   hf = 0.0209 · (200/0.2557) · 0.2927 = 4.79 ft; elbows 4 · 30 · fT(0.018) · 0.2927 = 0.63 ft.
 * Branch, 2-1/2 in Schedule 40 (ID 2.469 in), 100 ft, 50 gpm:
 *   V = (50/448.83)/0.03325 = 3.35 ft/s, V²/2g = 0.1744 ft, Re = 57,070, f = 0.0228,
 *   hf = 0.0228 · (100/0.20575) · 0.1744 = 1.93 ft.
 * Coil 12 ft of water = 12 · 1000/999.0 = 12.01 ft of 60 °F water.
 * TDH = 4.79 + 0.63 + 1.93 + 12.01 = 19.36 ft; design head × 1.10 = 21.3 ft;
 * whp = 100 · 21.3 · 0.999/3960 = 0.538 hp (ASHRAE HVAC S&E 2020 ch. 44), bhp = 0.538/0.70 = 0.769 hp
 * → 1 hp (NEMA MG 1); in Metric 0.769 · 0.7457 = 0.573 kW → 0.75 kW (IEC 60072-1).
 */
const circuit: PumpHeadInputDraft = {
  calculationName: 'AHU-1 chilled water pump',
  flowRate: 100,
  fluidTemperature: 60,
  sections: [
    {
      name: 'Main',
      pipeMaterial: 'steelSchedule40',
      nominalSize: '3',
      length: 200,
      fittings: [{ id: 'elbows', type: 'elbow90Standard', quantity: 4 }],
    },
    {
      name: 'Branch',
      pipeMaterial: 'steelSchedule40',
      nominalSize: '2-1/2',
      length: 100,
      flowRate: 50,
    },
  ],
  components: [{ name: 'Coil', pressureDrop: 12 }],
};

describe('calculatePumpHead: a two-section index circuit with a coil, by hand', () => {
  const r = calculatePumpHead(circuit);

  it('matches the hand figures section by section', () => {
    expect(r.sections[0]!.velocity).toBeCloseTo(4.34, 2);
    expect(r.sections[0]!.frictionFactor).toBeCloseTo(0.0209, 4);
    expect(r.sections[0]!.frictionHead).toBeCloseTo(4.79, 2);
    expect(r.sections[0]!.fittingsHead).toBeCloseTo(0.63, 2);
    expect(r.sections[1]!.velocity).toBeCloseTo(3.35, 2);
    expect(r.sections[1]!.frictionFactor).toBeCloseTo(0.0228, 4);
    expect(r.sections[1]!.frictionHead).toBeCloseTo(1.93, 2);
    expect(r.componentsHead).toBeCloseTo(12.01, 2);
  });

  it('gives TDH 19.4 ft (57.8 kPa), design head 21.3 ft, 0.77 bhp and a 1 hp motor', () => {
    expect(r.totalDynamicHead).toBeCloseTo(19.37, 1);
    expect(r.totalDynamicHeadKPa).toBeCloseTo(57.8, 1);
    expect(r.designHead).toBeCloseTo(21.3, 1);
    expect(r.hydraulicPower).toBeCloseTo(0.538, 3);
    expect(r.shaftPower).toBeCloseTo(0.769, 3);
    expect(r.suggestedMotor?.label).toBe('1 hp');
    expect(r.warnings).toEqual([]);
  });

  it('gives 5.90 m and a 0.75 kW motor in Metric', () => {
    const metric = calculatePumpHead(convertPumpHeadInput(circuit, 'Metric'));
    expect(metric.totalDynamicHead).toBeCloseTo(5.9, 2);
    expect(metric.totalDynamicHeadKPa).toBeCloseTo(r.totalDynamicHeadKPa, 9);
    expect(metric.shaftPower).toBeCloseTo(0.573, 3);
    expect(metric.suggestedMotor?.label).toBe('0.75 kW');
  });
});
