import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { askSupabase, supabaseQueryOptions, useSupabaseQuery } from "@/lib/supabase-request";

/** A person's row of public.message_preferences: where they hear from us, and about what. */
export interface MessagePreferences {
  phone: string | null;
  email_enabled: boolean;
  sms_enabled: boolean;
  whatsapp_enabled: boolean;
  bookings: boolean;
  reminders: boolean;
  payments: boolean;
  verification: boolean;
}

const COLUMNS =
  "phone, email_enabled, sms_enabled, whatsapp_enabled, bookings, reminders, payments, verification";

/** null: the person has not chosen yet, and the server's defaults apply. */
export const messagePreferencesQuery = (userId: string) =>
  supabaseQueryOptions(["message-preferences", userId] as const, (supabase) =>
    supabase
      .from("message_preferences")
      .select(COLUMNS)
      .eq("user_id", userId)
      .maybeSingle<MessagePreferences>(),
  );

export function useMessagePreferences(userId: string) {
  return useQuery(messagePreferencesQuery(userId));
}

/** The caller's channels whose number replied STOP: nothing is sent there until START. */
export function usePhoneOptOuts(userId: string) {
  return useSupabaseQuery(["phone-opt-outs", userId] as const, (supabase) =>
    supabase.rpc("my_phone_opt_outs").overrideTypes<
      {
        phone: string;
        // Text in SQL; a check constraint on the opt-outs keeps it to the two channels.
        channel: "sms" | "whatsapp";
      }[],
      { merge: false }
    >(),
  );
}

/** Saves the whole row (the database keeps the number in E.164 and answers with it). */
export function useSaveMessagePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: MessagePreferences) =>
      askSupabase((supabase) =>
        supabase
          .from("message_preferences")
          .upsert({ user_id: userId, ...preferences }, { onConflict: "user_id" })
          .select(COLUMNS)
          .single<MessagePreferences>(),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(messagePreferencesQuery(userId).queryKey, saved);
    },
  });
}
