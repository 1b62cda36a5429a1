import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../api';

/** A read the page shows: its answer, or its failure's message, and a way to read it again. */
export function useRead<T>(read: () => Promise<T>): { data: T | null; error: string | null; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    read().then(
      (answer) => current && (setData(answer), setError(null)),
      (failure: unknown) => current && setError(messageOf(failure)),
    );
    return () => {
      current = false;
    };
    // `read` is a call of portalApi, the same on every render of a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, reload };
}
