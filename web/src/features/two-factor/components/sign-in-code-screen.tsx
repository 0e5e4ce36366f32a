import { useEffect } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { MainContent } from "@/components/page-main";
import { MAIN_CONTENT_ID } from "@/components/ui/skip-link";
import { site } from "@/content/site";
import { SignOutButton } from "@/components/sign-out-button";
import { useMessages } from "@/lib/i18n/use-messages";
import { verifyCode } from "../api/verify-code";
import { twoFactorMessages } from "../messages";
import { CodeForm } from "./code-form";

/**
 * The second step of signing in, shown instead of any signed-in page until the code is right.
 * Nothing else competes for attention: the code, Verify, and Sign out as the way back.
 */
export function SignInCodeScreen({ factorId, account }: { factorId: string; account: string }) {
  const m = useMessages(twoFactorMessages);
  useEffect(() => {
    // The one thing to do here: the cursor waits in the code field.
    document.querySelector<HTMLInputElement>(`#${MAIN_CONTENT_ID} input`)?.focus();
  }, []);
  return (
    <MainContent className="flex min-h-dvh items-start justify-center px-4 py-10 sm:items-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl leading-snug font-bold">{m.screenTitle}</h1>
          <p className="wrap-anywhere text-muted-foreground">{m.signedInAs(account)}</p>
        </CardHeader>
        <CardContent className="grid gap-6">
          <p>{m.screenIntro}</p>
          <CodeForm
            hint={m.screenHint}
            submitLabel={m.verify}
            // On success the auth state carries the verified session and the page appears.
            onCode={(code) => verifyCode({ factorId, code })}
          />
          <p className="text-sm">
            {site.lostAuthenticatorEmail
              ? m.lostPhone(
                  <a
                    href={`mailto:${site.lostAuthenticatorEmail}`}
                    className="font-semibold text-primary underline"
                  >
                    {site.lostAuthenticatorEmail}
                  </a>,
                )
              : m.lostPhoneNoAddress}
          </p>
          <div className="grid gap-2 border-t border-border pt-4">
            <p className="text-sm">{m.notYou}</p>
            <SignOutButton className="justify-self-start" />
          </div>
        </CardContent>
      </Card>
    </MainContent>
  );
}
