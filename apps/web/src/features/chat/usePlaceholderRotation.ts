import { useEffect, useState } from 'react';

/** The message box's placeholder: the next prompt every `intervalMs`, in order, round and round. */
export function usePlaceholderRotation(prompts: readonly string[], intervalMs: number): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % prompts.length),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [prompts.length, intervalMs]);
  return prompts[index % prompts.length] ?? '';
}
