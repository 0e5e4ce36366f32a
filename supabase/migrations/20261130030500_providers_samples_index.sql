-- /connect reads the examples apart from the real providers, which come first.

create index providers_samples_idx on public.providers (id) where is_sample;
