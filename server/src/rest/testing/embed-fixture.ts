import type { TestServer } from "../../testing/create-test-server.ts";

/**
 * A test-only schema for embedding: guides, the services they offer (one-to-many), a profile
 * card per guide (one-to-one: its key is the guide's), topics nested through a self-reference,
 * swaps that reference a guide twice, and a function returning guides. Applied by the test files that use it, never shipped as a migration.
 */
export const EMBED_FIXTURE_SQL = `
create table public.guide (id int primary key, name text not null, city text);
create table public.service (
  id int primary key,
  guide_id int not null references public.guide (id),
  title text not null,
  active boolean not null,
  price int not null,
  period int4range);
create table public.guide_card (
  guide_id int primary key references public.guide (id), motto text);
create table public.topic (
  id int primary key, label text not null,
  parent_id int constraint topic_parent_id_fkey references public.topic (id));
create table public.swap (
  id int primary key,
  giver int constraint swap_giver_fkey references public.guide (id),
  taker int constraint swap_taker_fkey references public.guide (id));
grant select on public.guide, public.service, public.guide_card, public.topic, public.swap to anon;
alter table public.service enable row level security;
create policy "not the secret ones" on public.service for select to anon using (title <> 'secret');

create function public.guides_in(place text) returns setof public.guide
  language sql stable as $$ select * from public.guide where city = place $$;

insert into public.guide values (1, 'Asha', 'Pune'), (2, 'Bala', 'Pune'), (3, 'Chitra', 'Kochi');
insert into public.service values
  (10, 1, 'Katha', true, 500, '[10,20)'), (11, 1, 'Puja', true, 1500, '[30,40)'),
  (12, 1, 'Retired', false, 100, null), (13, 1, 'secret', true, 9, null),
  (20, 2, 'Sankalp', true, 700, '[15,25)'), (21, 2, 'Arati', false, 300, null);
insert into public.guide_card values (1, 'Serve all');
insert into public.topic values (1, 'Root', null), (2, 'Vedas', 1), (3, 'Puranas', 1), (4, 'Rig', 2);
`;

export async function applyEmbedFixture(server: TestServer): Promise<void> {
  await server.db.exec(EMBED_FIXTURE_SQL);
}
