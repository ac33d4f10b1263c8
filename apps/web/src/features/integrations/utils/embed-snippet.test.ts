import { describe, expect, it } from 'vitest';
import { EMBED_DEFAULTS, embedSnippet, embedUrl } from './embed-snippet';

const origin = 'https://app.example.com';

describe('the embed snippet', () => {
  it("points the frame at the venue's embed with the chosen options", () => {
    expect(
      embedUrl(origin, 'osteria-del-porto-genova', { ...EMBED_DEFAULTS, layout: 'grid', lang: 'it' }),
    ).toBe('https://app.example.com/embed/osteria-del-porto-genova?layout=grid&lang=it&count=6&theme=light');
  });

  it("leaves the language out when it follows the visitor's", () => {
    expect(embedUrl(origin, 'a', { ...EMBED_DEFAULTS, theme: 'dark', count: 3 })).toBe(
      'https://app.example.com/embed/a?layout=carousel&count=3&theme=dark',
    );
  });

  it('adds the sizing script only when asked, and escapes the title', () => {
    const bare = embedSnippet(origin, 'a', EMBED_DEFAULTS, {
      title: 'Reviews of "Bar" <Da Mario>',
      withScript: false,
    });
    expect(bare).toMatch(
      /^<iframe src="https:\/\/app\.example\.com\/embed\/a\?layout=carousel&amp;count=6&amp;theme=light"/,
    );
    expect(bare).toContain('title="Reviews of &quot;Bar&quot; &lt;Da Mario&gt;"');
    expect(bare).toContain('data-venues-embed');
    expect(bare).not.toContain('<script');
    const full = embedSnippet(origin, 'a', EMBED_DEFAULTS, { title: 'x', withScript: true });
    expect(full.split('\n')[1]).toBe('<script src="https://app.example.com/embed.js" async></script>');
  });
});
