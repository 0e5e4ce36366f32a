import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, useToast } from "@/components/ui/use-toast";
import { authState, renderWithAuth } from "../testing/auth-test-utils";
import type { UserRole } from "@/lib/auth/roles";
import { RolePicker } from "./role-picker";

function ToastProbe() {
  const { toasts } = useToast();
  return (
    <ul aria-label="toasts">
      {toasts.map((item) => (
        <li key={item.id} data-variant={item.variant ?? "default"}>
          {item.title} / {item.description}
        </li>
      ))}
    </ul>
  );
}

function setup(roles: UserRole[] = []) {
  const state = authState({ roles });
  const user = userEvent.setup();
  renderWithAuth(
    <>
      <RolePicker />
      <ToastProbe />
    </>,
    state,
    "/role-assignment",
  );
  return { state, user };
}

const toasts = () => screen.getByRole("list", { name: "toasts" });

beforeEach(() => dismissToast());

describe("Choose Your Role", () => {
  it("offers the four roles of SPEC §2 with devotee preselected", () => {
    setup();
    expect(screen.getByRole("heading", { level: 1, name: "Choose Your Role" })).toBeVisible();
    expect(screen.getByRole("radio", { name: "Devotee" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Guru / Teacher" })).toHaveAccessibleDescription(
      "Sessions, courses and guidance",
    );
    expect(screen.getByRole("radio", { name: "Pujari / Pandit" })).toHaveAccessibleDescription(
      "Rituals and poojas",
    );
    expect(screen.getByRole("radio", { name: "Temple Admin" })).toHaveAccessibleDescription(
      "Manage temple operations and events",
    );
    expect(screen.getAllByRole("radio")).toHaveLength(4);
  });

  it("assigns the role as primary, says so and opens its dashboard", async () => {
    const { state, user } = setup();
    let finish: (value: { error: null }) => void = () => undefined;
    vi.mocked(state.addRole).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await user.click(screen.getByRole("radio", { name: "Temple Admin" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("button", { name: "Assigning Role..." })).toBeDisabled();
    expect(state.addRole).toHaveBeenCalledWith("temple_admin", true);
    finish({ error: null });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/temple-admin"));
    expect(toasts()).toHaveTextContent(
      "Role Assigned! / You have been assigned the temple_admin role.",
    );
  });

  it("shows the destructive error toast when the role is refused", async () => {
    const { state, user } = setup();
    vi.mocked(state.addRole).mockResolvedValue({ error: new Error("insert failed") });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent(
        "Role Assignment Error / Failed to assign role. Please try again.",
      ),
    );
    expect(toasts().querySelector("li")).toHaveAttribute("data-variant", "destructive");
    expect(screen.getByTestId("location")).toHaveTextContent("/role-assignment");
    expect(screen.getByRole("button", { name: "Continue" })).toBeEnabled();
  });

  it("shows the unexpected-error toast when adding the role throws", async () => {
    const { state, user } = setup();
    vi.mocked(state.addRole).mockRejectedValue(new Error("boom"));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent("Role Assignment Error / An unexpected error occurred."),
    );
  });

  it("switches to a role the user already holds instead of claiming to assign it", async () => {
    const { state, user } = setup([
      { role: "devotee", is_primary: true },
      { role: "guru", is_primary: false },
    ]);
    await user.click(screen.getByRole("radio", { name: "Guru / Teacher" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/spiritual-dashboard"),
    );
    expect(state.switchRole).toHaveBeenCalledWith("guru");
    expect(state.addRole).not.toHaveBeenCalled();
    expect(toasts()).toHaveTextContent("Role Switched / You are now using your guru role.");
    expect(toasts()).not.toHaveTextContent("Role Assigned!");
  });
});
