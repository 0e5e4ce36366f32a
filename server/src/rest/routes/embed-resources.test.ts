import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";

// Resource embedding through foreign keys, on a test-only schema: authors, their books, and
// reviews that reference a book twice (so the second key needs a hint).
const server = useTestServer();
let client: SupabaseClient;

beforeAll(async () => {
  await server.db.exec(`
    create table public.author (id int primary key, name text not null);
    create table public.book (
      id int primary key, title text not null, author_id int references public.author (id));
    create table public.review (
      id int primary key, body text,
      book_id int constraint review_book_fkey references public.book (id),
      compared_to int constraint review_compared_fkey references public.book (id));
    grant select on public.author, public.book, public.review to anon;
    alter table public.book enable row level security;
    create policy "only titled books" on public.book for select to anon using (title <> 'hidden');
    insert into public.author values (1, 'Valmiki'), (2, 'Vyasa'), (3, 'Nobody');
    insert into public.book values (10, 'Ramayana', 1), (20, 'Mahabharata', 2), (21, 'hidden', 2), (30, 'Orphan', null);
    insert into public.review values (100, 'epic', 10, 20);`);
  client = server.createClient();
});

describe("embedding", () => {
  it("many-to-one is an object (null when the key is null)", async () => {
    const { data } = await client.from("book").select("title, author(name)").order("id");
    expect(data).toEqual([
      { title: "Ramayana", author: { name: "Valmiki" } },
      { title: "Mahabharata", author: { name: "Vyasa" } },
      { title: "Orphan", author: null },
    ]);
  });

  it("one-to-many is an array, filtered by the related table's RLS, empty when none", async () => {
    const { data } = await client.from("author").select("name, book(title)").order("id");
    expect(data).toEqual([
      { name: "Valmiki", book: [{ title: "Ramayana" }] },
      { name: "Vyasa", book: [{ title: "Mahabharata" }] },
      { name: "Nobody", book: [] },
    ]);
  });

  it("takes aliases, nesting and * inside", async () => {
    const { data } = await client
      .from("author")
      .select("name, works:book(*, writer:author(name))")
      .eq("id", 1)
      .single();
    expect(data).toEqual({
      name: "Valmiki",
      works: [{ id: 10, title: "Ramayana", author_id: 1, writer: { name: "Valmiki" } }],
    });
  });

  it("two keys to the same table are PGRST201 (300) until a hint picks one", async () => {
    const ambiguous = await client.from("review").select("body, book(title)");
    expect(ambiguous).toMatchObject({
      status: 300,
      error: {
        code: "PGRST201",
        message:
          "Could not embed because more than one relationship was found for 'review' and 'book'",
      },
    });
    const { data } = await client
      .from("review")
      .select("body, book!review_book_fkey(title), other:book!compared_to(title)");
    expect(data).toEqual([
      { body: "epic", book: { title: "Ramayana" }, other: { title: "Mahabharata" } },
    ]);
  });

  it("no foreign key is PGRST200", async () => {
    expect(await client.from("author").select("review(body)")).toMatchObject({
      status: 400,
      error: {
        code: "PGRST200",
        message: "Could not find a relationship between 'author' and 'review' in the schema cache",
      },
    });
  });
});
