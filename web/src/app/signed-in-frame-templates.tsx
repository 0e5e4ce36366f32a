// Pre-rendering only: root.tsx renders this through `virtual:signed-in-frame-templates`
// (scripts/prerender-variants.ts), which is an empty stub in the browser's bundle.
import type { User } from "@supabase/supabase-js";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { AuthContext, type AuthState } from "@/lib/auth/auth-context";
import type { AppRole } from "@/lib/auth/roles";
import { buildSignedInFrameScript } from "@/features/auth/signed-in-frame-script";
import { framedScreens } from "@/features/auth/signed-in-start-script";
import { SignedInLayout } from "@/features/auth/signed-in";
import { TwoFactorGate } from "@/features/two-factor/gate";
import { DevoteeDashboard } from "@/features/devotee-dashboard";
import { devoteeDashboardMessages } from "@/features/devotee-dashboard/messages";
import { HINDI_CATALOG } from "@/lib/i18n/hindi-catalog";
import type { Locale } from "@/lib/i18n/locales";
import { PrerenderLocaleContext } from "@/lib/i18n/use-messages";
import { pageMetaMessages } from "@/lib/page-meta.messages";
import { SESSION_KEY_EXPRESSION } from "./pre-paint-script";
import { signedInMetaMessages } from "./routes/signed-in-meta.messages";
import { SignedInStartScript } from "./signed-in-start-script";

/** The screens whose frame a signed-in start can show from HTML: a one-role devotee's dashboard. */
const FRAMES: readonly {
  path: string;
  role: AppRole;
  screen: ReactNode;
  /** What the screen's heading says for a user without a name, by language. */
  unnamed: Record<Locale, string>;
  /** The screen's screen title (its route's meta), by language. */
  title: Record<Locale, string>;
}[] = [
  {
    path: paths.devoteeDashboard,
    role: "devotee",
    screen: <DevoteeDashboard />,
    unnamed: {
      en: devoteeDashboardMessages.en.devotee,
      hi: (HINDI_CATALOG[devoteeDashboardMessages.namespace] as typeof devoteeDashboardMessages.en)
        .devotee,
    },
    title: {
      en: signedInMetaMessages.en.devotee.t,
      hi: (HINDI_CATALOG[signedInMetaMessages.namespace] as typeof signedInMetaMessages.en).devotee
        .t,
    },
  },
];

const LOCALES: readonly Locale[] = ["en", "hi"];

/** Anything: the script puts the stored name here (`<span translate="no">` in the heading). */
const NAME_SLOT = "…";

const unavailable = () => Promise.reject(new Error("Pre-rendered: no account actions"));

/** The auth state of a signed-in user holding `role` alone, as React's first render sees it. */
function signedInAs(role: AppRole): AuthState {
  const user: User = {
    id: "",
    aud: "authenticated",
    created_at: "",
    app_metadata: {},
    user_metadata: { full_name: NAME_SLOT },
  };
  return {
    isLoading: false,
    user,
    session: null,
    roles: [{ role, is_primary: true }],
    primaryRole: role,
    signUp: unavailable,
    signIn: unavailable,
    signOut: unavailable,
    addRole: unavailable,
    switchRole: unavailable,
  };
}

/**
 * The frame as React's first render of the screen draws it (signed-in layout, top navigation,
 * the screen with its data loading), rendered with the app's own components.
 */
function renderFrame(frame: (typeof FRAMES)[number], locale: Locale): string {
  return renderToStaticMarkup(
    <PrerenderLocaleContext.Provider
      value={{ locale, catalog: locale === "hi" ? HINDI_CATALOG : {} }}
    >
      <MemoryRouter initialEntries={[frame.path]}>
        <AuthContext.Provider value={signedInAs(frame.role)}>
          <QueryClientProvider client={new QueryClient()}>
            <SignedInLayout gate={TwoFactorGate}>{frame.screen}</SignedInLayout>
          </QueryClientProvider>
        </AuthContext.Provider>
      </MemoryRouter>
    </PrerenderLocaleContext.Provider>,
  );
}

// Rendered once, when the pre-rendering build loads this module (not while React renders a page).
const TEMPLATES = FRAMES.flatMap((frame) =>
  LOCALES.map((locale) => ({
    path: frame.path,
    role: frame.role,
    locale,
    unnamed: frame.unnamed[locale],
    // As pageMeta() writes it: the SPA fallback, which serves a screen's own address, has none.
    title: `${frame.title[locale]} | ${
      locale === "hi"
        ? (HINDI_CATALOG[pageMetaMessages.namespace] as typeof pageMetaMessages.en).suffix
        : pageMetaMessages.en.suffix
    }`,
    html: renderFrame(frame, locale),
  })),
);

// The start script marks a framed screen opened by its address from its own list.
for (const { path, role } of FRAMES) {
  if (framedScreens()[path] !== role) throw new Error(`framedScreens() lacks ${path} for ${role}`);
}

const SCRIPT = buildSignedInFrameScript(SESSION_KEY_EXPRESSION);

/**
 * At the end of `/`'s body, after the landing: each frame as an inert `<template>` (its ids and
 * links do nothing until used), the signed-in start script as a classic script (should the
 * head's copy not have run yet: Chromium runs that one when it finds time, at times only after
 * the whole page is parsed) and the script that shows the right frame for a signed-in start
 * (features/auth/signed-in-frame-script.ts). After the landing, so an anonymous visit's first
 * paint does not wait for these bytes. In `/`, where the signed-in start script moves the
 * address, and in the SPA fallback, which serves a framed screen opened by its own address.
 */
export function SignedInFrameTemplates() {
  if (useLocation().pathname !== "/") return null;
  return (
    <>
      {TEMPLATES.map(({ path, role, locale, unnamed, title, html }) => (
        <template
          key={`${path} ${locale}`}
          data-signed-in-frame={path}
          data-role={role}
          data-locale={locale}
          data-unnamed={unnamed}
          data-title={title}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ))}
      {/* Once more, in order: the frame's script needs its decision, taken before any module. */}
      <SignedInStartScript isClassic />
      <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
    </>
  );
}
