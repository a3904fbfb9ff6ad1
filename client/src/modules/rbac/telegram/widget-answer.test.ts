import { describe, expect, it } from 'vitest';
import { widgetAnswerOf, withoutWidgetAnswer } from './widget-answer';

describe("the Telegram widget's answer in the address", () => {
  it('reads the signed fields, as text, and only those', () => {
    expect(widgetAnswerOf('?id=42&first_name=Ada&auth_date=1700000000&hash=ab12&utm=x')).toEqual({ id: '42', first_name: 'Ada', auth_date: '1700000000', hash: 'ab12' });
    expect(widgetAnswerOf('?username=a%20b&id=1&auth_date=2&hash=h')?.username).toBe('a b');
  });

  it('is none without an id, a date and a hash', () => {
    expect(widgetAnswerOf('')).toBeNull();
    expect(widgetAnswerOf('?id=42&auth_date=1')).toBeNull();
  });

  it('leaves the address without them', () => {
    expect(withoutWidgetAnswer('?id=42&auth_date=1&hash=h&first_name=A')).toBe('');
    expect(withoutWidgetAnswer('?id=42&hash=h&next=%2Fcart')).toBe('?next=%2Fcart');
  });
});
