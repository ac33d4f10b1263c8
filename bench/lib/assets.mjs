// Records every JS and CSS response a page load fetches: the bytes the browser received for its body (on the
// wire, as the server encoded it), and the raw and gzip (level 9) sizes of the decoded body.
import { gzipSync } from 'node:zlib';

/**
 * @typedef {{ url: string, type: 'js' | 'css', bytes: number, gzipBytes: number, wireBytes: number, encoding: string }} Asset
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<void>} load navigates and waits until the page has settled
 * @returns {Promise<Asset[]>}
 */
export async function recordAssets(page, load) {
  /** @type {Promise<Asset | null>[]} */
  const pending = [];
  const onResponse = (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    if (response.status() < 200 || response.status() >= 300) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes(), response.allHeaders()]).then(
        ([body, sizes, headers]) => ({
          url: response.url(),
          type: kind === 'script' ? 'js' : 'css',
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          wireBytes: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? 'identity',
        }),
        () => null, // body gone (e.g. the page navigated away); nothing to measure
      ),
    );
  };
  page.on('response', onResponse);
  try {
    await load();
  } finally {
    page.off('response', onResponse);
  }
  const seen = new Set();
  return (await Promise.all(pending)).filter((asset) => {
    if (!asset || seen.has(asset.url)) return false;
    seen.add(asset.url);
    return true;
  });
}

/** @param {Asset[]} assets */
export function totals(assets) {
  const sum = (type, key) => assets.filter((a) => a.type === type).reduce((n, a) => n + a[key], 0);
  return {
    jsBytes: sum('js', 'bytes'),
    jsGzipBytes: sum('js', 'gzipBytes'),
    cssBytes: sum('css', 'bytes'),
    cssGzipBytes: sum('css', 'gzipBytes'),
    jsWireBytes: sum('js', 'wireBytes'),
    cssWireBytes: sum('css', 'wireBytes'),
  };
}
