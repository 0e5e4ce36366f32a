-- A verified provider or temple can be suspended (hidden until reinstated); an enum value cannot be used in the transaction that adds it, so it comes in a file of its own.
alter type public.verification_status add value if not exists 'suspended';
