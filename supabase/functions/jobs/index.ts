// The jobs Edge Function: runs the background jobs that are due (e-mails, phone messages,
// reminders, refunds, expiries) when Supabase Cron calls it with the service_role key.
// Built from the function's environment by the same worker our server's scheduler runs.
import { openJobsFunction } from "../../../server/src/functions/jobs-function.ts";

const app = await openJobsFunction(Deno.env.toObject());
Deno.serve(app.fetch);
