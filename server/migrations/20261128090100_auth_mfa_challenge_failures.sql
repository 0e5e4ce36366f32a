-- Wrong codes entered against a challenge, so the fifth one ends it (GoTrue lets a challenge take codes until it expires).
alter table auth.mfa_challenges add column failed_attempts integer not null default 0;
