import { describe, expect, it } from "vitest";
import { navigationFor } from "./navigation";
import { choosePrimaryRole, rolesForPath } from "./role-rules";
import { type AppRole, dashboardPathFor } from "@/lib/auth/roles";
import { DEVOTEE_LINKS } from "@/testing/devotee-links";

describe("roles", () => {
  it("lands each role on its dashboard", () => {
    expect(dashboardPathFor("devotee")).toBe("/devotee-dashboard");
    expect(dashboardPathFor("guru")).toBe("/spiritual-dashboard");
    expect(dashboardPathFor("pujari")).toBe("/spiritual-dashboard");
    expect(dashboardPathFor("temple_admin")).toBe("/temple-admin");
    expect(dashboardPathFor("priest" as AppRole)).toBe("/");
  });

  it("picks the flagged primary role, else the first", () => {
    expect(
      choosePrimaryRole([
        { role: "devotee", is_primary: false },
        { role: "guru", is_primary: true },
      ]),
    ).toBe("guru");
    expect(choosePrimaryRole([{ role: "pujari", is_primary: false }])).toBe("pujari");
    expect(choosePrimaryRole([])).toBeNull();
  });

  it("guards each signed-in area by role", () => {
    expect(rolesForPath("/devotee-dashboard")).toEqual(["devotee"]);
    expect(rolesForPath("/spiritual-dashboard/live")).toEqual(["guru", "pujari"]);
    expect(rolesForPath("/temple-admin")).toEqual(["temple_admin"]);
    expect(rolesForPath("/role-assignment")).toBeNull();
    expect(rolesForPath("/temple-administration")).toBeNull();
  });

  it("gives each role the navigation of SPEC §2", () => {
    const targets = (role: AppRole) => navigationFor(role).map((link) => link.to);
    expect(targets("devotee")).toEqual(DEVOTEE_LINKS);
    expect(targets("temple_admin")).toEqual([
      "/temple-admin",
      "/temple-admin/events",
      "/temple-admin/katha",
      "/temple-admin/poojas",
      "/temple-admin/seva",
      "/temple-admin/gallery",
      "/temple-admin/profile",
    ]);
    const spiritual = [
      "/spiritual-dashboard",
      "/bookings",
      "/katha",
      "/online-poojas",
      "/services",
      "/courses",
      "/consultations",
      "/temples",
      "/availability",
      "/earnings",
      "/clients",
      "/profile",
    ];
    expect(targets("guru")).toEqual(spiritual);
    expect(targets("pujari")).toEqual(spiritual);
  });
});
