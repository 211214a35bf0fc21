import {
  DESIGN_CONDITION_CHOICES,
  designConditionLabel,
  type DesignConditionChoice,
} from '@org/hvac-core/building-load';

/** The list's value for "each file's own condition", as the import chose before it could be chosen. */
export const EACH_FILE_DEFAULT = 'file-default';

const valueOf = (choice: DesignConditionChoice): string => `${choice.basis}-${choice.percent}`;

/** The design conditions the import offers, grouped: the default, then annual, then monthly. */
export const DESIGN_CONDITION_OPTIONS = [
  {
    group: 'Default',
    items: [
      {
        value: EACH_FILE_DEFAULT,
        label: 'Each file’s own: monthly 0.4 % from a .stat, else annual 0.4 %',
      },
    ],
  },
  ...(['annual', 'monthly'] as const).map((basis) => ({
    group:
      basis === 'annual'
        ? 'Annual: one design day in the hottest month (.ddy, .stat, .epw)'
        : 'Monthly: a design day in each month (.stat only)',
    items: DESIGN_CONDITION_CHOICES.filter((c) => c.basis === basis).map((choice) => ({
      value: valueOf(choice),
      label: `${designConditionLabel(choice)} dry bulb with mean coincident wet bulb`,
    })),
  })),
];

/** The choice a list value stands for; undefined for each file's own (the engine's default). */
export function designConditionOfValue(value: string): DesignConditionChoice | undefined {
  return DESIGN_CONDITION_CHOICES.find((choice) => valueOf(choice) === value);
}
