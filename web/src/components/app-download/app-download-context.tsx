import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";

/** The dialog is its own chunk: fetched when a call to action is hovered, focused or pressed. */
const loadDialog = () => import("./app-download-dialog");
const AppDownloadDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.AppDownloadDialog })),
);

interface AppDownloadDialogControls {
  /**
   * Opens the app-download dialog; Continue on the web then signs the visitor up and takes them
   * to `destination` (a path of this site), or back to this page.
   */
  open: (destination?: string) => void;
  /** Starts fetching the dialog's code (call on hover or focus of a call to action). */
  preload: () => void;
}

const AppDownloadContext = createContext<AppDownloadDialogControls | null>(null);

/** One app-download dialog for the page; every call to action opens it. */
export function AppDownloadProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [isMounted, setMounted] = useState(false);
  const [destination, setDestination] = useState<string>();
  // The dialog has no Radix Trigger, so we give focus back to whatever opened it ourselves.
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((to?: string) => {
    setDestination(to ?? window.location.pathname + window.location.search);
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMounted(true);
    setOpen(true);
  }, []);
  const preload = useCallback(() => {
    void loadDialog();
  }, []);
  const controls = useMemo(() => ({ open, preload }), [open, preload]);
  return (
    <AppDownloadContext value={controls}>
      {children}
      {isMounted ? (
        <Suspense fallback={null}>
          <AppDownloadDialog
            open={isOpen}
            destination={destination}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </AppDownloadContext>
  );
}

export function useAppDownloadDialog(): AppDownloadDialogControls {
  const controls = useContext(AppDownloadContext);
  if (!controls) throw new Error("useAppDownloadDialog must be used inside <AppDownloadProvider>");
  return controls;
}
