import { createContext } from 'react';

/** True inside the full-screen view. */
export const FullScreenContext = createContext(false);
