import { useCallback, useState } from "react";

import { isLiveSession, type LiveSession, sampleLiveSessions } from "./live-session";

/** One schedule per user in local storage (SPEC §2: the schedule is kept only locally). */
export function liveSessionsStorageKey(userId: string): string {
  return `bhakti-setu.live-sessions.${userId}`;
}

function readSessions(key: string): LiveSession[] {
  try {
    const stored = window.localStorage.getItem(key);
    if (stored === null) return [...sampleLiveSessions];
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) && parsed.every(isLiveSession) ? parsed : [...sampleLiveSessions];
  } catch {
    return [...sampleLiveSessions];
  }
}

/**
 * The user's live sessions and a way to add one; every change is written back at once.
 * Mount it under `key={userId}` so another user in the same tab reads their own list.
 */
export function useLiveSessions(userId: string) {
  const key = liveSessionsStorageKey(userId);
  const [sessions, setSessions] = useState(() => readSessions(key));

  const addSession = useCallback(
    (session: LiveSession) => {
      setSessions((current) => {
        const next = [...current, session];
        try {
          window.localStorage.setItem(key, JSON.stringify(next));
        } catch {
          // Storage full or blocked: the session still shows until the page reloads.
        }
        return next;
      });
    },
    [key],
  );

  return { sessions, addSession };
}
