import { describe, expect, it } from 'vitest';
import { pageDataBlock, pageDataJson } from './page-data';

describe('page data', () => {
  it('cannot be closed or escaped by a value', () => {
    const json = pageDataJson({ name: '</script><script>alert(1)</script><!--', line: '\u2028' });
    expect(json).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!--', line: '\u2028' });
  });

  it('is a JSON block with its id', () => {
    expect(pageDataBlock('app-config', { a: 1 })).toBe(
      '<script type="application/json" id="app-config">{"a":1}</script>',
    );
  });
});
