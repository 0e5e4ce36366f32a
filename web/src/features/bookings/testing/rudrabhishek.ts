import { fixture } from "@/testing/fixture";
import type { BookableOffering } from "../api/get-offering";
import { PANDIT_RAVI } from "./pandit-ravi";

/** Pandit Ravi's hour-long online Rudrabhishek for ₹1,100, free to cancel up to a day before. */
export const RUDRABHISHEK = fixture<BookableOffering>({
  id: "o1",
  kind: "online_pooja",
  title: "Rudrabhishek",
  description: "",
  mode: "online",
  duration_minutes: 60,
  price_paise: 110000,
  free_cancel_hours: 24,
  kept_percent: 50,
  is_sample: false,
  provider_id: "p1",
  providers: PANDIT_RAVI,
  temple_id: null,
  temples: null,
  schedule_weekdays: null,
  meeting_kind: "private_room",
  authorised_by: null,
});
