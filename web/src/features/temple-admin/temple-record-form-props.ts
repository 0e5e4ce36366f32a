/** What a temple admin's add-or-edit form is given: the temple, the record under `Key` (null: a new one), and what to do once it is saved. */
export type TempleRecordFormProps<Key extends string, Row> = {
  templeId: string;
  onSaved: () => void;
} & { [K in Key]: Row | null };
