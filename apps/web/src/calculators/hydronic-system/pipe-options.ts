import { PIPE_MATERIALS, pipeMaterial, type PipeMaterialId } from '@org/hvac-core/pipe';

/** The trade sizes of a material for a size select (an unknown material reads as steel). */
export function sizeOptions(material: unknown): { value: string; label: string }[] {
  const id = PIPE_MATERIALS.includes(material as PipeMaterialId)
    ? (material as PipeMaterialId)
    : 'steelSchedule40';
  return pipeMaterial(id).sizes.map((size) => ({
    value: size.nominalSize,
    label: `${size.nominalSize} in`,
  }));
}
