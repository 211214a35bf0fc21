/*
 * How the pipe, pump and hydronic-system inputs name a field in messages: by its path, in words.
 */

type Path = readonly PropertyKey[];

/** How each field of the pipe, pump and hydronic-system inputs is named in messages; others are spelled out. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  flowRate: 'flow rate',
  pipeMaterial: 'pipe material',
  pipeLength: 'pipe length',
  frictionRate: 'friction rate',
  fluidTemperature: 'fluid temperature',
  concentrationPercent: 'glycol concentration',
  maxVelocity: 'maximum velocity',
  customK: 'custom K',
  customEquivalentLength: 'custom equivalent length',
  pressureDrop: 'pressure drop',
  nominalSize: 'nominal size',
  staticLift: 'static lift',
  safetyMarginPercent: 'safety margin',
  pumpEfficiencyPercent: 'pump efficiency',
  motorEfficiencyPercent: 'motor efficiency',
  speedPercent: 'speed',
  referencePressure: 'reference pressure',
  suctionLosses: 'suction losses',
  npshRequired: 'NPSH required',
  liquidLevelAboveImpeller: 'liquid level above the impeller',
  pumpCurve: 'pump curve',
  deltaT: 'temperature difference',
  hazenWilliamsC: 'Hazen–Williams C',
  id: 'id',
};

/** The item of a list field, as a user counts them: `fittings[2]` → "fitting 3". */
const LIST_ITEM_WORDS: Readonly<Record<string, string>> = {
  fittings: 'fitting',
  equipment: 'equipment item',
  sections: 'section',
  components: 'component',
  points: 'point',
};

function fieldWords(key: string): string {
  return FIELD_WORDS[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * A field path as a user reads it: `['sections', 0, 'fittings', 2, 'customK']` → "Section 1, fitting
 * 3, custom K"; `['flowRate']` → "Flow rate".
 */
export function fieldName(path: Path): string {
  const parts: string[] = [];
  path.forEach((key, index) => {
    if (typeof key === 'number') return;
    const next = path[index + 1];
    const name = String(key);
    if (typeof next === 'number')
      parts.push(`${LIST_ITEM_WORDS[name] ?? fieldWords(name)} ${next + 1}`);
    else if (name !== 'points') parts.push(fieldWords(name));
  });
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
