/** Injection token of the process's Platform. */
export const PLATFORM = Symbol('PLATFORM');
