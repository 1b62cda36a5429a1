/** Hands a file the page has read (an export) to the browser as a download named `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  link.click();
  // The browser has taken the file once the click's task is over; the object URL can go then.
  setTimeout(() => URL.revokeObjectURL(link.href));
}
