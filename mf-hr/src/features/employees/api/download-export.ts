import type { ExportFormat, ExportLinkRequest } from '@console/api';
import { errorMessage, saveFile } from '@console/ui';
import { useRef, useState } from 'react';
import { useEmployeeExportLinkMutation } from './export-link';

export interface ExportRun {
  format: ExportFormat;
  /** Bytes of the file received so far (the server streams it, so the total is not known). */
  received: number;
}

function filenameOf(response: Response, format: ExportFormat): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `employees.${format}`;
}

/**
 * An export of the filtered list: a signed link from the API, then the file itself read here
 * rather than by a plain browser download, so the page can show that it runs (and how far it got)
 * and offer to cancel it.
 */
export function useExportDownload() {
  const [exportLink] = useEmployeeExportLinkMutation();
  const [run, setRun] = useState<ExportRun | null>(null);
  const [error, setError] = useState<string>();
  const controller = useRef<AbortController | null>(null);

  const start = async ({ format, criteria }: ExportLinkRequest & { format: ExportFormat }) => {
    const abort = new AbortController();
    controller.current = abort;
    setError(undefined);
    setRun({ format, received: 0 });
    try {
      const { url } = await exportLink({ format, criteria }).unwrap();
      const response = await fetch(url, { signal: abort.signal });
      if (!response.ok || !response.body) {
        const answer = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(answer?.message ?? `The export failed (${response.status}).`);
      }
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      let received = 0;
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        chunks.push(part.value);
        received += part.value.length;
        setRun({ format, received });
      }
      saveFile(new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? undefined }), filenameOf(response, format));
    } catch (failure) {
      if (!abort.signal.aborted) setError(errorMessage(failure));
    } finally {
      if (controller.current === abort) setRun(null);
    }
  };

  return { run, error, start, cancel: () => controller.current?.abort() };
}
