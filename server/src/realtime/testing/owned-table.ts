/**
 * The SQL for a test table in the realtime publication whose rows belong to the user who wrote
 * them: an identity key unless `keyed` is false, `owner` (auth.uid()), then `columns`; row-level
 * security that lets each user at their own rows only; `grants` to the authenticated role.
 */
export function ownedTableSql(
  name: string,
  { columns, grants, keyed = true }: { columns: string; grants: string; keyed?: boolean },
): string {
  const key = keyed ? "id bigint generated always as identity primary key, " : "";
  return `
    create table public.${name} (${key}owner uuid not null default auth.uid(), ${columns});
    alter table public.${name} enable row level security;
    grant ${grants} on public.${name} to authenticated;
    create policy "own rows" on public.${name} for all to authenticated
      using (owner = auth.uid()) with check (owner = auth.uid());
    alter publication supabase_realtime add table public.${name};`;
}
