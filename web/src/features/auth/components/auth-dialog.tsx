import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { AuthDialogTab } from "@/lib/auth/auth-dialog-params";
import { safeNextPath } from "@/lib/auth/auth-redirects";
import { useMessages } from "@/lib/i18n/use-messages";
import { useAuthStore } from "../auth-store-context";
import type { GoogleReturnError } from "../google-return";
import { authMessages } from "../messages";
import { ForgotPasswordForm } from "./forgot-password-form";
import { GoogleSignIn } from "./google-sign-in";
import { loadingOpener } from "./auth-dialog-loading";
import { authDialogMessages } from "./dialog.messages";
import { PhoneForm } from "./phone-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { type SignInWay, WaySwitch } from "./way-switch";

/**
 * One dialog, two tabs: Sign In (with password recovery) and Sign Up, each by e-mail or by
 * mobile number, and Google when the auth server has it on.
 */
export default function AuthDialog({
  tab,
  nextPath,
  googleError,
  onTabChange,
}: {
  tab: AuthDialogTab;
  nextPath: string | null;
  /** What went wrong when a Google sign-in just came back with an error. */
  googleError?: GoogleReturnError | null;
  onTabChange(tab: AuthDialogTab | null): void;
}) {
  const store = useAuthStore();
  const navigate = useNavigate();
  // Shared between the tabs so a switch keeps what was typed.
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [way, setWay] = useState<SignInWay>("email");
  const m = useMessages(authDialogMessages);
  const welcome = useMessages(authMessages).welcome;
  const [isRecovering, setRecovering] = useState(false);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);

  useEffect(() => {
    // Opening the dialog is when the auth library is needed.
    store?.start().catch(() => undefined);
  }, [store]);

  if (!store) return null;

  const goOn = () => navigate(safeNextPath(nextPath) ?? "/", { replace: true });
  // Both tabs keep the one number typed, as they keep the one e-mail.
  const phoneForm = (isSignUp: boolean) => (
    <PhoneForm
      store={store}
      isSignUp={isSignUp}
      phone={phone}
      onPhoneChange={setPhone}
      onSignedIn={goOn}
    />
  );

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onTabChange(null))}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // After the loading stand-in, focus returns to where it was before that opened.
          const opener = loadingOpener.current;
          loadingOpener.current = null;
          if (opener instanceof HTMLElement && opener.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <DialogHeading title={welcome} description={m.description} />
        {confirmationSentTo ? (
          <div className="grid gap-4">
            <p role="status" className="text-sm">
              {m.confirmationSent(<span translate="no">{confirmationSentTo}</span>)}
            </p>
            <Button type="button" variant="outline" onClick={() => onTabChange(null)}>
              {m.close}
            </Button>
          </div>
        ) : (
          <Tabs
            value={tab}
            onValueChange={(value) => {
              setRecovering(false);
              onTabChange(value === "sign-up" ? "sign-up" : "sign-in");
            }}
          >
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="sign-in">{m.signInTab}</TabsTrigger>
              <TabsTrigger value="sign-up">{m.signUpTab}</TabsTrigger>
            </TabsList>
            {isRecovering ? null : (
              <GoogleSignIn nextPath={nextPath} returnedError={googleError ?? null} />
            )}
            {isRecovering ? null : <WaySwitch value={way} onChange={setWay} />}
            <TabsContent value="sign-in">
              {isRecovering ? (
                <ForgotPasswordForm
                  store={store}
                  email={email}
                  onEmailChange={setEmail}
                  onBack={() => setRecovering(false)}
                />
              ) : way === "phone" ? (
                phoneForm(false)
              ) : (
                <SignInForm
                  store={store}
                  email={email}
                  onEmailChange={setEmail}
                  onSignedIn={goOn}
                  onForgotPassword={() => setRecovering(true)}
                />
              )}
            </TabsContent>
            <TabsContent value="sign-up">
              {way === "phone" ? (
                phoneForm(true)
              ) : (
                <SignUpForm
                  store={store}
                  email={email}
                  onEmailChange={setEmail}
                  onSignedUp={({ needsConfirmation }) =>
                    needsConfirmation ? setConfirmationSentTo(email.trim()) : goOn()
                  }
                />
              )}
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
