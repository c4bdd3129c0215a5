/** Hands a file the app received (a report, an export) to the browser as a download under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has started the download by now; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
