/** A maker of test rows: `defaults`, with whatever fields a test gives laid over them. */
export function fixture<T>(defaults: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults, ...overrides });
}
