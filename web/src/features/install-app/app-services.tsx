import { useEffect } from "react";
import { waitForFirstIdle } from "@/lib/wait-for-first-idle";
import { listenForInstallPrompt } from "@/lib/install-prompt";
import { OfflineNotice } from "./offline-notice";

/**
 * What makes the site an installable app, loaded after hydration: the service worker (registered
 * when the browser is first idle, so it never competes with the page), the install offer, and
 * the offline notice.
 */
export default function AppServices() {
  useEffect(() => {
    listenForInstallPrompt();
    if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
    void waitForFirstIdle().then(() => navigator.serviceWorker.register("/sw.js"));
  }, []);
  return <OfflineNotice />;
}
