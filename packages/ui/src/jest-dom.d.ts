// The jest-dom matchers (toBeInTheDocument, ...) that the shared Vitest setup installs.
import '@testing-library/jest-dom/vitest';
