import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { checkSmsCode } from "../phone-number";
import { FormError, FormField } from "./form-field";
import { phoneMessages } from "./phone.messages";
import { useSingleSubmit } from "@/lib/use-single-submit";

/**
 * The second step of signing in by phone: the texted code, Verify, a new code once the wait is
 * over (the countdown shows on the button), and the way back to change the number. `onVerify`
 * and `onResend` answer with the sentence to show when they fail, or null.
 */
export function PhoneCodeStep({
  sentTo,
  secondsLeft,
  onVerify,
  onResend,
  onChangeNumber,
}: {
  sentTo: string;
  secondsLeft: number;
  onVerify(code: string): Promise<string | null>;
  onResend(): Promise<string | null>;
  onChangeNumber(): void;
}) {
  const m = useMessages(phoneMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const verify = useSingleSubmit();
  const resend = useSingleSubmit();
  useEffect(() => {
    // The one thing to do now: the cursor waits in the code field.
    inputRef.current?.focus();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setStatus(null);
    const invalid = checkSmsCode(code) ?? undefined;
    setCodeError(invalid);
    if (invalid) {
      inputRef.current?.focus();
      return;
    }
    void verify.run(async () => {
      const problem = await onVerify(code.replace(/\s+/g, ""));
      if (problem) {
        // A refused code is spent: empty the field and wait in it for the next one.
        setFormError(problem);
        setCode("");
        inputRef.current?.focus();
      }
    });
  }

  function sendAgain() {
    setFormError(null);
    setStatus(null);
    void resend.run(async () => {
      const problem = await onResend();
      if (problem) setFormError(problem);
      else setStatus(m.resent);
      inputRef.current?.focus();
    });
  }

  const isBusy = verify.isPending || resend.isPending;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={m.codeForm}>
      <p className="text-sm">{m.codeSentTo(sentTo)}</p>
      <FormField
        ref={inputRef}
        id="phone-code"
        label={m.code}
        hint={m.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        spellCheck={false}
        className="h-12 max-w-48 text-center font-mono text-2xl tracking-[0.25em] tabular-nums sm:text-2xl"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={codeError}
      />
      <p role="status" className="text-sm empty:hidden">
        {status}
      </p>
      <FormError message={formError} />
      <Button type="submit" disabled={isBusy} aria-busy={verify.isPending}>
        {verify.isPending ? m.verifying : m.verify}
      </Button>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={isBusy || secondsLeft > 0}
          aria-busy={resend.isPending}
          onClick={sendAgain}
        >
          {secondsLeft > 0 ? m.resendIn(secondsLeft) : m.resend}
        </Button>
        <Button type="button" variant="link" disabled={isBusy} onClick={onChangeNumber}>
          {m.changeNumber}
        </Button>
      </div>
    </form>
  );
}
