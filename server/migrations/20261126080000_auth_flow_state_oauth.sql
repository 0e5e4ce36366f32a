-- Sign-in with an OAuth provider opens its flow before the user is known (the callback names
-- them), and links accounts by e-mail, so identities are looked up by address.
alter table auth.flow_state alter column user_id drop not null;
create index identities_email_idx on auth.identities (email);
