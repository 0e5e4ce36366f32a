import { cva, type VariantProps } from "class-variance-authority";
import { Toast as ToastPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { useMessages } from "@/lib/i18n/use-messages";
import { classed, cn } from "@/lib/utils";
import { CloseIcon } from "./line-icon";
import { uiMessages } from "./messages";

/** Radix Toast: each toast is announced to screen readers (politely; assertively if destructive). */
export const ToastProvider = ToastPrimitive.Provider;

export const ToastViewport = classed(
  ToastPrimitive.Viewport,
  "fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]",
);

export const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-5 pr-9 shadow-lg",
  {
    variants: {
      variant: {
        default: "border-border bg-card text-card-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      type={variant === "destructive" ? "foreground" : "background"}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export const ToastTitle = classed(ToastPrimitive.Title, "text-sm font-bold");

export const ToastDescription = classed(ToastPrimitive.Description, "text-sm opacity-95");

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const m = useMessages(uiMessages);
  return (
    <ToastPrimitive.Close
      aria-label={m.close}
      className={cn(
        "absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
      {...props}
    >
      <CloseIcon width="16" height="16" />
    </ToastPrimitive.Close>
  );
}
