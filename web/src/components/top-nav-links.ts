import { createContext, useContext } from "react";

interface TopNavLink {
  to: string;
  label: string;
}

/**
 * The signed-in top navigation's links, provided by the signed-in frame. On phones a page with a
 * sidebar hides the top navigation's menu and its sidebar offers these links instead, so there
 * is one menu.
 */
export const TopNavLinksContext = createContext<readonly TopNavLink[]>([]);

export function useTopNavLinks(): readonly TopNavLink[] {
  return useContext(TopNavLinksContext);
}
