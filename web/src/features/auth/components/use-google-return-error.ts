import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  clearLeavingForGoogle,
  type GoogleReturnError,
  readGoogleReturnError,
  signInPathAfterGoogleError,
  tabStorage,
} from "../google-return";

/**
 * Google's error when the page opens on the way back from a failed Google sign-in, read once;
 * the page then moves on to the sign-in dialog without the error in its address. `dismiss` forgets
 * it (the dialog closed), so it is not shown again.
 */
export function useGoogleReturnError(): {
  error: GoogleReturnError | null;
  dismiss(): void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const [returned, setReturned] = useState(() => {
    const error = readGoogleReturnError(location, tabStorage());
    return error ? { error, to: signInPathAfterGoogleError(location) } : null;
  });
  const hasMovedOn = useRef(false);

  useEffect(() => {
    if (hasMovedOn.current) return;
    hasMovedOn.current = true;
    clearLeavingForGoogle(tabStorage());
    if (returned) void navigate(returned.to, { replace: true });
  }, [returned, navigate]);

  const dismiss = useCallback(() => setReturned(null), []);
  return { error: returned?.error ?? null, dismiss };
}
