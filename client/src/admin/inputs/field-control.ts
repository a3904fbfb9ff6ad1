/** What each input of an admin form takes from the form: its field, value and error. */
export interface FieldControlProps<Value> {
  /** The field's name (`title.en` for one language of a per-language field). */
  name: string;
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  error?: string;
  required?: boolean;
}
