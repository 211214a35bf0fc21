import { COLLECTIONS, ProjectTemplateSchema } from '@org/data';
import { BoqSchema, calculateBoq } from '@org/hvac-core/boq';
import { calculateDuct, DuctInputSchema } from '@org/hvac-core/duct';
import { calculateHeatLoad, HeatLoadInputSchema } from '@org/hvac-core/heat-load';
import { calculatePipe, PipeInputSchema } from '@org/hvac-core/pipe';
import { calculateVentilation, VentilationInputSchema } from '@org/hvac-core/ventilation';
import { describe, expect, it } from 'vitest';
import { PROJECT_TEMPLATES, TEMPLATE_CURRENCY } from './templates';

const byName = (name: string) => {
  const template = PROJECT_TEMPLATES.find((entry) => entry.name === name);
  if (!template) throw new Error(`No template named ${name}`);
  return template;
};

const filesOf = (templateName: string, collection: string) =>
  byName(templateName).files.filter((file) => file.collection === collection);

describe('PROJECT_TEMPLATES', () => {
  it('offers the three templates of spec §9, in order, each with a description', () => {
    expect(PROJECT_TEMPLATES.map((template) => template.name)).toEqual([
      'Small Office Fit-out',
      'Residential Home (New Build)',
      'Restaurant Kitchen Ventilation',
    ]);
    for (const template of PROJECT_TEMPLATES)
      expect(template.description.length).toBeGreaterThan(20);
    expect(new Set(PROJECT_TEMPLATES.map((template) => template.id)).size).toBe(3);
  });

  it('are valid project templates for createProjectFromTemplate', () => {
    for (const template of PROJECT_TEMPLATES) {
      expect(ProjectTemplateSchema.safeParse(template).success).toBe(true);
    }
  });

  it('hold the files spec §9 lists for each template', () => {
    const contents = PROJECT_TEMPLATES.map((template) =>
      template.files.map((file) => [file.collection, file.name]),
    );
    expect(contents).toEqual([
      [
        ['calculations', 'Office heat load'],
        ['ductCalculations', 'Main supply duct'],
        ['boqs', 'Basic BoQ'],
      ],
      [
        ['calculations', 'Heating load'],
        ['calculations', 'Cooling load'],
        ['pipeCalculations', 'Hydronic loop'],
      ],
      [
        ['ventilationCalculations', 'Kitchen hood ventilation'],
        ['ventilationCalculations', 'Kitchen hood exhaust'],
        ['ductCalculations', 'Kitchen exhaust duct'],
      ],
    ]);
    const collections = COLLECTIONS.map((info) => info.collection) as string[];
    for (const template of PROJECT_TEMPLATES) {
      for (const file of template.files) expect(collections).toContain(file.collection);
    }
  });

  it('stores heat-load inputs that parse and compute, one heating and one cooling for the house', () => {
    const heatLoads = PROJECT_TEMPLATES.flatMap((template) =>
      template.files.filter((file) => file.collection === 'calculations'),
    );
    expect(heatLoads).toHaveLength(3);
    for (const file of heatLoads) {
      const parsed = HeatLoadInputSchema.safeParse(file.data);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(calculateHeatLoad(parsed.data!).totalLoad).toBeGreaterThan(0);
    }
    const house = filesOf('Residential Home (New Build)', 'calculations');
    expect(house.map((file) => file.data['calculationMode'])).toEqual(['Heating', 'Cooling']);
  });

  it('stores duct inputs that parse and size, the kitchen exhaust at 2000 cfm and 1500 fpm', () => {
    const ducts = PROJECT_TEMPLATES.flatMap((template) =>
      template.files.filter((file) => file.collection === 'ductCalculations'),
    );
    expect(ducts).toHaveLength(2);
    for (const file of ducts) {
      const parsed = DuctInputSchema.safeParse(file.data);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(() => calculateDuct(file.data as never)).not.toThrow();
    }
    const [exhaust] = filesOf('Restaurant Kitchen Ventilation', 'ductCalculations');
    expect(exhaust?.data).toMatchObject({
      unitSystem: 'Imperial',
      airflow: 2000,
      sizingMethod: 'velocity',
      targetVelocity: 1500,
    });
  });

  it('stores a hydronic pipe input that parses and sizes', () => {
    const [loop] = filesOf('Residential Home (New Build)', 'pipeCalculations');
    const parsed = PipeInputSchema.safeParse(loop?.data);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(() => calculatePipe(loop?.data as never)).not.toThrow();
  });

  it('stores the kitchen hood ventilation that gives 48 ft³ and 240 cfm', () => {
    const [hood] = filesOf('Restaurant Kitchen Ventilation', 'ventilationCalculations');
    const parsed = VentilationInputSchema.safeParse(hood?.data);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(hood?.data).toMatchObject({
      unitSystem: 'Imperial',
      roomWidth: 12,
      roomLength: 4,
      roomHeight: 1,
      airChangesPerHour: 300,
    });
    const result = calculateVentilation(parsed.data!);
    expect(result.roomVolume).toBeCloseTo(48, 9);
    expect(result.requiredAirflow).toBeCloseTo(240, 9);
  });

  it('stores a hood exhaust by the kitchen-hood method that agrees with the exhaust duct', () => {
    const [, hood] = filesOf('Restaurant Kitchen Ventilation', 'ventilationCalculations');
    const [exhaust] = filesOf('Restaurant Kitchen Ventilation', 'ductCalculations');
    const parsed = VentilationInputSchema.safeParse(hood?.data);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(hood?.data['mode']).toBe('kitchenHood');
    const result = calculateVentilation(parsed.data!);
    expect(result.requiredAirflow).toBe(exhaust?.data['airflow']);
  });

  it('gives no warning on any file of the kitchen template (issue 22)', () => {
    for (const file of filesOf('Restaurant Kitchen Ventilation', 'ventilationCalculations')) {
      const parsed = VentilationInputSchema.safeParse(file.data);
      expect(calculateVentilation(parsed.data!).warnings).toEqual([]);
    }
  });

  it('prices the office BoQ in $ with 3 items whose totals are quantity × rate', () => {
    const [boq] = filesOf('Small Office Fit-out', 'boqs');
    const parsed = BoqSchema.safeParse(boq?.data);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(boq?.data['currency']).toBe(TEMPLATE_CURRENCY);
    expect(TEMPLATE_CURRENCY).toBe('$');
    const items = boq?.data['items'] as { quantity: number; rate: number; total: number }[];
    expect(items).toHaveLength(3);
    const computed = calculateBoq(parsed.data!);
    expect(computed.items.map((item) => item.total)).toEqual(items.map((item) => item.total));
    for (const item of items) expect(item.total).toBeCloseTo(item.quantity * item.rate, 10);
  });

  it('keeps each file data as its schema reads it back, so a save round-trips unchanged', () => {
    const schemas = {
      calculations: HeatLoadInputSchema,
      ductCalculations: DuctInputSchema,
      pipeCalculations: PipeInputSchema,
      ventilationCalculations: VentilationInputSchema,
      boqs: BoqSchema,
    } as const;
    for (const template of PROJECT_TEMPLATES) {
      for (const file of template.files) {
        const schema = schemas[file.collection as keyof typeof schemas];
        // Every stored field survives parsing (no key is dropped as unknown).
        const parsed = schema.parse(file.data) as Record<string, unknown>;
        for (const key of Object.keys(file.data))
          expect(parsed, `${file.name}.${key}`).toHaveProperty(key);
      }
    }
  });
});
