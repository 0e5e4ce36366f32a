import { useCallback, useEffect, useRef, useState } from "react";

/** Whole seconds left until a moment `start(seconds)` sets, ticking down to 0 on the clock. */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const until = useRef(0);
  const isCounting = secondsLeft > 0;
  useEffect(() => {
    if (!isCounting) return;
    // Read from the clock, not counted, so a busy or backgrounded tab does not fall behind.
    const timer = setInterval(
      () => setSecondsLeft(Math.max(0, Math.ceil((until.current - Date.now()) / 1000))),
      250,
    );
    return () => clearInterval(timer);
  }, [isCounting]);
  const start = useCallback((seconds: number) => {
    until.current = Date.now() + seconds * 1000;
    setSecondsLeft(seconds);
  }, []);
  return { secondsLeft, start };
}
