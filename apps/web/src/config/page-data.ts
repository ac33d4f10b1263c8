/** A JSON block the server wrote into the page (see @venues/contracts/page-data), or undefined. */
export function readPageData(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
