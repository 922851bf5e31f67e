import { describe, expect, it } from '@jest/globals';
import { contentFieldOf } from './content-fields.js';
import { markupProblem } from './content-text.js';
import { houseRulesContentSchema } from './house-rules-content.js';

describe('host-written Markdown', () => {
  it('takes Markdown with http(s) and mailto links', () => {
    expect(
      markupProblem('**Bold**\n\n- a list\n\n[Eastman](https://www.eastmannh.org) [mail](mailto:a@b.example)'),
    ).toBeNull();
  });

  it('refuses HTML and links of other schemes, naming what it found', () => {
    expect(markupProblem('Hi <script>alert(1)</script>')).toContain('found <script>');
    expect(markupProblem('<img src=x onerror=alert(1)>')).toContain('HTML is not allowed');
    expect(markupProblem('[x](javascript:alert(1))')).toContain('found javascript:alert(1)');
    expect(markupProblem('[x]: data:text/html,hi')).toContain('Links must start with');
    expect(markupProblem('<javascript:alert(1)>')).toContain('HTML is not allowed');
  });
});

describe('the shape of a content schema', () => {
  it('is read from the schema: lists with their bounds, Markdown and plain text', () => {
    const field = contentFieldOf(houseRulesContentSchema);
    expect(field.type).toBe('object');
    if (field.type !== 'object') return;
    expect(field.fields.sections).toMatchObject({ type: 'list', min: 1, max: 20 });
    expect(field.fields.sections).toMatchObject({
      item: { fields: { content: { type: 'text', markdown: true, max: 4000 }, title: { markdown: false } } },
    });
  });
});
