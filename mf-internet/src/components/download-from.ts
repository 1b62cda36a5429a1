import { errorMessage } from '@console/ui';
import { useState } from 'react';

/** Starts the browser's download of a signed link (the server names the file). */
function downloadFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}

/** An export button's action: asks for the signed link and downloads it, keeping the refusal to show. */
export function useDownload(signedLink: () => Promise<{ url: string }>) {
  const [downloadError, setDownloadError] = useState<string>();
  const download = async () => {
    setDownloadError(undefined);
    try {
      downloadFrom((await signedLink()).url);
    } catch (failure) {
      setDownloadError(errorMessage(failure));
    }
  };
  return { download, downloadError };
}
