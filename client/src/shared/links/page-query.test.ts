import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_PARAMETERS, pageQuery } from './page-query';

describe('the query a public page is rendered with', () => {
  it('keeps only the parameters pages read: today none, so every query string is the page itself', () => {
    expect(PAGE_QUERY_PARAMETERS).toEqual([]);
    for (const search of ['', '?', '?x=1', '?utm_source=mail&utm_campaign=spring', "?q=$'x"]) expect(pageQuery(search)).toBe('');
  });

  it('keeps the parameters named, sorted by name, normalised, a repeated one in its order', () => {
    const names = ['after', 'category'];
    expect(pageQuery('?x=1&category=linen&after=c2&utm=y', names)).toBe('?after=c2&category=linen');
    expect(pageQuery('category=b&x=2&category=a', names)).toBe('?category=b&category=a');
    expect(pageQuery('?after=a%20b+c', names)).toBe('?after=a+b+c');
    expect(pageQuery('?x=1', names)).toBe('');
  });
});
