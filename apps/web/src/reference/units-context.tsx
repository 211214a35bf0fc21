import type { UnitSystem } from '@org/hvac-core/units';
import { createContext, useContext } from 'react';

/** The unit system the reference shows values in: the user's default until switched on the page. */
export const ReferenceUnitsContext = createContext<UnitSystem>('Imperial');

export function useReferenceUnits(): UnitSystem {
  return useContext(ReferenceUnitsContext);
}
