import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { authState, renderWithAuth } from "../testing/auth-test-utils";
import { RoleSwitcher } from "./role-switcher";

const twoRoles = [
  { role: "devotee", is_primary: true },
  { role: "guru", is_primary: false },
] as const;

/** The switcher once its menu's code has arrived (Radix's trigger, which marks its state). */
async function loadedSwitcher(name: string | RegExp = /Switch role/) {
  await waitFor(() =>
    expect(screen.getByRole("button", { name })).toHaveAttribute("data-state", "closed"),
  );
  return screen.getByRole("button", { name });
}

describe("RoleSwitcher", () => {
  it("is not there for a user with one role", () => {
    renderWithAuth(
      <RoleSwitcher currentRole="devotee" />,
      authState({ roles: [{ role: "devotee", is_primary: true }] }),
    );
    expect(screen.queryByRole("button", { name: /Switch role/ })).not.toBeInTheDocument();
  });

  it("makes the chosen role primary, then opens its dashboard", async () => {
    const state = authState({ roles: [...twoRoles] });
    renderWithAuth(<RoleSwitcher currentRole="devotee" />, state, "/devotee-dashboard");
    const user = userEvent.setup();
    await user.click(await loadedSwitcher("Switch role, current role Devotee"));
    const menu = screen.getByRole("menu");
    expect(within(menu).getByRole("menuitemradio", { name: "Devotee" })).toBeChecked();
    await user.click(within(menu).getByRole("menuitemradio", { name: "Guru / Teacher" }));
    expect(state.switchRole).toHaveBeenCalledWith("guru");
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/spiritual-dashboard"),
    );
  });

  it("stays put when the switch fails", async () => {
    const state = authState({ roles: [...twoRoles] });
    state.switchRole = vi.fn(async () => ({ error: new Error("denied") }));
    renderWithAuth(<RoleSwitcher currentRole="devotee" />, state, "/devotee-dashboard");
    const user = userEvent.setup();
    await user.click(await loadedSwitcher());
    await user.click(screen.getByRole("menuitemradio", { name: "Guru / Teacher" }));
    await waitFor(() => expect(state.switchRole).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId("location")).toHaveTextContent("/devotee-dashboard");
  });

  it("links the role picker (Add a role); Escape closes the menu, focus back on its button", async () => {
    renderWithAuth(<RoleSwitcher currentRole="guru" />, authState({ roles: [...twoRoles] }));
    const user = userEvent.setup();
    const trigger = await loadedSwitcher();
    await user.click(trigger);
    expect(screen.getByRole("menuitem", { name: "Add a role" })).toHaveAttribute(
      "href",
      "/role-assignment",
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("opens when pressed before its menu's code has arrived", async () => {
    renderWithAuth(<RoleSwitcher currentRole="devotee" />, authState({ roles: [...twoRoles] }));
    const plain = screen.getByRole("button", { name: /Switch role/ });
    expect(plain).not.toHaveAttribute("data-state");
    fireEvent.pointerDown(plain, { button: 0 });
    expect(await screen.findByRole("menu")).toBeInTheDocument();
  });

  it("keeps focus on the switcher when its menu's code arrives; ArrowDown opens it", async () => {
    renderWithAuth(<RoleSwitcher currentRole="devotee" />, authState({ roles: [...twoRoles] }));
    const user = userEvent.setup();
    await user.tab();
    expect(await loadedSwitcher()).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menu")).toBeInTheDocument();
  });
});
