// React Router's default client entry, except for a returning signed-in user whom the signed-in
// start script has already moved from `/` to their screen's address: the pre-rendered landing is
// not that page, so the document is rendered (React Router loads the screen's route modules and
// shows the root's HydrateFallback meanwhile) instead of hydrated and then redirected.
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { SIGNED_IN_START_MARK } from "@/lib/signed-in-start-mark";

// StrictMode only checks in development (in production it renders its children as they are),
// and this file is in every page's start-up, whose budget has no bytes to spare.
const app = import.meta.env.DEV ? (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
) : (
  <HydratedRouter />
);

startTransition(() => {
  if (document.documentElement.hasAttribute(SIGNED_IN_START_MARK)) {
    createRoot(document).render(app);
  } else {
    hydrateRoot(document, app);
  }
});
