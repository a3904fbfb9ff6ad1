import { Input, Tabs, Textarea, TextInput } from '@mantine/core';
import { LANGUAGES, type Language } from '../../shared/i18n/language';
import type { FieldControlProps } from './field-control';
import type { LocalizedValue } from '../form-values';
import { RichTextInput } from './RichTextInput';

interface LocalizedInputProps extends FieldControlProps<LocalizedValue> {
  /** A long text: a text area per language. */
  multiline?: boolean;
  /** Rich text: the editor per language. */
  richText?: boolean;
}

/** A per-language text: one tab per language (en, ru), each with its own input. */
export function LocalizedInput({ name, label, value, onChange, error, required, multiline, richText }: LocalizedInputProps) {
  const set = (language: Language, text: string) => onChange({ ...value, [language]: text });
  return (
    <Input.Wrapper label={label} error={error} required={required} data-localized-input={name}>
      <Tabs defaultValue={LANGUAGES[0]} variant="outline" radius="md" mt={4} keepMounted={false}>
        <Tabs.List>
          {LANGUAGES.map((language) => (
            <Tabs.Tab key={language} value={language} fz="xs" tt="uppercase">
              {language}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LANGUAGES.map((language) => {
          const inputName = `${name}.${language}`;
          const inputLabel = `${label} (${language})`;
          return (
            <Tabs.Panel key={language} value={language} pt="xs">
              {richText ? (
                <RichTextInput name={inputName} label={inputLabel} value={value[language]} onChange={(text) => set(language, text)} />
              ) : multiline ? (
                <Textarea name={inputName} aria-label={inputLabel} autosize minRows={2} maxRows={8} value={value[language]} onChange={(event) => set(language, event.currentTarget.value)} />
              ) : (
                <TextInput name={inputName} aria-label={inputLabel} value={value[language]} onChange={(event) => set(language, event.currentTarget.value)} />
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Input.Wrapper>
  );
}
