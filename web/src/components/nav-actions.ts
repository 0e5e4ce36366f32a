import { createContext, type ReactNode, useContext } from "react";

/**
 * Controls the signed-in top navigation shows beside Sign Out (the notifications bell), provided
 * by the app's signed-in layout: the navigation belongs to the auth feature, which imports no
 * other feature.
 */
export const NavActionsContext = createContext<ReactNode>(null);

export function useNavActions(): ReactNode {
  return useContext(NavActionsContext);
}
