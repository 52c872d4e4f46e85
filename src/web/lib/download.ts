// Saves text made in the browser as a file download.
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the object URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
