import { badInput } from '../../../core/errors.js';
import { renderPng } from './render-png.js';
import { TemplateData } from './template-data.js';
import type { GenerateTemplate } from './template.js';
import { GENERATE_TEMPLATES } from './templates/index.js';

/** The generate-template of a variant, or 400 naming `data.variant`. */
export function templateOf(variant: unknown): GenerateTemplate {
  const template = typeof variant === 'string' ? GENERATE_TEMPLATES.get(variant) : undefined;
  if (!template) throw badInput(`data.variant: expected one of ${[...GENERATE_TEMPLATES.keys()].join(', ')}`, 'data.variant');
  return template;
}

/** A variant's template drawn with `data` (its fields, checked as a request's) as a PNG. */
export function drawTemplate(variant: string, data: unknown): Promise<Buffer> {
  const template = templateOf(variant);
  return renderPng(template.draw(template.read(TemplateData.of(data))), template);
}
