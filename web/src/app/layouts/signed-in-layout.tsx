// The frame of the signed-in screens: role guards by path and the role's top navigation, with the
// server-state cache their pages share (public pages never load it).
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { SignedInLayout } from "@/features/auth/signed-in";
import { createQueryClient } from "@/lib/query-client";

export default function SignedInLayoutRoute() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInLayout />
    </QueryClientProvider>
  );
}
