import { cva } from "class-variance-authority";
import { Slot } from "radix-ui";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { useMessages } from "@/lib/i18n/use-messages";
import { classed, cn } from "@/lib/utils";
import { LineIcon } from "./line-icon";
import { uiMessages } from "./messages";

/** SPEC §9 sidebar constants. */
export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_ICON = "3rem";
export const SIDEBAR_KEYBOARD_SHORTCUT = "b";
export const MOBILE_BREAKPOINT = 768;

const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribeToViewport(onChange: () => void) {
  if (typeof window === "undefined" || !window.matchMedia) return () => {};
  const query = window.matchMedia(mobileQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True below the 768px breakpoint, where the sidebar becomes an overlay. */
export function useIsMobile(): boolean {
  return React.useSyncExternalStore(
    subscribeToViewport,
    () => (window.matchMedia ? window.matchMedia(mobileQuery).matches : false),
    () => false,
  );
}

/** The expanded state saved by an earlier visit, or undefined when there is none. */
export function readSidebarCookie(): boolean | undefined {
  if (typeof document === "undefined") return undefined;
  const entry = document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  if (!entry) return undefined;
  return entry.slice(SIDEBAR_COOKIE_NAME.length + 1) === "true";
}

function writeSidebarCookie(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

interface SidebarContextValue {
  state: "expanded" | "collapsed";
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const SidebarContext = React.createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = React.useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used within a SidebarProvider.");
  return context;
}

/**
 * Holds the sidebar state: expanded or collapsed on desktop (kept in the `sidebar_state` cookie
 * for 7 days), open or closed as an overlay on mobile. Ctrl or Meta + B toggles it.
 */
export function SidebarProvider({
  defaultOpen,
  className,
  style,
  children,
  ...props
}: React.ComponentProps<"div"> & { defaultOpen?: boolean }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = React.useState(() => defaultOpen ?? readSidebarCookie() ?? true);
  const [openMobile, setOpenMobile] = React.useState(false);

  const setOpen = React.useCallback((value: boolean) => {
    setOpenState(value);
    writeSidebarCookie(value);
  }, []);

  const toggleSidebar = React.useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
        (event.metaKey || event.ctrlKey)
      ) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  const value = React.useMemo<SidebarContextValue>(
    () => ({
      state: open ? "expanded" : "collapsed",
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <TooltipProvider>
        <div
          data-slot="sidebar-wrapper"
          style={
            {
              "--sidebar-width": SIDEBAR_WIDTH,
              "--sidebar-width-icon": SIDEBAR_WIDTH_ICON,
              ...style,
            } as React.CSSProperties
          }
          className={cn("group/sidebar-wrapper flex min-h-svh w-full", className)}
          {...props}
        >
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext.Provider>
  );
}

/**
 * Keeps the sticky desktop sidebar inside the viewport while a bar above the sidebar wrapper
 * (the signed-in top navigation) is still on screen, so its footer is never cut off.
 */
function useFitBelowTopBar(ref: React.RefObject<HTMLElement | null>, isMobile: boolean) {
  React.useEffect(() => {
    const element = ref.current;
    const wrapper = element?.parentElement;
    if (isMobile || !element || !wrapper) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = Math.max(0, wrapper.getBoundingClientRect().top);
      element.style.setProperty("--sidebar-offset", `${offset}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [ref, isMobile]);
}

/** The sidebar itself: a labelled landmark on desktop, a sheet (Radix Dialog) on mobile. */
export function Sidebar({
  label,
  className,
  children,
}: {
  /** Names the navigation landmark and the mobile dialog. */
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  const m = useMessages(uiMessages);
  const desktopRef = React.useRef<HTMLElement>(null);
  const returnFocusRef = React.useRef<Element | null>(null);
  useFitBelowTopBar(desktopRef, isMobile);

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          // The overlay opens from SidebarTrigger (or Ctrl+B), outside Radix's own Trigger, so
          // focus goes back by hand to where it was when the overlay opened.
          onOpenAutoFocus={() => {
            returnFocusRef.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            const element = returnFocusRef.current;
            if (element instanceof HTMLElement && element.isConnected) {
              event.preventDefault();
              element.focus();
            }
          }}
          side="left"
          data-slot="sidebar"
          data-mobile="true"
          style={{ "--sidebar-width": SIDEBAR_WIDTH_MOBILE } as React.CSSProperties}
          className="w-(--sidebar-width) max-w-none gap-0 bg-card p-0 text-card-foreground sm:max-w-none"
        >
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <SheetDescription className="sr-only">{m.nav}</SheetDescription>
          <nav aria-label={label} className="flex h-full flex-col">
            {children}
          </nav>
        </SheetContent>
      </Sheet>
    );
  }

  const collapsible = state === "collapsed" ? "icon" : "";
  // The column runs the page's full height (its border and background); the links in it stay in
  // view while the page scrolls.
  return (
    <div
      data-slot="sidebar-column"
      data-collapsible={collapsible}
      className={cn(
        "hidden w-(--sidebar-width) shrink-0 border-r border-border bg-card transition-[width] duration-200 ease-linear motion-reduce:transition-none md:block",
        "data-[collapsible=icon]:w-(--sidebar-width-icon)",
      )}
    >
      <nav
        ref={desktopRef}
        aria-label={label}
        data-slot="sidebar"
        data-state={state}
        data-collapsible={collapsible}
        className={cn(
          "group sticky top-0 flex h-[calc(100svh-var(--sidebar-offset,0px))] w-full flex-col text-card-foreground",
          className,
        )}
      >
        {children}
      </nav>
    </div>
  );
}

/** The button that expands/collapses the sidebar, or opens the overlay on mobile. */
export function SidebarTrigger({ className, onClick, ...props }: React.ComponentProps<"button">) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  const m = useMessages(uiMessages);
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      data-slot="sidebar-trigger"
      aria-label={m.toggle}
      aria-expanded={isMobile ? openMobile : open}
      className={cn("size-9", className)}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <LineIcon className="size-5">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="M9 4v16" />
      </LineIcon>
    </Button>
  );
}

/** The page beside the sidebar: the main landmark. */
export const SidebarInset = classed("main", "flex min-w-0 flex-1 flex-col", {
  "data-slot": "sidebar-inset",
});

export const SidebarHeader = classed("div", "flex flex-col gap-2 p-2", {
  "data-slot": "sidebar-header",
});

export const SidebarFooter = classed(
  "div",
  "mt-auto flex flex-col gap-2 border-t border-border p-2",
  { "data-slot": "sidebar-footer" },
);

export const SidebarContent = classed(
  "div",
  "flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden",
  { "data-slot": "sidebar-content" },
);

export const SidebarGroup = classed("div", "flex w-full min-w-0 flex-col p-2", {
  "data-slot": "sidebar-group",
});

export const SidebarGroupLabel = classed(
  "div",
  "flex h-8 shrink-0 items-center px-2 text-xs font-medium text-muted-foreground group-data-[collapsible=icon]:sr-only",
  { "data-slot": "sidebar-group-label" },
);

export const SidebarMenu = classed("ul", "flex w-full min-w-0 flex-col gap-1", {
  "data-slot": "sidebar-menu",
});

export const SidebarMenuItem = classed("li", "relative", { "data-slot": "sidebar-menu-item" });

const sidebarMenuButtonVariants = cva(
  "hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring flex h-9 w-full items-center gap-2 overflow-hidden rounded-md px-2 text-left text-sm outline-none focus-visible:ring-2 group-data-[collapsible=icon]:size-8 group-data-[collapsible=icon]:p-1.5 [&>span:last-child]:truncate group-data-[collapsible=icon]:[&>span:last-child]:sr-only",
  {
    variants: {
      isActive: {
        true: "bg-accent text-accent-foreground font-medium",
        false: "",
      },
    },
    defaultVariants: { isActive: false },
  },
);

/**
 * An entry: pass a link as the child with `asChild`. Its last `<span>` (the label) stays for
 * screen readers when collapsed, and a tooltip shows it on hover or focus.
 */
export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  onClick,
  ...props
}: React.ComponentProps<"button"> & { asChild?: boolean; isActive?: boolean; tooltip: string }) {
  const { isMobile, state, setOpenMobile } = useSidebar();
  const Component = asChild ? Slot.Root : "button";
  const button = (
    <Component
      data-slot="sidebar-menu-button"
      data-active={isActive}
      className={cn(sidebarMenuButtonVariants({ isActive }), className)}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (isMobile) setOpenMobile(false);
      }}
      {...props}
    />
  );
  // The mobile overlay has no tooltips (an open one would take the Escape meant for the overlay).
  if (isMobile) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent portal={false} side="right" align="center" hidden={state !== "collapsed"}>
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}
