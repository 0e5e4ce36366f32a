/**
 * Fired on window when a toast is queued. The app root listens for it to load the toast
 * renderer, so pages that never toast download neither the renderer nor the toast store.
 */
export const TOAST_QUEUED_EVENT = "setu:toast-queued";
