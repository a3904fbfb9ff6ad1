import { TextInput } from '@mantine/core';

interface SearchInputProps {
  /** What is searched ('Search', 'Find a model'): the input's name and its placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A small search box (a searchbox to assistive technology) of the admin's panel and tables. */
export function SearchInput({ label, value, onChange }: SearchInputProps) {
  return (
    <TextInput
      aria-label={label}
      placeholder={`${label}…`}
      size="xs"
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
