import { getLocale } from "@/lib/i18n/locale-store";
import { requestPayments } from "./payments-request";

/**
 * Fetches a PDF with the user's token and hands it to the browser as a download, in the language
 * the app is showing at the click (the server words receipts and statements in it).
 */
export async function downloadPdf(path: string, filename: string): Promise<void> {
  const blob = await (await requestPayments(`${path}?lang=${getLocale()}`)).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
