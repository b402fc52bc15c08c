import { useSearchParams } from 'react-router-dom';

/** The URL's query as the tab's state: `update` sets or (with null or '') removes keys. */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  };
  return [params, update] as const;
}
