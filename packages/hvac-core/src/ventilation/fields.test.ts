import { describeFieldTable } from '../_testing/field-table.js';
import { defaultVentilationInput } from './default-input.js';
import { VENTILATION_FIELD_SPECS, VENTILATION_NUMERIC_FIELDS } from './fields.js';
import { VentilationInputSchema } from './schema.js';

describeFieldTable({
  name: 'VENTILATION_FIELD_SPECS',
  specs: VENTILATION_FIELD_SPECS,
  numericFields: VENTILATION_NUMERIC_FIELDS,
  schemaShape: VentilationInputSchema.shape,
  defaults: defaultVentilationInput,
});
