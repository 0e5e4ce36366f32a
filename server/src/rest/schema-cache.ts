import type { Database } from "../db/database.ts";
import type { Clock } from "../lib/clock.ts";

export interface ColumnInfo {
  name: string;
  /** The SQL type, schema-qualified where needed (read with an empty search_path). */
  type: string;
  /**
   * What a filter casts its value to: a domain's base type, else `type`. A domain coercion of a
   * parameter keeps a generic plan under row-level security from using the column's index (a
   * slug lookup read every provider); the base type's comparison does not.
   */
  filterType: string;
  /** The column default as SQL text (`missing=default`); from the catalog, never from a request. */
  defaultSql: string | null;
}

export interface TableInfo {
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
  /** The column sets of the primary key and unique constraints (one-to-one detection). */
  uniqueKeys: string[][];
  /** A view or materialized view: writes check the role's privilege first (view-write-privilege.ts). */
  isView: boolean;
}

export interface ArgumentInfo {
  name: string;
  type: string;
  hasDefault: boolean;
}

/** The types of the one unnamed parameter that takes a POST's whole body (PostgREST's rule). */
export type BodyParameterType = "json" | "jsonb" | "text" | "xml" | "bytea";
const BODY_PARAMETER_TYPES: ReadonlySet<string> = new Set([
  "json",
  "jsonb",
  "text",
  "xml",
  "bytea",
]);

export interface FunctionInfo {
  name: string;
  arguments: ArgumentInfo[];
  /** Set when the function's only parameter is unnamed: it takes the request body as this type. */
  bodyParameter?: BodyParameterType;
  returnsSet: boolean;
  returns: "row" | "scalar" | "void";
  /** The columns of a row result (a table type or `returns table (...)`), when the catalog says. */
  columns?: Map<string, ColumnInfo>;
  /** The exposed table whose row type the function returns: its rows can embed related tables. */
  returnTable?: string;
}

/** A foreign key between two exposed tables: `table(columns)` references `foreignTable(foreignColumns)`. */
export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export interface SchemaCatalog {
  tables: Map<string, TableInfo>;
  foreignKeys: ForeignKey[];
  /** Overloads share a name. */
  functions: Map<string, FunctionInfo[]>;
}

/** What a request names: when the catalog lacks it, the catalog may be stale. */
export interface SchemaLookup {
  table?: string;
  function?: string;
}

/**
 * The exposed schema (`public`) as the catalog describes it, loaded on first use. As in
 * PostgREST, `NOTIFY pgrst, 'reload schema'` (or an empty payload) reloads it, so a migration
 * applied while the server runs is seen without a restart. A name the catalog lacks also
 * triggers one reload (at most one a second).
 */
export interface SchemaCache {
  get(lookup?: SchemaLookup): Promise<SchemaCatalog>;
}

/** PostgREST's channel and the payloads that reload the schema cache. */
const CHANNEL = "pgrst";
const RELOAD_PAYLOADS = new Set(["", "reload schema"]);

const RELOAD_INTERVAL_MS = 1000;

const CATALOG_SQL = `
select json_build_object(
  'tables', coalesce((
    select json_agg(json_build_object(
      'name', c.relname,
      'isView', c.relkind in ('v', 'm'),
      'columns', (
        select coalesce(json_agg(json_build_object(
          'name', a.attname,
          'type', format_type(a.atttypid, null),
          'filterType', format_type(coalesce(nullif(t.typbasetype, 0), a.atttypid), null),
          'default', coalesce(pg_get_expr(d.adbin, d.adrelid), case when a.attidentity = 'd' then
            format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', 'public', c.relname), a.attname)) end))
          order by a.attnum), '[]')
        from pg_attribute a
        join pg_type t on t.oid = a.atttypid
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
      'primaryKey', coalesce((
        select json_agg(a.attname order by k.ordinality)
        from pg_constraint pk
        cross join lateral unnest(pk.conkey) with ordinality as k(attnum, ordinality)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where pk.conrelid = c.oid and pk.contype = 'p'), '[]'),
      'uniqueKeys', coalesce((
        select json_agg((select json_agg(a.attname) from pg_attribute a
                         where a.attrelid = c.oid and a.attnum = any(u.conkey)))
        from pg_constraint u
        where u.conrelid = c.oid and u.contype in ('p', 'u')), '[]')))
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm', 'p', 'f')), '[]'),
  'foreignKeys', coalesce((
    select json_agg(json_build_object(
      'name', con.conname,
      'table', c1.relname,
      'columns', (select json_agg(a.attname order by k.i)
                  from unnest(con.conkey) with ordinality as k(n, i)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n),
      'foreignTable', c2.relname,
      'foreignColumns', (select json_agg(a.attname order by k.i)
                         from unnest(con.confkey) with ordinality as k(n, i)
                         join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n))
      -- By name, so candidates in an ambiguity error come in an order the catalog cannot change.
      order by c1.relname, con.conname)
    from pg_constraint con
    join pg_class c1 on c1.oid = con.conrelid
    join pg_class c2 on c2.oid = con.confrelid
    where con.contype = 'f' and c1.relnamespace = 'public'::regnamespace
      and c2.relnamespace = 'public'::regnamespace), '[]'),
  'functions', coalesce((
    select json_agg(json_build_object(
      'name', p.proname,
      'argNames', coalesce(p.proargnames, '{}'),
      'argModes', coalesce(p.proargmodes::text[], '{}'),
      'argTypes', (select coalesce(json_agg(format_type(t, null) order by i), '[]')
                   from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(t, i)),
      'inputCount', p.pronargs,
      'defaultCount', p.pronargdefaults,
      'returnsSet', p.proretset,
      'returnType', rt.typname,
      'returnKind', rt.typtype,
      'returnTable', (select c.relname from pg_class c
                      where c.oid = rt.typrelid and c.relnamespace = 'public'::regnamespace),
      'resultColumns', (
        select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null))
                        order by a.attnum)
        from pg_attribute a
        where rt.typrelid <> 0 and a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped)))
    from pg_proc p
    join pg_type rt on rt.oid = p.prorettype
    where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'), '[]')
)::text as catalog`;

