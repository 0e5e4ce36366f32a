// The frame of the signed-in screens: role guards by path and the role's top navigation.
import { SignedInLayout } from "@/features/auth/signed-in";

export default function SignedInLayoutRoute() {
  return <SignedInLayout />;
}
