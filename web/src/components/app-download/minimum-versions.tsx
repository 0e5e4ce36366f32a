import type { ReactNode } from "react";
import { site } from "@/content/site";

/**
 * The oldest iOS and Android the app runs on, for the words that name them ("iOS 12+"); product
 * names, so never translated.
 */
export function minimumVersions(suffix = "+"): [ios: ReactNode, android: ReactNode] {
  return [
    <span key="ios" translate="no">
      {site.minimumIos}
      {suffix}
    </span>,
    <span key="android" translate="no">
      {site.minimumAndroid}
      {suffix}
    </span>,
  ];
}
