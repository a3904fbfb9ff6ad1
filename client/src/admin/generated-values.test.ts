import { describe, expect, it } from 'vitest';
import { adminField } from './admin-model-fixture';
import { generatedFields, generatedValues, newSeed, titleText } from './generated-values';

const seed = { words: 'bright harbor', suffix: 'k3x9q2' };

describe("a new row's generated admin title and slug", () => {
  it('are two readable words and their slug with a random suffix, without a title', () => {
    expect(generatedValues(['adminTitle', 'slug'], seed, '')).toEqual({ adminTitle: 'Bright harbor', slug: 'bright-harbor-k3x9q2' });
    expect(newSeed()).toEqual({ words: expect.stringMatching(/^[a-z]+ [a-z]+$/), suffix: expect.stringMatching(/^[a-z0-9]{6}$/) });
  });

  it('follow a title, keeping the suffix; a title of no latin letters keeps the words in the slug', () => {
    expect(generatedValues(['adminTitle', 'slug'], seed, 'Crème brûlée, 2 pcs')).toEqual({ adminTitle: 'Crème brûlée, 2 pcs', slug: 'creme-brulee-2-pcs-k3x9q2' });
    expect(generatedValues(['slug'], seed, 'Красная рубашка')).toEqual({ slug: 'bright-harbor-k3x9q2' });
  });

  it('are made for the fields the server generates by those names only', () => {
    const fields = [adminField('adminTitle', 'text', { generated: true }), adminField('slug', 'text', { generated: true }), adminField('sku', 'text', { generated: true }), adminField('title', 'text')];
    expect(generatedFields(fields)).toEqual(['adminTitle', 'slug']);
  });

  it('read the title of a plain or a per-language field', () => {
    expect(titleText(' Red shirt ')).toBe('Red shirt');
    expect(titleText({ en: ' ', ru: 'Рубашка' })).toBe('Рубашка');
    expect(titleText(null)).toBe('');
  });
});
