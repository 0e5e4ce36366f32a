import type { Database } from "./database.ts";

// A catalog read of our own rather than a schema-diff library (@pgkit/migra): it runs on PGlite
// as it is (no socket server in between), answers "what differs" rather than writing a migration,
// and each entry is one line of pg_get_*def output a developer can compare by eye.

/** Schemas left out: PostgreSQL's own, and the migrator's ledger (it differs by design). */
const SKIPPED_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast', 'setu_meta')`;

// Privileges as "grantee:privilege" sorted, without the owner's own (owners may differ between a
// hosted project and ours), and an unset ACL read as the default it stands for.
const aclOf = (acl: string, kind: string, owner: string) => `
  (select coalesce(string_agg(entry, ', ' order by entry), '')
     from (select case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end
                  || ':' || a.privilege_type || case when a.is_grantable then '*' else '' end
             from aclexplode(coalesce(${acl}, acldefault('${kind}', ${owner}))) a
            where a.grantee <> ${owner}) as entries(entry))`;

const columnAcl = `
  (select coalesce(string_agg(entry, ', ' order by entry), '')
     from (select case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end
                  || ':' || a.privilege_type
             from aclexplode(att.attacl) a) as entries(entry))`;

const inScope = (namespace: string) =>
  `${namespace} in (select oid from pg_namespace where nspname not in ${SKIPPED_SCHEMAS}
                     and nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%')`;

/** One query per kind of object, each answering (key, definition) rows. */
const SNAPSHOT_QUERIES: readonly string[] = [
  `select 'schema ' || n.nspname as key,
          'acl ' || ${aclOf("n.nspacl", "n", "n.nspowner")}
          || coalesce(' comment ' || obj_description(n.oid, 'pg_namespace'), '') as definition
     from pg_namespace n where ${inScope("n.oid")}`,
  `select 'extension ' || e.extname, 'schema ' || e.extnamespace::regnamespace::text
     from pg_extension e`,
  `select 'relation ' || c.oid::regclass::text,
          'kind ' || c.relkind::text || ' options ' || coalesce(array_to_string(c.reloptions, ','), '')
          || ' rls ' || c.relrowsecurity || ' forced ' || c.relforcerowsecurity
          || ' acl ' || ${aclOf("c.relacl", "r", "c.relowner")}
          || coalesce(' comment ' || obj_description(c.oid, 'pg_class'), '')
     from pg_class c where ${inScope("c.relnamespace")} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')`,
  `select 'column ' || c.oid::regclass::text || '.' || att.attname,
          '#' || row_number() over (partition by c.oid order by att.attnum)
          || ' ' || format_type(att.atttypid, att.atttypmod)
          || case when att.attnotnull then ' not null' else '' end
          || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
          || case att.attidentity when '' then '' else ' identity ' || att.attidentity::text end
          || case att.attgenerated when '' then '' else ' generated ' || att.attgenerated::text end
          || coalesce(' collate ' || nullif(att.attcollation, t.typcollation)::regcollation::text, '')
          || ' acl ' || ${columnAcl}
          || coalesce(' comment ' || col_description(c.oid, att.attnum), '')
     from pg_class c
     join pg_attribute att on att.attrelid = c.oid and att.attnum > 0 and not att.attisdropped
     join pg_type t on t.oid = att.atttypid
     left join pg_attrdef d on d.adrelid = c.oid and d.adnum = att.attnum
    where ${inScope("c.relnamespace")} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')`,
  // Not-null shows on the column; PostgreSQL 17 (PGlite) also names it after the column's first name.
  `select 'constraint ' || coalesce(r.oid::regclass::text, 'domain ' || co.contypid::regtype::text)
          || ' ' || co.conname,
          pg_get_constraintdef(co.oid) || case when co.condeferrable then ' deferrable' else '' end
     from pg_constraint co left join pg_class r on r.oid = co.conrelid
    where ${inScope("co.connamespace")} and co.contype <> 'n'`,
  `select 'index ' || i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid)
     from pg_index i join pg_class c on c.oid = i.indexrelid where ${inScope("c.relnamespace")}`,
  `select 'view ' || c.oid::regclass::text, pg_get_viewdef(c.oid)
     from pg_class c where ${inScope("c.relnamespace")} and c.relkind in ('v', 'm')`,
  `select 'sequence ' || s.seqrelid::regclass::text,
          format_type(s.seqtypid, null) || ' start ' || s.seqstart || ' increment ' || s.seqincrement
          || ' min ' || s.seqmin || ' max ' || s.seqmax || ' cache ' || s.seqcache
          || ' cycle ' || s.seqcycle || ' acl ' || ${aclOf("c.relacl", "s", "c.relowner")}
          || coalesce(' owned by ' || (select dep.refobjid::regclass::text || '.' || a.attname
               from pg_depend dep join pg_attribute a
                 on a.attrelid = dep.refobjid and a.attnum = dep.refobjsubid
              where dep.objid = s.seqrelid and dep.classid = 'pg_class'::regclass
                and dep.deptype in ('a', 'i') limit 1), '')
     from pg_sequence s join pg_class c on c.oid = s.seqrelid where ${inScope("c.relnamespace")}`,
  `select 'type ' || t.oid::regtype::text,
          case t.typtype
            when 'e' then 'enum ' || (select string_agg(e.enumlabel, ', ' order by e.enumsortorder)
                                        from pg_enum e where e.enumtypid = t.oid)
            when 'd' then 'domain ' || format_type(t.typbasetype, t.typtypmod)
                          || case when t.typnotnull then ' not null' else '' end
                          || coalesce(' default ' || t.typdefault, '')
            else 'kind ' || t.typtype::text end
          || ' acl ' || ${aclOf("t.typacl", "T", "t.typowner")}
          || coalesce(' comment ' || obj_description(t.oid, 'pg_type'), '')
     from pg_type t where ${inScope("t.typnamespace")} and t.typtype in ('e', 'd')`,
  `select 'function ' || p.oid::regprocedure::text,
          pg_get_functiondef(p.oid) || 'acl ' || ${aclOf("p.proacl", "f", "p.proowner")}
          || coalesce(' comment ' || obj_description(p.oid, 'pg_proc'), '')
     from pg_proc p where ${inScope("p.pronamespace")} and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend dep where dep.objid = p.oid and dep.deptype = 'e')`,
  `select 'trigger ' || tg.tgrelid::regclass::text || ' ' || tg.tgname, pg_get_triggerdef(tg.oid)
     from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
    where not tg.tgisinternal and (${inScope("c.relnamespace")})`,
  `select 'policy ' || schemaname || '.' || tablename || ' "' || policyname || '"',
          permissive || ' for ' || cmd || ' to ' || array_to_string(roles, ', ')
          || coalesce(' using (' || qual || ')', '') || coalesce(' with check (' || with_check || ')', '')
     from pg_policies where schemaname not in ${SKIPPED_SCHEMAS}`,
  `select 'bucket ' || b.id,
          (to_jsonb(b) - 'created_at' - 'updated_at' - 'owner' - 'owner_id')::text
     from storage.buckets b`,
];

