-- A UPI ID could not be saved: Postgres regular expressions allow at most 255 repetitions, so the {2,256} bound failed every non-null value with 2201B.
alter table public.providers
  drop constraint providers_upi_id_check,
  add constraint providers_upi_id_check check (upi_id ~ '^[A-Za-z0-9._-]{2,255}@[A-Za-z]{2,64}$');
alter table public.temples
  drop constraint temples_upi_id_check,
  add constraint temples_upi_id_check check (upi_id ~ '^[A-Za-z0-9._-]{2,255}@[A-Za-z]{2,64}$');
