import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { AppDownloadProvider } from "@/components/app-download/app-download-context";
import { Spinner } from "@/components/ui/spinner";
import { AuthProvider } from "@/features/auth/public";
import { SignedInFrameTemplates } from "virtual:signed-in-frame-templates";
import { LOCALE_TAGS } from "@/lib/i18n/locales";
import { isCodeUnavailableOffline } from "@/lib/route-module-reload";
import { ANON_KEY_META_NAME } from "@/lib/anon-key-meta";
import { useLocale, useMessages, useStartingLocale } from "@/lib/i18n/use-messages";
import { LazyAppServices } from "./lazy-app-services";
import { LazyToaster } from "./lazy-toaster";
import { appMessages } from "./messages";
import { OfflinePage } from "./offline-page";
import { PRE_PAINT_SCRIPT } from "./pre-paint-script";
import { SignedInStartScript } from "./signed-in-start-script";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

/**
 * Without a build-time key the server writes the anon key into this meta tag of the pre-rendered
 * HTML. Hydration leaves it there (see the scripts below) and the signed-in start script puts it
 * back after a render, so the bundle need not carry it.
 */
const hasAnonKeyMeta = import.meta.env.SSR && !import.meta.env.VITE_SUPABASE_ANON_KEY;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  // Read here so the page's title and description (<Meta />) follow a change of language.
  const locale = useLocale();
  return (
    // The head script may add data-stored-session before React hydrates.
    <html lang={LOCALE_TAGS[locale]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a1c1c" />
        {hasAnonKeyMeta ? <meta name={ANON_KEY_META_NAME} content="__SUPABASE_ANON_KEY__" /> : null}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/*
          Pre-rendered only: they have run before React starts, and React leaves elements it does
          not render in <head> alone when hydrating, so the bundle carries neither. The signed-in
          start script comes first: the classic one after it stops the parser until the
          stylesheet has arrived.
        */}
        {import.meta.env.SSR ? (
          <>
            <SignedInStartScript />
            <script dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />
          </>
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Pre-rendered only, like the head scripts: the signed-in frame for `/`. */}
        {import.meta.env.SSR ? <SignedInFrameTemplates /> : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useStartingLocale();
  // The page answers now: replay a click held since its first paint (lib/early-click.ts). Called
  // through `window` so that the start-up does not share a module with the lazy controls.
  useEffect(() => window.__replayEarlyClick?.(), []);
  return (
    <AppDownloadProvider>
      <AuthProvider>
        <Outlet />
        <LazyToaster />
        <LazyAppServices />
      </AuthProvider>
    </AppDownloadProvider>
  );
}

/** Shown while a page that was not pre-rendered (a signed-in screen) loads its code. */
export function HydrateFallback() {
  const m = useMessages(appMessages);
  return <Spinner className="min-h-dvh" label={m.loading} />;
}

/**
 * React Router's default error screen, in our words (SPEC §8); the offline page when a page's
 * code could not be fetched (lib/route-module-reload.ts).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages(appMessages);
  if (isCodeUnavailableOffline(error)) return <OfflinePage />;
  let detail = m.unknownError;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || ""}`.trim();
  } else if (error instanceof Error) {
    detail = error.message;
  }
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 p-6">
      <h1 className="text-3xl font-bold text-secondary">{m.errorTitle}</h1>
      <p className="text-lg">{detail}</p>
      <a href="/" className="font-semibold text-primary underline underline-offset-4">
        {m.home}
      </a>
    </main>
  );
}
