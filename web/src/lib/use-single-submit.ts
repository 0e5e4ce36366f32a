import { useCallback, useRef, useState } from "react";

/** Runs one submission at a time: a second click while one is pending does nothing. */
export function useSingleSubmit() {
  const running = useRef(false);
  const [isPending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { isPending, run };
}