/**
 * Every object a schema is made of, outside PostgreSQL's own schemas, keyed by kind and name
 * (e.g. "function public.book_offering(uuid, ...)"), each with its definition as PostgreSQL
 * prints it back: two databases built differently hold the same schema when these are equal.
 */
export async function readCatalogSnapshot(db: Database): Promise<Map<string, string>> {
  const snapshot = new Map<string, string>();
  // An empty search_path makes every name print schema-qualified, whatever the server's setting.
  await db.transaction(async (tx) => {
    await tx.query("set local search_path = ''");
    for (const sql of SNAPSHOT_QUERIES) {
      const { rows } = await tx.query<{ key: string; definition: string }>(
        `select key, definition from (${sql}) as entries(key, definition)`,
      );
      for (const row of rows) snapshot.set(row.key, row.definition);
    }
  });
  return snapshot;
}

/** The entries whose definitions differ, readably: what `expected` has, then what `actual` has. */
export function describeSnapshotDifferences(
  expected: ReadonlyMap<string, string>,
  actual: ReadonlyMap<string, string>,
  labels: { expected: string; actual: string },
): string[] {
  const keys = [...new Set([...expected.keys(), ...actual.keys()])].sort();
  return keys.flatMap((key) => {
    const want = expected.get(key);
    const got = actual.get(key);
    if (want === got) return [];
    return [
      `${key}\n  ${labels.expected}: ${want ?? "(missing)"}\n  ${labels.actual}: ${got ?? "(missing)"}`,
    ];
  });
}
