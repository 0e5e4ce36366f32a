import type { Database as GeneratedDatabase } from "./database.types";

export type {
  CompositeTypes,
  Enums,
  Json,
  Tables,
  TablesInsert,
  TablesUpdate,
} from "./database.types";
export { Constants } from "./database.types";

type GeneratedFunctions = GeneratedDatabase["public"]["Functions"];

/**
 * A function's overloads with every argument allowed to be null. PostgreSQL has no NOT NULL for
 * arguments, PostgREST passes JSON null as NULL, and several functions read NULL as a choice
 * ("no link", "no end date"); the generated types, like `supabase gen types`', leave null out.
 */
type NullableArguments<Fn> = Fn extends { Args: infer Args }
  ? {
      [Part in keyof Fn]: Part extends "Args"
        ? [Args] extends [never]
          ? never
          : { [Name in keyof Args]: Args[Name] | null }
        : Fn[Part];
    }
  : never;

/**
 * The schema the app's Supabase client is typed by: the generated `Database` (database.types.ts,
 * `npm run gen:types`) with rpc arguments that may be null.
 */
export type Database = {
  [Schema in keyof GeneratedDatabase]: {
    [Part in keyof GeneratedDatabase[Schema]]: Part extends "Functions"
      ? { [Name in keyof GeneratedFunctions]: NullableArguments<GeneratedFunctions[Name]> }
      : GeneratedDatabase[Schema][Part];
  };
};

/**
 * A view's row as its tables hold it: PostgreSQL carries no NOT NULL through a view, so the
 * generated types make every view column nullable. `Nullable` names the columns that may be null;
 * the rest are not. Reading a view's rows as this takes a cast, which says the same.
 */
export type ViewRow<Row, Nullable extends keyof Row = never> = {
  [Column in keyof Row]: Column extends Nullable ? Row[Column] : NonNullable<Row[Column]>;
};
