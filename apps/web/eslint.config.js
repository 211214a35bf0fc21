import { reactConfig } from '@org/eslint-config/react';

export default reactConfig;
