/**
 * The helpers after `Database` in the generated file, as the Supabase CLI prints them:
 * `Tables<"x">` (a table's or view's row), `TablesInsert<"x">`, `TablesUpdate<"x">`,
 * `Enums<"x">` and `CompositeTypes<"x">`, each of the `public` schema by default or of
 * `{ schema: "other" }` with a second argument.
 */

/** `TablesInsert` or `TablesUpdate`: a table's `Insert` or `Update` shape, inferred as `I` or `U`. */
function tableWriteHelper(key: "Insert" | "Update"): string {
  const inferred = key[0];
  return `export type Tables${key}<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends { ${key}: infer ${inferred} }
    ? ${inferred}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { ${key}: infer ${inferred} }
      ? ${inferred}
      : never
    : never
`;
}

/**
 * `Enums` or `CompositeTypes`: a schema's member by name. The CLI names the type parameters
 * after the member (`options` and `name`), not always alike.
 */
function schemaMemberHelper(
  member: "Enums" | "CompositeTypes",
  options: string,
  name: string,
): string {
  return `export type ${member}<
  ${options} extends
    | keyof DefaultSchema["${member}"]
    | { schema: keyof DatabaseWithoutInternals },
  ${name} extends ${options} extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[${options}["schema"]]["${member}"]
    : never = never,
> = ${options} extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[${options}["schema"]]["${member}"][${name}]
  : ${options} extends keyof DefaultSchema["${member}"]
    ? DefaultSchema["${member}"][${options}]
    : never
`;
}

export const HELPER_TYPES = `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never

${tableWriteHelper("Insert")}
${tableWriteHelper("Update")}
${schemaMemberHelper("Enums", "DefaultSchemaEnumNameOrOptions", "EnumName")}
${schemaMemberHelper("CompositeTypes", "PublicCompositeTypeNameOrOptions", "CompositeTypeName")}`;
