import { ZodError } from 'zod';

/** The issues of the ZodError `run` throws; any other error is rethrown, and no error fails the test. */
export function zodIssues(run: () => unknown): ZodError['issues'] {
  try {
    run();
  } catch (error) {
    if (error instanceof ZodError) return error.issues;
    throw error;
  }
  throw new Error('expected a ZodError');
}
