// /role-assignment: Choose Your Role (SPEC §2); any signed-in user (guarded by the signed-in layout).
import { RolePicker } from "@/features/auth/signed-in";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta(
    "Choose Your Role",
    "Choose how you will use Bhakti Setu: devotee, guru, pujari or temple admin.",
  );

export default function Screen() {
  return <RolePicker />;
}
