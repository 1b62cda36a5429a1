import { Link } from '@console/ui';
import type { ImportValidDone } from '@console/api';
import { useEffect, useState } from 'react';

/**
 * The rejected rows' CSV, answered with the import, as a link the browser saves: it stays on the
 * page, so the file can be saved again. The object URL is let go when the page drops the answer.
 */
export function RejectedRowsLink({ rejected, count }: { rejected: NonNullable<ImportValidDone['rejected']>; count: number }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(new Blob([rejected.csv], { type: 'text/csv;charset=utf-8' }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [rejected]);
  if (!url) return null;
  return (
    <Link href={url} download={rejected.fileName} colorPalette="blue" variant="underline" fontWeight="semibold">
      {count === 1
        ? 'Download the rejected row with its reasons (CSV)'
        : `Download the ${count.toLocaleString('en')} rejected rows with their reasons (CSV)`}
    </Link>
  );
}
