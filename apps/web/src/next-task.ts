/** Resolves in a task of its own: the browser paints and takes input before what follows. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
