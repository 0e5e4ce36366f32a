/** Bind parameters collected while compiling; every value from a request goes through here. */
export class SqlParams {
  readonly values: (string | null)[] = [];

  /** Adds a text value and returns its placeholder, typed as text so both drivers send it alike. */
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }
}

export interface CompiledQuery {
  sql: string;
  params: (string | null)[];
}