interface RawCatalog {
  foreignKeys: ForeignKey[];
  tables: {
    name: string;
    columns: { name: string; type: string; filterType: string; default: string | null }[];
    primaryKey: string[];
    uniqueKeys: string[][];
    isView: boolean;
  }[];
  functions: {
    name: string;
    argNames: string[];
    argModes: string[];
    argTypes: string[];
    inputCount: number;
    defaultCount: number;
    returnsSet: boolean;
    returnType: string;
    returnKind: string;
    returnTable: string | null;
    resultColumns: { name: string; type: string }[] | null;
  }[];
}

export function createSchemaCache(db: Database, clock: Clock): SchemaCache {
  let loading: Promise<SchemaCatalog> | undefined;
  let loadedAt = 0;
  let listening: Promise<void> | undefined;
  const reload = () => {
    loadedAt = clock.now().getTime();
    loading = loadCatalog(db);
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const listen = () => {
    listening ??= db
      .listen(CHANNEL, (payload) => {
        if (RELOAD_PAYLOADS.has(payload.trim())) void reload();
      })
      .catch(() => (listening = undefined));
  };
  return {
    async get(lookup = {}) {
      listen();
      const catalog = await (loading ?? reload());
      const isMissing =
        (lookup.table !== undefined && !catalog.tables.has(lookup.table)) ||
        (lookup.function !== undefined && !catalog.functions.has(lookup.function));
      if (!isMissing || clock.now().getTime() - loadedAt < RELOAD_INTERVAL_MS) return catalog;
      return reload();
    },
  };
}

async function loadCatalog(db: Database): Promise<SchemaCatalog> {
  // An empty search_path makes format_type and pg_get_expr qualify every non-catalog name.
  const raw = await db.transaction(async (tx) => {
    await tx.query("select set_config('search_path', '', true)");
    const { rows } = await tx.query<{ catalog: string }>(CATALOG_SQL);
    return JSON.parse(rows[0]?.catalog ?? "{}") as RawCatalog;
  });
  const tables = new Map<string, TableInfo>();
  for (const table of raw.tables) {
    const columns = new Map<string, ColumnInfo>();
    for (const c of table.columns) {
      columns.set(c.name, {
        name: c.name,
        type: c.type,
        filterType: c.filterType,
        defaultSql: c.default,
      });
    }
    tables.set(table.name, {
      name: table.name,
      columns,
      primaryKey: table.primaryKey,
      uniqueKeys: table.uniqueKeys,
      isView: table.isView,
    });
  }
  const functions = new Map<string, FunctionInfo[]>();
  for (const fn of raw.functions) {
    const info = describeFunction(fn);
    if (info) functions.set(fn.name, [...(functions.get(fn.name) ?? []), info]);
  }
  return { tables, functions, foreignKeys: raw.foreignKeys };
}

/**
 * A function as the data API calls it, or null when it cannot be called: as in PostgREST, an
 * unnamed parameter is callable only as the single parameter of a body type, fed the POST's body.
 */
function describeFunction(fn: RawCatalog["functions"][number]): FunctionInfo | null {
  const inputs: { name: string; type: string }[] = [];
  const outputs: { name: string; type: string }[] = [];
  fn.argTypes.forEach((type, i) => {
    const mode = fn.argModes[i] ?? "i";
    const arg = { name: fn.argNames[i] ?? "", type };
    if (mode === "i" || mode === "b") inputs.push(arg);
    if (mode === "o" || mode === "b" || mode === "t") outputs.push(arg);
  });
  const resultColumns = fn.resultColumns ?? (fn.returnType === "record" ? outputs : []);
  const firstDefault = fn.inputCount - fn.defaultCount;
  const returns =
    fn.returnType === "void"
      ? "void"
      : fn.returnKind === "c" || fn.returnType === "record"
        ? "row"
        : "scalar";
  const info: FunctionInfo = {
    name: fn.name,
    arguments: inputs.map((arg, i) => ({ ...arg, hasDefault: i >= firstDefault })),
    returnsSet: fn.returnsSet,
    returns,
  };
  if (inputs.some((arg) => arg.name === "")) {
    const [only] = inputs;
    if (inputs.length !== 1 || !BODY_PARAMETER_TYPES.has(only!.type)) return null;
    info.arguments = [];
    info.bodyParameter = only!.type as BodyParameterType;
  }
  if (resultColumns.length > 0) {
    info.columns = new Map(
      resultColumns.map((c) => [c.name, { ...c, filterType: c.type, defaultSql: null }]),
    );
  }
  if (fn.returnTable !== null) info.returnTable = fn.returnTable;
  return info;
}
