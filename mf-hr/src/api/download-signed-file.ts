import { saveFile } from '@console/ui';

/**
 * Reads a file through its signed link and hands it to the browser, named as the server's
 * Content-Disposition names it (else `fallbackName`); a refused link throws the server's words.
 */
export async function downloadSignedFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(answer?.message ?? `The download failed (${response.status}).`);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveFile(await response.blob(), filename);
}
