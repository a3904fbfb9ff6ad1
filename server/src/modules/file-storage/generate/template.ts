import type { Node } from './render-png.js';
import type { TemplateData } from './template-data.js';

/** One generate-template variant of the File: its size, its data, its drawing. */
export interface GenerateTemplate<T = unknown> {
  variant: string;
  width: number;
  height: number;
  /** The template's data from a request's, checked (400 naming the field). */
  read(data: TemplateData): T;
  draw(data: T): Node;
}

export const defineTemplate = <T>(template: GenerateTemplate<T>) => template as GenerateTemplate;

/** Colours and faces every template shares. */
export const theme = {
  font: 'Noto Sans latin, Noto Sans latin-ext, Noto Sans cyrillic, Noto Sans cyrillic-ext',
  ink: '#111827',
  muted: '#6b7280',
  line: '#e5e7eb',
  paper: '#ffffff',
  accent: '#1c7ed6',
};
