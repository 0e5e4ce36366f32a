/** The server's own HTTP surface, called in-process as the web app would call it. */
export type AppFetch = (request: Request) => Response | Promise<Response>;

export class DemoSetupError extends Error {}

interface CallOptions {
  /** A user's access token; the service_role key when absent. */
  token?: string;
  body?: unknown;
  /** Form fields instead of JSON (the test checkout's page posts a form). */
  form?: Record<string, string>;
  prefer?: string;
}

/**
 * Requests to /auth/v1, /rest/v1 and /functions/v1 through the app itself, so every write passes the
 * same checks, policies and triggers as one from the web app.
 */
export function createDemoApi(fetch: AppFetch, keys: { anonKey: string; serviceRoleKey: string }) {
  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      apikey: options.token ? keys.anonKey : keys.serviceRoleKey,
      authorization: `Bearer ${options.token ?? keys.serviceRoleKey}`,
      prefer: options.prefer ?? "return=representation",
    };
    let body: string | undefined;
    if (options.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const response = await fetch(
      new Request(`http://localhost${path}`, { method, headers, body, redirect: "manual" }),
    );
    const text = await response.text();
    if (response.status >= 400) {
      throw new DemoSetupError(`${method} ${path.split("?")[0]}: ${response.status} ${text}`);
    }
    return (
      text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text
    ) as T;
  }

  return {
    call,
    get: <T>(path: string, token?: string) => call<T[]>("GET", path, { token }),
    insert: <T>(table: string, row: unknown, token: string) =>
      call<T[]>("POST", `/rest/v1/${table}`, { token, body: row }),
    rpc: <T>(name: string, args: unknown, token: string) =>
      call<T>("POST", `/rest/v1/rpc/${name}`, { token, body: args }),
  };
}

export type DemoApi = ReturnType<typeof createDemoApi>;
