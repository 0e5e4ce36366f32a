-- Reviews stop publishing their author's account: the public reads public_reviews (a name or initials, as the author chooses), and only the author, the reviewed host and administrators read the table.

-- ---------------------------------------------------------------------------------------------
-- The author's choice: their profile's display name, or only its initials.
-- ---------------------------------------------------------------------------------------------

alter table public.reviews
  add column author_shown_as text not null default 'name'
    check (author_shown_as in ('name', 'initials'));
grant insert (author_shown_as), update (author_shown_as) on public.reviews to authenticated;

-- "Asha Devi" -> "A. D.", "Ravi Kumar Sharma" -> "R. S.", "Ravi" -> "R.": the first and last
-- names only, as a middle name narrows down who it is. A Devanagari initial is the whole first
-- akshara, as Hindi abbreviates (मोहनदास करमचंद गांधी -> "मो. गां.", प्रकाश -> "प्र."): a consonant
-- with its nukta, any consonants joined to it by a virama, then its vowel signs and anusvara.
create function app_private.initials_of(full_name text) returns text
  language sql immutable set search_path = ''
as $$
  select string_agg(
           upper(substring(w.word from '^.\u093C?(?:\u094D[\u0915-\u0939\u0958-\u095F\u0978-\u097F]\u093C?)*[\u0900-\u0903\u093E-\u094C\u094E\u094F\u0955-\u0957\u0962\u0963]*')) || '.',
           ' ' order by w.n)
    from (select t.word, t.n, count(*) over () as total
            from regexp_split_to_table(btrim(coalesce(full_name, '')), '\s+') with ordinality as t(word, n)
           where t.word <> '') w
   where w.n = 1 or w.n = w.total
$$;

-- What public_reviews shows for the author: null when they have no name (screens say "A devotee").
create function app_private.review_author_name(shown_as text, display_name text) returns text
  language sql immutable set search_path = ''
as $$
  select case when shown_as = 'initials' then app_private.initials_of(display_name)
              else nullif(btrim(display_name), '') end
$$;

-- ---------------------------------------------------------------------------------------------
-- The table: its author, the reviewed guru, pujari or temple, and administrators at aal2 (the
-- policies "Authors read their reviews" and "MFA platform admins read any review" stay).
-- ---------------------------------------------------------------------------------------------

drop policy "Anyone reads reviews of listed hosts" on public.reviews;
revoke select on public.reviews from anon;
create policy "Reviewed hosts read their reviews" on public.reviews
  for select to authenticated using (app_private.manages_host(provider_id, temple_id));

-- ---------------------------------------------------------------------------------------------
-- The public surface. A security definer view (the view's owner reads the tables): the rows come
-- from reviews, bookings and profiles, which anon and other devotees cannot read, so
-- security_invoker would show nothing. It therefore selects no account id (no author_id,
-- booking_id or devotee), filters to reviews of listed hosts, the rule the table's public policy
-- had, and is a security barrier so a caller's filters never see rows it leaves out.
-- ---------------------------------------------------------------------------------------------

create view public.public_reviews with (security_barrier = true) as
select r.id, r.provider_id, r.temple_id, b.offering_id, r.rating, r.body, r.reply, r.replied_at,
       r.created_at, r.updated_at,
       app_private.review_author_name(r.author_shown_as, p.display_name) as author_name
  from public.reviews r
  join public.bookings b on b.id = r.booking_id
  left join public.profiles p on p.id = r.author_id
 where app_private.is_listed_host(r.provider_id, r.temple_id);

-- Read only: Supabase's default privileges would otherwise grant writes on a new view.
revoke all on public.public_reviews from public, anon, authenticated, service_role;
grant select on public.public_reviews to anon, authenticated, service_role;

-- A view's caller must be allowed to call the functions it uses.
revoke execute on function
  app_private.initials_of(text), app_private.review_author_name(text, text)
  from public;
grant execute on function
  app_private.initials_of(text), app_private.review_author_name(text, text)
  to anon, authenticated, service_role;
