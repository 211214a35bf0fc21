import { describeFieldTable } from '../_testing/field-table.js';
import { defaultHeatLoadInput } from './default-input.js';
import { HEAT_LOAD_FIELD_SPECS, HEAT_LOAD_NUMERIC_FIELDS } from './fields.js';
import { HeatLoadInputSchema } from './schema.js';

describeFieldTable({
  name: 'HEAT_LOAD_FIELD_SPECS',
  specs: HEAT_LOAD_FIELD_SPECS,
  numericFields: HEAT_LOAD_NUMERIC_FIELDS,
  schemaShape: HeatLoadInputSchema.shape,
  defaults: defaultHeatLoadInput,
});
