// localStorage keys of the choices made on this device; the pre-paint script reads them too.

/** The language chosen on this device ("en" or "hi"). */
export const LOCALE_STORAGE_KEY = "bhakti-setu-locale";

/** "large" when large text was chosen on this device. */
export const TEXT_SIZE_STORAGE_KEY = "bhakti-setu-text-size";
