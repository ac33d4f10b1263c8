import { webPaths, type EmbedOptions } from '@venues/contracts/web-paths';

export type EmbedChoice = {
  layout: 'carousel' | 'grid';
  lang: 'auto' | 'it' | 'en';
  count: number;
  theme: 'light' | 'dark';
};

export const EMBED_DEFAULTS: EmbedChoice = { layout: 'carousel', lang: 'auto', count: 6, theme: 'light' };
export const EMBED_COUNTS = [3, 6, 9, 12] as const;

/** The frame's height before the sizing script (if any) fits it: a carousel is one row, a grid several. */
export function embedHeight(choice: EmbedChoice): number {
  if (choice.layout === 'carousel') return 460;
  return Math.min(1400, 60 + Math.ceil(choice.count / 3) * 400);
}

/** The embed's URL on the product's origin; the visitor's language is the default, so it is left out. */
export function embedUrl(origin: string, slug: string, choice: EmbedChoice): string {
  const options: EmbedOptions = {
    layout: choice.layout,
    count: choice.count,
    theme: choice.theme,
    lang: choice.lang === 'auto' ? undefined : choice.lang,
  };
  return `${origin}${webPaths.embed(slug, options)}`;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the owner pastes into their site: the <iframe>, and optionally the script that sizes it to its
 * content. The frame is marked with data-venues-embed, which the script looks for.
 */
export function embedSnippet(
  origin: string,
  slug: string,
  choice: EmbedChoice,
  { title, withScript }: { title: string; withScript: boolean },
): string {
  const frame =
    `<iframe src="${attribute(embedUrl(origin, slug, choice))}" title="${attribute(title)}" ` +
    `data-venues-embed loading="lazy" ` +
    `style="width:100%;max-width:100%;height:${embedHeight(choice)}px;border:0;overflow:hidden"></iframe>`;
  if (!withScript) return frame;
  return `${frame}\n<script src="${attribute(`${origin}${webPaths.embedScript()}`)}" async></script>`;
}
