/** Saves `href` under `fileName` through a temporary <a download>: the browser's own download, no new tab. */
function clickDownload(href: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  clickDownload(href, fileName);
  // Revoking at once can cancel the download in some browsers; a minute is plenty for it to start.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export function saveDataUrl(dataUrl: string, fileName: string): void {
  clickDownload(dataUrl, fileName);
}
