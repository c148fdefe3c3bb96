/* Files going out of the page and coming into it, the same way in the desktop app and in a browser. */

/** Saves text as a file through the page: the browser's download, which the desktop app asks where to save. */
export function saveAsFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file's text, as UTF-8; empty when it cannot be read (the import then says it is no character file). */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => resolve('');
    reader.readAsText(file, 'utf-8');
  });
}
