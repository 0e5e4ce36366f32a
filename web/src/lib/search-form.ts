/** A GET-style search form's filled fields as URL parameters, trimmed; empty ones left out. */
export function readSearchForm(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
  }
  return params;
}
