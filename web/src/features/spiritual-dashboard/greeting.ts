/** The spiritual dashboard heading (SPEC §2): a title by role, then the full name or "Ji". */

export function titleForRole(role: string | null | undefined): string {
  if (role === "guru") return "Guru";
  if (role === "pujari") return "Pandit";
  return "Spiritual Guide";
}

export function greetingFor(role: string | null | undefined, fullName: string | null | undefined) {
  const name = fullName?.trim() || "Ji";
  return `Namaste, ${titleForRole(role)} ${name}`;
}
