import { useEffect, useState } from 'react';

/**
 * The message box's placeholder: the next prompt every `intervalMs`, in order, round and round. A
 * new list of prompts starts again from its first.
 */
export function usePlaceholderRotation(prompts: readonly string[], intervalMs: number): string {
  const [rotation, setRotation] = useState({ prompts, index: 0 });
  const index = rotation.prompts === prompts ? rotation.index : 0;
  useEffect(() => {
    const timer = setInterval(
      () =>
        setRotation((current) => ({
          prompts,
          index: ((current.prompts === prompts ? current.index : 0) + 1) % prompts.length,
        })),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [prompts, intervalMs]);
  return prompts[index % prompts.length] ?? '';
}
