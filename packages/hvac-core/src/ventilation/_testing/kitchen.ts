/**
 * The spec's kitchen template (spec §9): 12 × 4 × 1 ft at 300 air changes per hour, 48 ft³ and
 * 240 cfm. Only the spec's fields, as a saved document of the original app holds them.
 */
export const KITCHEN_TEMPLATE = {
  calculationName: 'Kitchen hood ventilation',
  unitSystem: 'Imperial',
  roomWidth: 12,
  roomLength: 4,
  roomHeight: 1,
  airChangesPerHour: 300,
} as const;
