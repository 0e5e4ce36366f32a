-- Only a signed-in temple admin marks a pooja performed: the project's default privileges had also given anon execute, which the function's own revoke from public left in place.
revoke execute on function public.mark_pooja_performed(uuid, text) from anon;
