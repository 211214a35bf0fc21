export { PlainUnitInput } from './PlainUnitInput';
