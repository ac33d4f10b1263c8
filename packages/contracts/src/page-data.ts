/**
 * Data that the server writes into a page, for its script to read before its first render: JSON in a
 * `<script type="application/json">` block, which the browser never runs (the CSP allows no inline script).
 */
export const PAGE_DATA = {
  /** The runtime configuration (AppConfig). */
  config: 'app-config',
  /** The capture page's code, as GET /api/capture/{code} answered it: `{ code, data }`, data null when unknown. */
  captureCode: 'capture-code',
  /** A mission's public page, as GET /api/missions/{code} answered it: `{ code, data }`, data null when unknown. */
  mission: 'mission',
} as const;

/** JSON for a script block: `<` escaped, so that no value can close the block (`</script>`) or open a comment. */
export function pageDataJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The block as the page carries it. */
export function pageDataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${pageDataJson(value)}</script>`;
}

export type PageLanguage = 'it' | 'en';

/**
 * The web build's server renderer (dist-server/render.js), which the API loads to draw a page's first
 * screen: the inner HTML of the page's #root.
 */
export type ServerRenderer = {
  /**
   * The dashboard's paths it draws (the sign-in pages), each with the source module of its screen, as the
   * build's manifest names it, for the page to preload the screen's chunks; the other paths start empty.
   */
  dashboardPages: Readonly<Record<string, string>>;
  /** `url` is the path and query. */
  renderDashboardPage: (url: string, language: PageLanguage) => Promise<string>;
  /**
   * The guest's pages, told apart by `path`: `codeBlock` is the block that the page carries, the capture
   * code's on /r/{code} and the mission's on /m/{code}.
   */
  renderCapturePage: (path: string, language: PageLanguage, codeBlock: unknown) => Promise<string>;
};
