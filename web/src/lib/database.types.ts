// Generated from the migrated schema by `npm run gen:types`; do not edit.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      admin_audit: {
        Row: {
          action: string;
          actor_id: string | null;
          created_at: string;
          id: number;
          note: string;
          report_id: string | null;
          subject_id: string;
          subject_kind: string;
          subject_name: string;
        };
        Insert: {
          action: string;
          actor_id?: string | null;
          created_at?: string;
          id?: never;
          note: string;
          report_id?: string | null;
          subject_id: string;
          subject_kind: string;
          subject_name?: string;
        };
        Update: {
          action?: string;
          actor_id?: string | null;
          created_at?: string;
          id?: never;
          note?: string;
          report_id?: string | null;
          subject_id?: string;
          subject_kind?: string;
          subject_name?: string;
        };
        Relationships: [];
      };
      availability_rules: {
        Row: {
          created_at: string;
          end_time: string;
          id: string;
          provider_id: string;
          start_time: string;
          updated_at: string;
          weekday: number;
        };
        Insert: {
          created_at?: string;
          end_time: string;
          id?: string;
          provider_id: string;
          start_time: string;
          updated_at?: string;
          weekday: number;
        };
        Update: {
          created_at?: string;
          end_time?: string;
          id?: string;
          provider_id?: string;
          start_time?: string;
          updated_at?: string;
          weekday?: number;
        };
        Relationships: [
          {
            foreignKeyName: "availability_rules_provider_id_fkey";
            columns: ["provider_id"];
            isOneToOne: false;
            referencedRelation: "providers";
            referencedColumns: ["id"];
          },
        ];
      };
      booking_events: {
        Row: {
          actor_id: string | null;
          booking_id: string;
          created_at: string;
          id: number;
          kind: string;
          note: string;
          params: Json | null;
          status: Database["public"]["Enums"]["booking_status"];
        };
        Insert: {
          actor_id?: string | null;
          booking_id: string;
          created_at?: string;
          id?: never;
          kind?: string;
          note?: string;
          params?: Json | null;
          status: Database["public"]["Enums"]["booking_status"];
        };
        Update: {
          actor_id?: string | null;
          booking_id?: string;
          created_at?: string;
          id?: never;
          kind?: string;
          note?: string;
          params?: Json | null;
          status?: Database["public"]["Enums"]["booking_status"];
        };
        Relationships: [
          {
            foreignKeyName: "booking_events_booking_id_fkey";
            columns: ["booking_id"];
            isOneToOne: false;
            referencedRelation: "bookings";
            referencedColumns: ["id"];
          },
        ];
      };
      booking_meetings: {
        Row: {
          booking_id: string;
          kind: Database["public"]["Enums"]["meeting_kind"];
          updated_at: string;
          url: string | null;
        };
        Insert: {
          booking_id: string;
          kind: Database["public"]["Enums"]["meeting_kind"];
          updated_at?: string;
          url?: string | null;
        };
        Update: {
          booking_id?: string;
          kind?: Database["public"]["Enums"]["meeting_kind"];
          updated_at?: string;
          url?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "booking_meetings_booking_id_fkey";
            columns: ["booking_id"];
            isOneToOne: true;
            referencedRelation: "bookings";
            referencedColumns: ["id"];
          },
        ];
      };
      booking_time_proposals: {
        Row: { booking_id: string; created_at: string; proposed_by: string | null; slot: unknown };
        Insert: {
          booking_id: string;
          created_at?: string;
          proposed_by?: string | null;
          slot: unknown;
        };
        Update: {
          booking_id?: string;
          created_at?: string;
          proposed_by?: string | null;
          slot?: unknown;
        };
        Relationships: [
          {
            foreignKeyName: "booking_time_proposals_booking_id_fkey";
            columns: ["booking_id"];
            isOneToOne: true;
            referencedRelation: "bookings";
            referencedColumns: ["id"];
          },
        ];
      };
      bookings: {
        Row: {
          address: string | null;
          blocked: unknown;
          cancel_reason: string | null;
          cancelled_at: string | null;
          cancelled_by: Database["public"]["Enums"]["booking_party"] | null;
          completed_at: string | null;
          contact_phone: string | null;
          created_at: string;
          devotee_id: string;
          devotee_name: string;
          family_members: string;
          free_cancel_hours: number;
          gotra: string;
          id: string;
          is_prepaid: boolean;
          is_sample: boolean;
          kept_percent: number;
          mode: Database["public"]["Enums"]["booking_mode"];
          nakshatra: string;
          note: string;
          offering_id: string;
          paid_at: string | null;
          payment_method: string | null;
          price_paise: number;
          provider_id: string | null;
          recording_url: string | null;
          refundable_paise: number | null;
          responded_at: string | null;
          response_reason: string | null;
          sankalp_name: string;
          slot: unknown;
          status: Database["public"]["Enums"]["booking_status"];
          temple_id: string | null;
          title: string;
          updated_at: string;
        };
        Insert: {
          address?: string | null;
          blocked: unknown;
          cancel_reason?: string | null;
          cancelled_at?: string | null;
          cancelled_by?: Database["public"]["Enums"]["booking_party"] | null;
          completed_at?: string | null;
          contact_phone?: string | null;
          created_at?: string;
          devotee_id: string;
          devotee_name?: string;
          family_members?: string;
          free_cancel_hours: number;
          gotra?: string;
          id?: string;
          is_prepaid?: boolean;
          is_sample?: boolean;
          kept_percent: number;
          mode: Database["public"]["Enums"]["booking_mode"];
          nakshatra?: string;
          note?: string;
          offering_id: string;
          paid_at?: string | null;
          payment_method?: string | null;
          price_paise: number;
          provider_id?: string | null;
          recording_url?: string | null;
          refundable_paise?: number | null;
          responded_at?: string | null;
          response_reason?: string | null;
          sankalp_name?: string;
          slot: unknown;
          status?: Database["public"]["Enums"]["booking_status"];
          temple_id?: string | null;
          title: string;
          updated_at?: string;
        };
        Update: {
          address?: string | null;
          blocked?: unknown;
          cancel_reason?: string | null;
          cancelled_at?: string | null;
          cancelled_by?: Database["public"]["Enums"]["booking_party"] | null;
          completed_at?: string | null;
          contact_phone?: string | null;
          created_at?: string;
          devotee_id?: string;
          devotee_name?: string;
          family_members?: string;
          free_cancel_hours?: number;
          gotra?: string;
          id?: string;
          is_prepaid?: boolean;
          is_sample?: boolean;
          kept_percent?: number;
          mode?: Database["public"]["Enums"]["booking_mode"];
          nakshatra?: string;
          note?: string;
          offering_id?: string;
          paid_at?: string | null;
          payment_method?: string | null;
          price_paise?: number;
          provider_id?: string | null;
          recording_url?: string | null;
          refundable_paise?: number | null;
          responded_at?: string | null;
          response_reason?: string | null;
          sankalp_name?: string;
          slot?: unknown;
          status?: Database["public"]["Enums"]["booking_status"];
          temple_id?: string | null;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "bookings_offering_id_fkey";
            columns: ["offering_id"];
            isOneToOne: false;
            referencedRelation: "offerings";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "bookings_provider_id_fkey";
            columns: ["provider_id"];
            isOneToOne: false;
            referencedRelation: "providers";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "bookings_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      course_enrolments: {
        Row: {
          cancelled_at: string | null;
          course_id: string;
          created_at: string;
          devotee_id: string;
          devotee_name: string;
          id: string;
          paid_at: string | null;
          payment_method: string | null;
          price_paise: number;
          status: Database["public"]["Enums"]["course_enrolment_status"];
          updated_at: string;
        };
        Insert: {
          cancelled_at?: string | null;
          course_id: string;
          created_at?: string;
          devotee_id: string;
          devotee_name?: string;
          id?: string;
          paid_at?: string | null;
          payment_method?: string | null;
          price_paise: number;
          status?: Database["public"]["Enums"]["course_enrolment_status"];
          updated_at?: string;
        };
        Update: {
          cancelled_at?: string | null;
          course_id?: string;
          created_at?: string;
          devotee_id?: string;
          devotee_name?: string;
          id?: string;
          paid_at?: string | null;
          payment_method?: string | null;
          price_paise?: number;
          status?: Database["public"]["Enums"]["course_enrolment_status"];
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "course_enrolments_course_id_fkey";
            columns: ["course_id"];
            isOneToOne: false;
            referencedRelation: "courses";
            referencedColumns: ["id"];
          },
        ];
      };
      course_meetings: {
        Row: { course_id: string; updated_at: string; url: string };
        Insert: { course_id: string; updated_at?: string; url: string };
        Update: { course_id?: string; updated_at?: string; url?: string };
        Relationships: [
          {
            foreignKeyName: "course_meetings_course_id_fkey";
            columns: ["course_id"];
            isOneToOne: true;
            referencedRelation: "courses";
            referencedColumns: ["id"];
          },
        ];
      };
      course_sessions: {
        Row: {
          course_id: string;
          created_at: string;
          duration_minutes: number;
          id: string;
          starts_at: string;
          updated_at: string;
        };
        Insert: {
          course_id: string;
          created_at?: string;
          duration_minutes?: number;
          id?: string;
          starts_at: string;
          updated_at?: string;
        };
        Update: {
          course_id?: string;
          created_at?: string;
          duration_minutes?: number;
          id?: string;
          starts_at?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "course_sessions_course_id_fkey";
            columns: ["course_id"];
            isOneToOne: false;
            referencedRelation: "courses";
            referencedColumns: ["id"];
          },
        ];
      };
      courses: {
        Row: {
          cancelled_at: string | null;
          created_at: string;
          description: string;
          enrolled_count: number;
          id: string;
          language: string;
          meeting_kind: Database["public"]["Enums"]["meeting_kind"];
          price_paise: number;
          provider_id: string;
          seat_limit: number | null;
          status: Database["public"]["Enums"]["course_status"];
          title: string;
          updated_at: string;
        };
        Insert: {
          cancelled_at?: string | null;
          created_at?: string;
          description?: string;
          enrolled_count?: number;
          id?: string;
          language?: string;
          meeting_kind?: Database["public"]["Enums"]["meeting_kind"];
          price_paise?: number;
          provider_id: string;
          seat_limit?: number | null;
          status?: Database["public"]["Enums"]["course_status"];
          title: string;
          updated_at?: string;
        };
        Update: {
          cancelled_at?: string | null;
          created_at?: string;
          description?: string;
          enrolled_count?: number;
          id?: string;
          language?: string;
          meeting_kind?: Database["public"]["Enums"]["meeting_kind"];
          price_paise?: number;
          provider_id?: string;
          seat_limit?: number | null;
          status?: Database["public"]["Enums"]["course_status"];
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "courses_provider_id_fkey";
            columns: ["provider_id"];
            isOneToOne: false;
            referencedRelation: "providers";
            referencedColumns: ["id"];
          },
        ];
      };
      donations: {
        Row: {
          amount_paise: number;
          created_at: string;
          donor_id: string;
          donor_name: string | null;
          id: string;
          is_anonymous: boolean;
          is_sample: boolean;
          message: string;
          paid_at: string | null;
          pan: string | null;
          receipt_issued_at: string | null;
          receipt_number: string | null;
          seva_program_id: string;
          status: Database["public"]["Enums"]["donation_status"];
          temple_id: string;
          updated_at: string;
        };
        Insert: {
          amount_paise: number;
          created_at?: string;
          donor_id: string;
          donor_name?: string | null;
          id?: string;
          is_anonymous?: boolean;
          is_sample?: boolean;
          message?: string;
          paid_at?: string | null;
          pan?: string | null;
          receipt_issued_at?: string | null;
          receipt_number?: string | null;
          seva_program_id: string;
          status?: Database["public"]["Enums"]["donation_status"];
          temple_id: string;
          updated_at?: string;
        };
        Update: {
          amount_paise?: number;
          created_at?: string;
          donor_id?: string;
          donor_name?: string | null;
          id?: string;
          is_anonymous?: boolean;
          is_sample?: boolean;
          message?: string;
          paid_at?: string | null;
          pan?: string | null;
          receipt_issued_at?: string | null;
          receipt_number?: string | null;
          seva_program_id?: string;
          status?: Database["public"]["Enums"]["donation_status"];
          temple_id?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "donations_seva_program_id_fkey";
            columns: ["seva_program_id"];
            isOneToOne: false;
            referencedRelation: "seva_programs";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "donations_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      event_registrations: {
        Row: { created_at: string; event_id: string; seats: number; user_id: string };
        Insert: { created_at?: string; event_id: string; seats?: number; user_id: string };
        Update: { created_at?: string; event_id?: string; seats?: number; user_id?: string };
        Relationships: [
          {
            foreignKeyName: "event_registrations_event_id_fkey";
            columns: ["event_id"];
            isOneToOne: false;
            referencedRelation: "temple_events";
            referencedColumns: ["id"];
          },
        ];
      };
      follows: {
        Row: {
          created_at: string;
          id: string;
          provider_id: string | null;
          temple_id: string | null;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          provider_id?: string | null;
          temple_id?: string | null;
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          provider_id?: string | null;
          temple_id?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "follows_provider_id_fkey";
            columns: ["provider_id"];
            isOneToOne: false;
            referencedRelation: "providers";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "follows_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      jobs: {
        Row: {
          attempts: number;
          created_at: string;
          id: number;
          kind: string;
          last_error: string | null;
          locked_at: string | null;
          max_attempts: number;
          payload: Json;
          run_at: string;
          status: Database["public"]["Enums"]["job_status"];
          updated_at: string;
        };
        Insert: {
          attempts?: number;
          created_at?: string;
          id?: never;
          kind: string;
          last_error?: string | null;
          locked_at?: string | null;
          max_attempts?: number;
          payload?: Json;
          run_at?: string;
          status?: Database["public"]["Enums"]["job_status"];
          updated_at?: string;
        };
        Update: {
          attempts?: number;
          created_at?: string;
          id?: never;
          kind?: string;
          last_error?: string | null;
          locked_at?: string | null;
          max_attempts?: number;
          payload?: Json;
          run_at?: string;
          status?: Database["public"]["Enums"]["job_status"];
          updated_at?: string;
        };
        Relationships: [];
      };
      katha_sessions: {
        Row: { created_at: string; event_id: string; id: string; starts_at: string; topic: string };
        Insert: {
          created_at?: string;
          event_id: string;
          id?: string;
          starts_at: string;
          topic?: string;
        };
        Update: {
          created_at?: string;
          event_id?: string;
          id?: string;
          starts_at?: string;
          topic?: string;
        };
        Relationships: [
          {
            foreignKeyName: "katha_sessions_event_id_fkey";
            columns: ["event_id"];
            isOneToOne: false;
            referencedRelation: "temple_events";
            referencedColumns: ["id"];
          },
        ];
      };
      live_chat_messages: {
        Row: {
          author_name: string;
          body: string;
          created_at: string;
          id: string;
          removed_at: string | null;
          removed_by: string | null;
          session_id: string;
          user_id: string;
        };
        Insert: {
          author_name?: string;
          body: string;
          created_at?: string;
          id?: string;
          removed_at?: string | null;
          removed_by?: string | null;
          session_id: string;
          user_id: string;
        };
        Update: {
          author_name?: string;
          body?: string;
          created_at?: string;
          id?: string;
          removed_at?: string | null;
          removed_by?: string | null;
          session_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "live_chat_messages_session_id_fkey";
            columns: ["session_id"];
            isOneToOne: false;
            referencedRelation: "live_sessions";
            referencedColumns: ["id"];
          },
        ];
      };
      live_chat_mutes: {
        Row: { created_at: string; muted_by: string | null; session_id: string; user_id: string };
        Insert: {
          created_at?: string;
          muted_by?: string | null;
          session_id: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          muted_by?: string | null;
          session_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "live_chat_mutes_session_id_fkey";
            columns: ["session_id"];
            isOneToOne: false;
            referencedRelation: "live_sessions";
            referencedColumns: ["id"];
          },
        ];
      };
      live_chat_reports: {
        Row: {
          created_at: string;
          id: string;
          message_id: string;
          reason: string;
          reporter_id: string;
          resolved_at: string | null;
          resolved_by: string | null;
        };
        Insert: {
          created_at?: string;
          id?: string;
          message_id: string;
          reason: string;
          reporter_id: string;
          resolved_at?: string | null;
          resolved_by?: string | null;
        };
        Update: {
          created_at?: string;
          id?: string;
          message_id?: string;
          reason?: string;
          reporter_id?: string;
          resolved_at?: string | null;
          resolved_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "live_chat_reports_message_id_fkey";
            columns: ["message_id"];
            isOneToOne: false;
            referencedRelation: "live_chat_messages";
            referencedColumns: ["id"];
          },
        ];
      };
      live_reminders: {
        Row: { created_at: string; session_id: string; user_id: string };
        Insert: { created_at?: string; session_id: string; user_id: string };
        Update: { created_at?: string; session_id?: string; user_id?: string };
        Relationships: [
          {
            foreignKeyName: "live_reminders_session_id_fkey";
            columns: ["session_id"];
            isOneToOne: false;
            referencedRelation: "live_sessions";
            referencedColumns: ["id"];
          },
        ];
      };
      live_session_viewers: {
        Row: { first_seen_at: string; last_seen_at: string; session_id: string; user_id: string };
        Insert: {
          first_seen_at?: string;
          last_seen_at?: string;
          session_id: string;
          user_id: string;
        };
        Update: {
          first_seen_at?: string;
          last_seen_at?: string;
          session_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "live_session_viewers_session_id_fkey";
            columns: ["session_id"];
            isOneToOne: false;
            referencedRelation: "live_sessions";
            referencedColumns: ["id"];
          },
        ];
      };
      live_sessions: {
        Row: {
          chat_enabled: boolean;
          created_at: string;
          description: string;
          donations_enabled: boolean;
          duration_minutes: number | null;
          ended_at: string | null;
          host_listed: boolean;
          id: string;
          is_public: boolean;
          is_sample: boolean;
          kind: Database["public"]["Enums"]["live_session_kind"];
          peak_viewer_count: number;
          presenter_name: string | null;
          provider_id: string | null;
          reminder_count: number;
          sample_list: string | null;
          started_at: string | null;
          starts_at: string;
          status: Database["public"]["Enums"]["live_session_status"];
          stream_url: string | null;
          temple_id: string | null;
          thumbnail_alt: string | null;
          thumbnail_path: string | null;
          title: string;
          total_viewer_count: number;
          updated_at: string;
          venue: string;
          viewer_count: number;
        };
        Insert: {
          chat_enabled?: boolean;
          created_at?: string;
          description?: string;
          donations_enabled?: boolean;
          duration_minutes?: number | null;
          ended_at?: string | null;
          host_listed?: boolean;
          id?: string;
          is_public?: boolean;
          is_sample?: boolean;
          kind: Database["public"]["Enums"]["live_session_kind"];
          peak_viewer_count?: number;
          presenter_name?: string | null;
          provider_id?: string | null;
          reminder_count?: number;
          sample_list?: string | null;
          started_at?: string | null;
          starts_at: string;
          status?: Database["public"]["Enums"]["live_session_status"];
          stream_url?: string | null;
          temple_id?: string | null;
          thumbnail_alt?: string | null;
          thumbnail_path?: string | null;
          title: string;
          total_viewer_count?: number;
          updated_at?: string;
          venue?: string;
          viewer_count?: number;
        };
        Update: {
          chat_enabled?: boolean;
          created_at?: string;
          description?: string;
          donations_enabled?: boolean;
          duration_minutes?: number | null;
          ended_at?: string | null;
          host_listed?: boolean;
          id?: string;
          is_public?: boolean;
          is_sample?: boolean;
          kind?: Database["public"]["Enums"]["live_session_kind"];
          peak_viewer_count?: number;
          presenter_name?: string | null;
          provider_id?: string | null;
          reminder_count?: number;
          sample_list?: string | null;
          started_at?: string | null;
          starts_at?: string;
          status?: Database["public"]["Enums"]["live_session_status"];
          stream_url?: string | null;
          temple_id?: string | null;
          thumbnail_alt?: string | null;
          thumbnail_path?: string | null;
          title?: string;
          total_viewer_count?: number;
          updated_at?: string;
          venue?: string;
          viewer_count?: number;
        };
        Relationships: [
          {
            foreignKeyName: "live_sessions_provider_id_fkey";
            columns: ["provider_id"];
            isOneToOne: false;
            referencedRelation: "providers";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "live_sessions_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      message_preferences: {
        Row: {
          bookings: boolean;
          email_enabled: boolean;
          payments: boolean;
          phone: string | null;
          reminders: boolean;
          sms_enabled: boolean;
          updated_at: string;
          user_id: string;
          verification: boolean;
          whatsapp_enabled: boolean;
        };
        Insert: {
          bookings?: boolean;
          email_enabled?: boolean;
          payments?: boolean;
          phone?: string | null;
          reminders?: boolean;
          sms_enabled?: boolean;
          updated_at?: string;
          user_id?: string;
          verification?: boolean;
          whatsapp_enabled?: boolean;
        };
        Update: {
          bookings?: boolean;
          email_enabled?: boolean;
          payments?: boolean;
          phone?: string | null;
          reminders?: boolean;
          sms_enabled?: boolean;
          updated_at?: string;
          user_id?: string;
          verification?: boolean;
          whatsapp_enabled?: boolean;
        };
        Relationships: [];
      };
      notifications: {
        Row: {
          body: string;
          created_at: string;
          id: string;
          kind: string;
          link: string | null;
          params: Json;
          read_at: string | null;
          title: string;
          user_id: string;
        };
        Insert: {
          body?: string;
          created_at?: string;
          id?: string;
          kind: string;
          link?: string | null;
          params?: Json;
          read_at?: string | null;
          title: string;
          user_id: string;
        };
        Update: {
          body?: string;
          created_at?: string;
          id?: string;
          kind?: string;
          link?: string | null;
          params?: Json;
          read_at?: string | null;
          title?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      offering_meeting_links: {
        Row: { offering_id: string; updated_at: string; url: string };
        Insert: { offering_id: string; updated_at?: string; url: string };
        Update: { offering_id?: string; updated_at?: string; url?: string };
        Relationships: [
          {
            foreignKeyName: "offering_meeting_links_offering_id_fkey";
            columns: ["offering_id"];
            isOneToOne: true;
            referencedRelation: "offerings";
            referencedColumns: ["id"];
          },
        ];
      };
      offerings: {
        Row: {
          active: boolean;
          authorised_at: string | null;
          authorised_by_temple_id: string | null;
          created_at: string;
          description: string;
          duration_minutes: number;
          free_cancel_hours: number;
          host_listed: boolean;
          id: string;
          is_sample: boolean;
          kept_percent: number;
          kind: Database["public"]["Enums"]["offering_kind"];
          meeting_kind: Database["public"]["Enums"]["meeting_kind"];
          mode: Database["public"]["Enums"]["offering_mode"];
          price_paise: number;
          provider_id: string | null;
          samagri: string;
          schedule_time: string | null;
          schedule_weekdays: number[] | null;
          temple_id: string | null;
          title: string;
          updated_at: string;
        };
        Insert: {
          active?: boolean;
          authorised_at?: string | null;
          authorised_by_temple_id?: string | null;
          created_at?: string;
          description?: string;
          duration_minutes: number;
          free_cancel_hours?: number;
          host_listed?: boolean;
          id?: string;
          is_sample?: boolean;
          kept_percent?: number;
          kind: Database["public"]["Enums"]["offering_kind"];
          meeting_kind?: Database["public"]["Enums"]["meeting_kind"];
          mode: Database["public"]["Enums"]["offering_mode"];
          price_paise: number;
          provider_id?: string | null;
          samagri?: string;
          schedule_time?: string | null;
          schedule_weekdays?: number[] | null;
          temple_id?: string | null;
          title: string;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          authorised_at?: string | null;
          authorised_by_temple_id?: string | null;
          created_at?: string;
          description?: string;
          duration_minutes?: number;
          free_cancel_hours?: number;
          host_listed?: boolean;
          id?: string;
          is_sample?: boolean;
          kept_percent?: number;
          kind?: Database["public"]["Enums"]["offering_kind"];
          meeting_kind?: Database["public"]["Enums"]["meeting_kind"];
          mode?: Database["public"]["Enums"]["offering_mode"];
          price_paise?: number;
          provider_id?: string | null;
          samagri?: string;
          schedule_time?: string | null;
          schedule_weekdays?: number[] | null;
          temple_id?: string | null;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "offerings_authorised_by_temple_id_fkey";
            columns: ["authorised_by_temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "offerings_provider_id_fkey";
            columns: ["provider_id"];
            isOneToOne: false;
            referencedRelation: "providers";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "offerings_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      payments: {
        Row: {
          amount_paise: number;
          booking_id: string | null;
          captured_at: string | null;
          course_enrolment_id: string | null;
          created_at: string;
          currency: string;
          donation_id: string | null;
          failure_reason: string | null;
          gateway_payment_ref: string | null;
          id: string;
          method: string;
          order_ref: string | null;
          payer_id: string;
          provider_id: string | null;
          refund_paise: number;
          refund_ref: string | null;
          refund_status: string;
          refunded_at: string | null;
          status: Database["public"]["Enums"]["payment_status"];
          temple_id: string | null;
          updated_at: string;
          upi_reference: string | null;
        };
        Insert: {
          amount_paise: number;
          booking_id?: string | null;
          captured_at?: string | null;
          course_enrolment_id?: string | null;
          created_at?: string;
          currency?: string;
          donation_id?: string | null;
          failure_reason?: string | null;
          gateway_payment_ref?: string | null;
          id?: string;
          method: string;
          order_ref?: string | null;
          payer_id: string;
          provider_id?: string | null;
          refund_paise?: number;
          refund_ref?: string | null;
          refund_status?: string;
          refunded_at?: string | null;
          status?: Database["public"]["Enums"]["payment_status"];
          temple_id?: string | null;
          updated_at?: string;
          upi_reference?: string | null;
        };
        Update: {
          amount_paise?: number;
          booking_id?: string | null;
          captured_at?: string | null;
          course_enrolment_id?: string | null;
          created_at?: string;
          currency?: string;
          donation_id?: string | null;
          failure_reason?: string | null;
          gateway_payment_ref?: string | null;
          id?: string;
          method?: string;
          order_ref?: string | null;
          payer_id?: string;
          provider_id?: string | null;
          refund_paise?: number;
          refund_ref?: string | null;
          refund_status?: string;
          refunded_at?: string | null;
          status?: Database["public"]["Enums"]["payment_status"];
          temple_id?: string | null;
          updated_at?: string;
          upi_reference?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "payments_booking_id_fkey";
            columns: ["booking_id"];
            isOneToOne: false;
            referencedRelation: "bookings";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "payments_course_enrolment_id_fkey";
            columns: ["course_enrolment_id"];
            isOneToOne: false;
            referencedRelation: "course_enrolments";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "payments_donation_id_fkey";
            columns: ["donation_id"];
            isOneToOne: false;
            referencedRelation: "donations";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "payments_provider_id_fkey";
            columns: ["provider_id"];
            isOneToOne: false;
            referencedRelation: "providers";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "payments_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      phone_messages: {
        Row: {
          channel: string;
          dedupe_key: string;
          id: number;
          kind: string;
          provider: string;
          provider_message_id: string | null;
          recipient: string;
          sent_at: string;
          user_id: string | null;
        };
        Insert: {
          channel: string;
          dedupe_key: string;
          id?: never;
          kind: string;
          provider: string;
          provider_message_id?: string | null;
          recipient: string;
          sent_at?: string;
          user_id?: string | null;
        };
        Update: {
          channel?: string;
          dedupe_key?: string;
          id?: never;
          kind?: string;
          provider?: string;
          provider_message_id?: string | null;
          recipient?: string;
          sent_at?: string;
          user_id?: string | null;
        };
        Relationships: [];
      };
      phone_opt_outs: {
        Row: { channel: string; opted_out_at: string; phone: string };
        Insert: { channel: string; opted_out_at?: string; phone: string };
        Update: { channel?: string; opted_out_at?: string; phone?: string };
        Relationships: [];
      };
      profiles: {
        Row: {
          avatar_path: string | null;
          created_at: string;
          display_name: string;
          id: string;
          phone: string | null;
          preferred_language: string;
          updated_at: string;
        };
        Insert: {
          avatar_path?: string | null;
          created_at?: string;
          display_name?: string;
          id: string;
          phone?: string | null;
          preferred_language?: string;
          updated_at?: string;
        };
        Update: {
          avatar_path?: string | null;
          created_at?: string;
          display_name?: string;
          id?: string;
          phone?: string | null;
          preferred_language?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      providers: {
        Row: {
          bio: string;
          booking_horizon_days: number;
          buffer_minutes: number;
          city: string | null;
          created_at: string;
          display_name: string;
          follower_count: number;
          id: string;
          is_sample: boolean;
          kind: Database["public"]["Enums"]["provider_kind"];
          language_keys: string[];
          languages: string[];
          lowest_price_paise: number | null;
          offering_kinds: Database["public"]["Enums"]["offering_kind"][];
          offering_modes: Database["public"]["Enums"]["offering_mode"][];
          photo_alt: string | null;
          photo_path: string | null;
          rating: number | null;
          rating_tenths: number | null;
          rejection_reason: string | null;
          review_count: number;
          service_area: string | null;
          slug: string;
          specialisations: string[];
          time_zone: string;
          updated_at: string;
          upi_id: string | null;
          user_id: string;
          verification_status: Database["public"]["Enums"]["verification_status"];
          verified_at: string | null;
          years_experience: number | null;
        };
        Insert: {
          bio?: string;
          booking_horizon_days?: number;
          buffer_minutes?: number;
          city?: string | null;
          created_at?: string;
          display_name: string;
          follower_count?: number;
          id?: string;
          is_sample?: boolean;
          kind: Database["public"]["Enums"]["provider_kind"];
          language_keys?: string[];
          languages?: string[];
          lowest_price_paise?: number | null;
          offering_kinds?: Database["public"]["Enums"]["offering_kind"][];
          offering_modes?: Database["public"]["Enums"]["offering_mode"][];
          photo_alt?: string | null;
          photo_path?: string | null;
          rating?: number | null;
          rating_tenths?: number | null;
          rejection_reason?: string | null;
          review_count?: number;
          service_area?: string | null;
          slug: string;
          specialisations?: string[];
          time_zone?: string;
          updated_at?: string;
          upi_id?: string | null;
          user_id: string;
          verification_status?: Database["public"]["Enums"]["verification_status"];
          verified_at?: string | null;
          years_experience?: number | null;
        };
        Update: {
          bio?: string;
          booking_horizon_days?: number;
          buffer_minutes?: number;
          city?: string | null;
          created_at?: string;
          display_name?: string;
          follower_count?: number;
          id?: string;
          is_sample?: boolean;
          kind?: Database["public"]["Enums"]["provider_kind"];
          language_keys?: string[];
          languages?: string[];
          lowest_price_paise?: number | null;
          offering_kinds?: Database["public"]["Enums"]["offering_kind"][];
          offering_modes?: Database["public"]["Enums"]["offering_mode"][];
          photo_alt?: string | null;
          photo_path?: string | null;
          rating?: number | null;
          rating_tenths?: number | null;
          rejection_reason?: string | null;
          review_count?: number;
          service_area?: string | null;
          slug?: string;
          specialisations?: string[];
          time_zone?: string;
          updated_at?: string;
          upi_id?: string | null;
          user_id?: string;
          verification_status?: Database["public"]["Enums"]["verification_status"];
          verified_at?: string | null;
          years_experience?: number | null;
        };
        Relationships: [];
      };
      receipt_counters: {
        Row: { financial_year: string; last_number: number; temple_id: string; updated_at: string };
        Insert: {
          financial_year: string;
          last_number: number;
          temple_id: string;
          updated_at?: string;
        };
        Update: {
          financial_year?: string;
          last_number?: number;
          temple_id?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "receipt_counters_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      reports: {
        Row: {
          created_at: string;
          id: string;
          provider_id: string | null;
          reason: string;
          reporter_id: string;
          resolution_note: string | null;
          resolved_at: string | null;
          resolved_by: string | null;
          review_id: string | null;
          status: string;
          target_kind: string;
          temple_id: string | null;
        };
        Insert: {
          created_at?: string;
          id?: string;
          provider_id?: string | null;
          reason: string;
          reporter_id: string;
          resolution_note?: string | null;
          resolved_at?: string | null;
          resolved_by?: string | null;
          review_id?: string | null;
          status?: string;
          target_kind: string;
          temple_id?: string | null;
        };
        Update: {
          created_at?: string;
          id?: string;
          provider_id?: string | null;
          reason?: string;
          reporter_id?: string;
          resolution_note?: string | null;
          resolved_at?: string | null;
          resolved_by?: string | null;
          review_id?: string | null;
          status?: string;
          target_kind?: string;
          temple_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "reports_provider_id_fkey";
            columns: ["provider_id"];
            isOneToOne: false;
            referencedRelation: "providers";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "reports_review_id_fkey";
            columns: ["review_id"];
            isOneToOne: false;
            referencedRelation: "reviews";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "reports_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      reviews: {
        Row: {
          author_id: string;
          author_shown_as: string;
          body: string;
          booking_id: string;
          created_at: string;
          id: string;
          provider_id: string | null;
          rating: number;
          replied_at: string | null;
          reply: string | null;
          temple_id: string | null;
          updated_at: string;
        };
        Insert: {
          author_id: string;
          author_shown_as?: string;
          body?: string;
          booking_id: string;
          created_at?: string;
          id?: string;
          provider_id?: string | null;
          rating: number;
          replied_at?: string | null;
          reply?: string | null;
          temple_id?: string | null;
          updated_at?: string;
        };
        Update: {
          author_id?: string;
          author_shown_as?: string;
          body?: string;
          booking_id?: string;
          created_at?: string;
          id?: string;
          provider_id?: string | null;
          rating?: number;
          replied_at?: string | null;
          reply?: string | null;
          temple_id?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "reviews_booking_id_fkey";
            columns: ["booking_id"];
            isOneToOne: true;
            referencedRelation: "bookings";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "reviews_provider_id_fkey";
            columns: ["provider_id"];
            isOneToOne: false;
            referencedRelation: "providers";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "reviews_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      seva_programs: {
        Row: {
          active: boolean;
          created_at: string;
          description: string;
          goal_paise: number;
          host_listed: boolean;
          id: string;
          is_sample: boolean;
          promoted_until: string | null;
          raised_paise: number;
          sponsor_count: number;
          temple_id: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          active?: boolean;
          created_at?: string;
          description?: string;
          goal_paise: number;
          host_listed?: boolean;
          id?: string;
          is_sample?: boolean;
          promoted_until?: string | null;
          raised_paise?: number;
          sponsor_count?: number;
          temple_id: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          created_at?: string;
          description?: string;
          goal_paise?: number;
          host_listed?: boolean;
          id?: string;
          is_sample?: boolean;
          promoted_until?: string | null;
          raised_paise?: number;
          sponsor_count?: number;
          temple_id?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "seva_programs_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      temple_admin_invites: {
        Row: {
          accepted_at: string | null;
          created_at: string;
          email: string;
          expires_at: string;
          id: string;
          invited_by: string | null;
          temple_id: string;
        };
        Insert: {
          accepted_at?: string | null;
          created_at?: string;
          email: string;
          expires_at?: string;
          id?: string;
          invited_by?: string | null;
          temple_id: string;
        };
        Update: {
          accepted_at?: string | null;
          created_at?: string;
          email?: string;
          expires_at?: string;
          id?: string;
          invited_by?: string | null;
          temple_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "temple_admin_invites_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      temple_admins: {
        Row: { created_at: string; temple_id: string; user_id: string };
        Insert: { created_at?: string; temple_id: string; user_id: string };
        Update: { created_at?: string; temple_id?: string; user_id?: string };
        Relationships: [
          {
            foreignKeyName: "temple_admins_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      temple_announcements: {
        Row: {
          body: string;
          created_at: string;
          id: string;
          link: string | null;
          recipient_count: number;
          sent_by: string | null;
          temple_id: string;
          title: string;
        };
        Insert: {
          body: string;
          created_at?: string;
          id?: string;
          link?: string | null;
          recipient_count?: number;
          sent_by?: string | null;
          temple_id: string;
          title: string;
        };
        Update: {
          body?: string;
          created_at?: string;
          id?: string;
          link?: string | null;
          recipient_count?: number;
          sent_by?: string | null;
          temple_id?: string;
          title?: string;
        };
        Relationships: [
          {
            foreignKeyName: "temple_announcements_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      temple_events: {
        Row: {
          cancelled_at: string | null;
          capacity: number | null;
          created_at: string;
          description: string;
          duration_minutes: number | null;
          featured_until: string | null;
          host_listed: boolean;
          id: string;
          is_filling_fast: boolean | null;
          is_sample: boolean;
          kind: Database["public"]["Enums"]["temple_event_kind"];
          registration_count: number;
          registration_open: boolean;
          speaker: string | null;
          starts_at: string;
          temple_id: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          cancelled_at?: string | null;
          capacity?: number | null;
          created_at?: string;
          description?: string;
          duration_minutes?: number | null;
          featured_until?: string | null;
          host_listed?: boolean;
          id?: string;
          is_filling_fast?: boolean | null;
          is_sample?: boolean;
          kind: Database["public"]["Enums"]["temple_event_kind"];
          registration_count?: number;
          registration_open?: boolean;
          speaker?: string | null;
          starts_at: string;
          temple_id: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          cancelled_at?: string | null;
          capacity?: number | null;
          created_at?: string;
          description?: string;
          duration_minutes?: number | null;
          featured_until?: string | null;
          host_listed?: boolean;
          id?: string;
          is_filling_fast?: boolean | null;
          is_sample?: boolean;
          kind?: Database["public"]["Enums"]["temple_event_kind"];
          registration_count?: number;
          registration_open?: boolean;
          speaker?: string | null;
          starts_at?: string;
          temple_id?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "temple_events_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      temple_photos: {
        Row: {
          caption: string;
          created_at: string;
          host_listed: boolean;
          id: string;
          path: string;
          position: number;
          temple_id: string;
        };
        Insert: {
          caption?: string;
          created_at?: string;
          host_listed?: boolean;
          id?: string;
          path: string;
          position: number;
          temple_id: string;
        };
        Update: {
          caption?: string;
          created_at?: string;
          host_listed?: boolean;
          id?: string;
          path?: string;
          position?: number;
          temple_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "temple_photos_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      temple_providers: {
        Row: {
          created_at: string;
          invited_by: string | null;
          provider_id: string;
          responded_at: string | null;
          status: Database["public"]["Enums"]["temple_provider_status"];
          temple_id: string;
        };
        Insert: {
          created_at?: string;
          invited_by?: string | null;
          provider_id: string;
          responded_at?: string | null;
          status?: Database["public"]["Enums"]["temple_provider_status"];
          temple_id: string;
        };
        Update: {
          created_at?: string;
          invited_by?: string | null;
          provider_id?: string;
          responded_at?: string | null;
          status?: Database["public"]["Enums"]["temple_provider_status"];
          temple_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "temple_providers_provider_id_fkey";
            columns: ["provider_id"];
            isOneToOne: false;
            referencedRelation: "providers";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "temple_providers_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
      temples: {
        Row: {
          aarti_timings: string | null;
          address: string | null;
          city: string | null;
          created_at: string;
          created_by: string | null;
          darshan_timings: string | null;
          deity: string | null;
          description: string;
          eighty_g_number: string | null;
          eighty_g_valid_until: string | null;
          follower_count: number;
          id: string;
          is_sample: boolean;
          location: string | null;
          map_url: string | null;
          name: string;
          photo_alt: string | null;
          photo_path: string | null;
          receipt_prefix: string;
          registration_number: string | null;
          rejection_reason: string | null;
          slug: string;
          time_zone: string;
          updated_at: string;
          upi_id: string | null;
          verification_status: Database["public"]["Enums"]["verification_status"];
          verified_at: string | null;
        };
        Insert: {
          aarti_timings?: string | null;
          address?: string | null;
          city?: string | null;
          created_at?: string;
          created_by?: string | null;
          darshan_timings?: string | null;
          deity?: string | null;
          description?: string;
          eighty_g_number?: string | null;
          eighty_g_valid_until?: string | null;
          follower_count?: number;
          id?: string;
          is_sample?: boolean;
          location?: string | null;
          map_url?: string | null;
          name: string;
          photo_alt?: string | null;
          photo_path?: string | null;
          receipt_prefix: string;
          registration_number?: string | null;
          rejection_reason?: string | null;
          slug: string;
          time_zone?: string;
          updated_at?: string;
          upi_id?: string | null;
          verification_status?: Database["public"]["Enums"]["verification_status"];
          verified_at?: string | null;
        };
        Update: {
          aarti_timings?: string | null;
          address?: string | null;
          city?: string | null;
          created_at?: string;
          created_by?: string | null;
          darshan_timings?: string | null;
          deity?: string | null;
          description?: string;
          eighty_g_number?: string | null;
          eighty_g_valid_until?: string | null;
          follower_count?: number;
          id?: string;
          is_sample?: boolean;
          location?: string | null;
          map_url?: string | null;
          name?: string;
          photo_alt?: string | null;
          photo_path?: string | null;
          receipt_prefix?: string;
          registration_number?: string | null;
          rejection_reason?: string | null;
          slug?: string;
          time_zone?: string;
          updated_at?: string;
          upi_id?: string | null;
          verification_status?: Database["public"]["Enums"]["verification_status"];
          verified_at?: string | null;
        };
        Relationships: [];
      };
      time_off: {
        Row: {
          created_at: string;
          id: string;
          period: unknown;
          provider_id: string;
          reason: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          period: unknown;
          provider_id: string;
          reason?: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          period?: unknown;
          provider_id?: string;
          reason?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "time_off_provider_id_fkey";
            columns: ["provider_id"];
            isOneToOne: false;
            referencedRelation: "providers";
            referencedColumns: ["id"];
          },
        ];
      };
      user_roles: {
        Row: {
          created_at: string;
          id: string;
          is_primary: boolean;
          role: Database["public"]["Enums"]["app_role"];
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          is_primary?: boolean;
          role: Database["public"]["Enums"]["app_role"];
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          is_primary?: boolean;
          role?: Database["public"]["Enums"]["app_role"];
          user_id?: string;
        };
        Relationships: [];
      };
      verification_audit: {
        Row: {
          action: string;
          actor_id: string | null;
          created_at: string;
          id: number;
          provider_id: string | null;
          reason: string | null;
          subject_kind: string;
          temple_id: string | null;
        };
        Insert: {
          action: string;
          actor_id?: string | null;
          created_at?: string;
          id?: never;
          provider_id?: string | null;
          reason?: string | null;
          subject_kind: string;
          temple_id?: string | null;
        };
        Update: {
          action?: string;
          actor_id?: string | null;
          created_at?: string;
          id?: never;
          provider_id?: string | null;
          reason?: string | null;
          subject_kind?: string;
          temple_id?: string | null;
        };
        Relationships: [];
      };
      verification_requests: {
        Row: {
          decided_at: string | null;
          decision_reason: string | null;
          evidence_paths: string[];
          id: string;
          note: string | null;
          provider_id: string | null;
          reference: string | null;
          registration_number: string | null;
          status: Database["public"]["Enums"]["verification_status"];
          subject_kind: string;
          submitted_at: string;
          submitted_by: string;
          temple_id: string | null;
        };
        Insert: {
          decided_at?: string | null;
          decision_reason?: string | null;
          evidence_paths: string[];
          id?: string;
          note?: string | null;
          provider_id?: string | null;
          reference?: string | null;
          registration_number?: string | null;
          status?: Database["public"]["Enums"]["verification_status"];
          subject_kind: string;
          submitted_at?: string;
          submitted_by: string;
          temple_id?: string | null;
        };
        Update: {
          decided_at?: string | null;
          decision_reason?: string | null;
          evidence_paths?: string[];
          id?: string;
          note?: string | null;
          provider_id?: string | null;
          reference?: string | null;
          registration_number?: string | null;
          status?: Database["public"]["Enums"]["verification_status"];
          subject_kind?: string;
          submitted_at?: string;
          submitted_by?: string;
          temple_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "verification_requests_provider_id_fkey";
            columns: ["provider_id"];
            isOneToOne: false;
            referencedRelation: "providers";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "verification_requests_temple_id_fkey";
            columns: ["temple_id"];
            isOneToOne: false;
            referencedRelation: "temples";
            referencedColumns: ["id"];
          },
        ];
      };
    };
    Views: {
      provider_listings: {
        Row: {
          bio: string | null;
          city: string | null;
          display_name: string | null;
          follower_count: number | null;
          id: string | null;
          is_sample: boolean | null;
          kind: Database["public"]["Enums"]["provider_kind"] | null;
          language_keys: string[] | null;
          languages: string[] | null;
          lowest_price_paise: number | null;
          offering_kinds: Database["public"]["Enums"]["offering_kind"][] | null;
          offering_modes: Database["public"]["Enums"]["offering_mode"][] | null;
          photo_alt: string | null;
          photo_path: string | null;
          rating: number | null;
          rating_tenths: number | null;
          review_count: number | null;
          slug: string | null;
          specialisations: string[] | null;
          verification_status: Database["public"]["Enums"]["verification_status"] | null;
          verified_at: string | null;
          years_experience: number | null;
        };
        Insert: {
          bio?: string | null;
          city?: string | null;
          display_name?: string | null;
          follower_count?: number | null;
          id?: string | null;
          is_sample?: boolean | null;
          kind?: Database["public"]["Enums"]["provider_kind"] | null;
          language_keys?: string[] | null;
          languages?: string[] | null;
          lowest_price_paise?: number | null;
          offering_kinds?: Database["public"]["Enums"]["offering_kind"][] | null;
          offering_modes?: Database["public"]["Enums"]["offering_mode"][] | null;
          photo_alt?: string | null;
          photo_path?: string | null;
          rating?: number | null;
          rating_tenths?: number | null;
          review_count?: number | null;
          slug?: string | null;
          specialisations?: string[] | null;
          verification_status?: Database["public"]["Enums"]["verification_status"] | null;
          verified_at?: string | null;
          years_experience?: number | null;
        };
        Update: {
          bio?: string | null;
          city?: string | null;
          display_name?: string | null;
          follower_count?: number | null;
          id?: string | null;
          is_sample?: boolean | null;
          kind?: Database["public"]["Enums"]["provider_kind"] | null;
          language_keys?: string[] | null;
          languages?: string[] | null;
          lowest_price_paise?: number | null;
          offering_kinds?: Database["public"]["Enums"]["offering_kind"][] | null;
          offering_modes?: Database["public"]["Enums"]["offering_mode"][] | null;
          photo_alt?: string | null;
          photo_path?: string | null;
          rating?: number | null;
          rating_tenths?: number | null;
          review_count?: number | null;
          slug?: string | null;
          specialisations?: string[] | null;
          verification_status?: Database["public"]["Enums"]["verification_status"] | null;
          verified_at?: string | null;
          years_experience?: number | null;
        };
        Relationships: [];
      };
      public_reviews: {
        Row: {
          author_name: string | null;
          body: string | null;
          created_at: string | null;
          id: string | null;
          offering_id: string | null;
          provider_id: string | null;
          rating: number | null;
          replied_at: string | null;
          reply: string | null;
          temple_id: string | null;
          updated_at: string | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      accept_temple_admin_invite: {
        Args: { invite_id: string };
        Returns: { created_at: string; temple_id: string; user_id: string };
        SetofOptions: {
          from: "*";
          to: "temple_admins";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      answer_booking_time: {
        Args: { accept: boolean; booking_id: string };
        Returns: {
          address: string | null;
          blocked: unknown;
          cancel_reason: string | null;
          cancelled_at: string | null;
          cancelled_by: Database["public"]["Enums"]["booking_party"] | null;
          completed_at: string | null;
          contact_phone: string | null;
          created_at: string;
          devotee_id: string;
          devotee_name: string;
          family_members: string;
          free_cancel_hours: number;
          gotra: string;
          id: string;
          is_prepaid: boolean;
          is_sample: boolean;
          kept_percent: number;
          mode: Database["public"]["Enums"]["booking_mode"];
          nakshatra: string;
          note: string;
          offering_id: string;
          paid_at: string | null;
          payment_method: string | null;
          price_paise: number;
          provider_id: string | null;
          recording_url: string | null;
          refundable_paise: number | null;
          responded_at: string | null;
          response_reason: string | null;
          sankalp_name: string;
          slot: unknown;
          status: Database["public"]["Enums"]["booking_status"];
          temple_id: string | null;
          title: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "bookings";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      available_slots: {
        Args: {
          duration_minutes?: number;
          provider_id: string;
          range_end: string;
          range_start: string;
        };
        Returns: { ends_at: string; starts_at: string }[];
      };
      book_offering: {
        Args: {
          address?: string;
          contact_phone?: string;
          family_members?: string;
          gotra?: string;
          mode?: Database["public"]["Enums"]["booking_mode"];
          nakshatra?: string;
          note?: string;
          offering_id: string;
          sankalp_name?: string;
          starts_at: string;
        };
        Returns: {
          address: string | null;
          blocked: unknown;
          cancel_reason: string | null;
          cancelled_at: string | null;
          cancelled_by: Database["public"]["Enums"]["booking_party"] | null;
          completed_at: string | null;
          contact_phone: string | null;
          created_at: string;
          devotee_id: string;
          devotee_name: string;
          family_members: string;
          free_cancel_hours: number;
          gotra: string;
          id: string;
          is_prepaid: boolean;
          is_sample: boolean;
          kept_percent: number;
          mode: Database["public"]["Enums"]["booking_mode"];
          nakshatra: string;
          note: string;
          offering_id: string;
          paid_at: string | null;
          payment_method: string | null;
          price_paise: number;
          provider_id: string | null;
          recording_url: string | null;
          refundable_paise: number | null;
          responded_at: string | null;
          response_reason: string | null;
          sankalp_name: string;
          slot: unknown;
          status: Database["public"]["Enums"]["booking_status"];
          temple_id: string | null;
          title: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "bookings";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      cancel_booking: {
        Args: { booking_id: string; reason?: string };
        Returns: {
          address: string | null;
          blocked: unknown;
          cancel_reason: string | null;
          cancelled_at: string | null;
          cancelled_by: Database["public"]["Enums"]["booking_party"] | null;
          completed_at: string | null;
          contact_phone: string | null;
          created_at: string;
          devotee_id: string;
          devotee_name: string;
          family_members: string;
          free_cancel_hours: number;
          gotra: string;
          id: string;
          is_prepaid: boolean;
          is_sample: boolean;
          kept_percent: number;
          mode: Database["public"]["Enums"]["booking_mode"];
          nakshatra: string;
          note: string;
          offering_id: string;
          paid_at: string | null;
          payment_method: string | null;
          price_paise: number;
          provider_id: string | null;
          recording_url: string | null;
          refundable_paise: number | null;
          responded_at: string | null;
          response_reason: string | null;
          sankalp_name: string;
          slot: unknown;
          status: Database["public"]["Enums"]["booking_status"];
          temple_id: string | null;
          title: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "bookings";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      cancel_course: {
        Args: { course_id: string };
        Returns: {
          cancelled_at: string | null;
          created_at: string;
          description: string;
          enrolled_count: number;
          id: string;
          language: string;
          meeting_kind: Database["public"]["Enums"]["meeting_kind"];
          price_paise: number;
          provider_id: string;
          seat_limit: number | null;
          status: Database["public"]["Enums"]["course_status"];
          title: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "courses";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      change_booking_meeting: {
        Args: { booking_id: string; link?: string };
        Returns: {
          booking_id: string;
          kind: Database["public"]["Enums"]["meeting_kind"];
          updated_at: string;
          url: string | null;
        };
        SetofOptions: {
          from: "*";
          to: "booking_meetings";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      complete_booking: {
        Args: { booking_id: string };
        Returns: {
          address: string | null;
          blocked: unknown;
          cancel_reason: string | null;
          cancelled_at: string | null;
          cancelled_by: Database["public"]["Enums"]["booking_party"] | null;
          completed_at: string | null;
          contact_phone: string | null;
          created_at: string;
          devotee_id: string;
          devotee_name: string;
          family_members: string;
          free_cancel_hours: number;
          gotra: string;
          id: string;
          is_prepaid: boolean;
          is_sample: boolean;
          kept_percent: number;
          mode: Database["public"]["Enums"]["booking_mode"];
          nakshatra: string;
          note: string;
          offering_id: string;
          paid_at: string | null;
          payment_method: string | null;
          price_paise: number;
          provider_id: string | null;
          recording_url: string | null;
          refundable_paise: number | null;
          responded_at: string | null;
          response_reason: string | null;
          sankalp_name: string;
          slot: unknown;
          status: Database["public"]["Enums"]["booking_status"];
          temple_id: string | null;
          title: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "bookings";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      confirm_refund_returned: {
        Args: { payment: string };
        Returns: {
          amount_paise: number;
          booking_id: string | null;
          captured_at: string | null;
          course_enrolment_id: string | null;
          created_at: string;
          currency: string;
          donation_id: string | null;
          failure_reason: string | null;
          gateway_payment_ref: string | null;
          id: string;
          method: string;
          order_ref: string | null;
          payer_id: string;
          provider_id: string | null;
          refund_paise: number;
          refund_ref: string | null;
          refund_status: string;
          refunded_at: string | null;
          status: Database["public"]["Enums"]["payment_status"];
          temple_id: string | null;
          updated_at: string;
          upi_reference: string | null;
        };
        SetofOptions: {
          from: "*";
          to: "payments";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      confirm_upi_payment: {
        Args: { payment: string };
        Returns: {
          amount_paise: number;
          booking_id: string | null;
          captured_at: string | null;
          course_enrolment_id: string | null;
          created_at: string;
          currency: string;
          donation_id: string | null;
          failure_reason: string | null;
          gateway_payment_ref: string | null;
          id: string;
          method: string;
          order_ref: string | null;
          payer_id: string;
          provider_id: string | null;
          refund_paise: number;
          refund_ref: string | null;
          refund_status: string;
          refunded_at: string | null;
          status: Database["public"]["Enums"]["payment_status"];
          temple_id: string | null;
          updated_at: string;
          upi_reference: string | null;
        };
        SetofOptions: {
          from: "*";
          to: "payments";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      create_course: {
        Args: {
          description?: string;
          language?: string;
          meeting_kind?: Database["public"]["Enums"]["meeting_kind"];
          meeting_link?: string;
          price_paise?: number;
          publish?: boolean;
          seat_limit?: number;
          sessions: Json;
          title: string;
        };
        Returns: {
          cancelled_at: string | null;
          created_at: string;
          description: string;
          enrolled_count: number;
          id: string;
          language: string;
          meeting_kind: Database["public"]["Enums"]["meeting_kind"];
          price_paise: number;
          provider_id: string;
          seat_limit: number | null;
          status: Database["public"]["Enums"]["course_status"];
          title: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "courses";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      custom_access_token_hook: { Args: { event: Json }; Returns: Json };
      decide_report: {
        Args: { action: string; note: string; report: string };
        Returns: {
          created_at: string;
          id: string;
          provider_id: string | null;
          reason: string;
          reporter_id: string;
          resolution_note: string | null;
          resolved_at: string | null;
          resolved_by: string | null;
          review_id: string | null;
          status: string;
          target_kind: string;
          temple_id: string | null;
        };
        SetofOptions: {
          from: "*";
          to: "reports";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      decide_verification: {
        Args: { decision: string; kind: string; reason?: string; subject: string };
        Returns: Json;
      };
      dismiss_live_chat_reports: { Args: { message_id: string }; Returns: undefined };
      enrol_in_course: {
        Args: { course_id: string };
        Returns: {
          cancelled_at: string | null;
          course_id: string;
          created_at: string;
          devotee_id: string;
          devotee_name: string;
          id: string;
          paid_at: string | null;
          payment_method: string | null;
          price_paise: number;
          status: Database["public"]["Enums"]["course_enrolment_status"];
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "course_enrolments";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      feature_temple_event: {
        Args: { event_id: string; until: string };
        Returns: {
          cancelled_at: string | null;
          capacity: number | null;
          created_at: string;
          description: string;
          duration_minutes: number | null;
          featured_until: string | null;
          host_listed: boolean;
          id: string;
          is_filling_fast: boolean | null;
          is_sample: boolean;
          kind: Database["public"]["Enums"]["temple_event_kind"];
          registration_count: number;
          registration_open: boolean;
          speaker: string | null;
          starts_at: string;
          temple_id: string;
          title: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "temple_events";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      go_live_now: {
        Args: {
          kind: Database["public"]["Enums"]["live_session_kind"];
          stream_url: string;
          temple_id: string;
          title: string;
        };
        Returns: {
          chat_enabled: boolean;
          created_at: string;
          description: string;
          donations_enabled: boolean;
          duration_minutes: number | null;
          ended_at: string | null;
          host_listed: boolean;
          id: string;
          is_public: boolean;
          is_sample: boolean;
          kind: Database["public"]["Enums"]["live_session_kind"];
          peak_viewer_count: number;
          presenter_name: string | null;
          provider_id: string | null;
          reminder_count: number;
          sample_list: string | null;
          started_at: string | null;
          starts_at: string;
          status: Database["public"]["Enums"]["live_session_status"];
          stream_url: string | null;
          temple_id: string | null;
          thumbnail_alt: string | null;
          thumbnail_path: string | null;
          title: string;
          total_viewer_count: number;
          updated_at: string;
          venue: string;
          viewer_count: number;
        };
        SetofOptions: {
          from: "*";
          to: "live_sessions";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      invite_temple_admin: {
        Args: { email: string; temple_id: string };
        Returns: {
          accepted_at: string | null;
          created_at: string;
          email: string;
          expires_at: string;
          id: string;
          invited_by: string | null;
          temple_id: string;
        };
        SetofOptions: {
          from: "*";
          to: "temple_admin_invites";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      invite_temple_provider: {
        Args: { provider_id: string; temple_id: string };
        Returns: {
          created_at: string;
          invited_by: string | null;
          provider_id: string;
          responded_at: string | null;
          status: Database["public"]["Enums"]["temple_provider_status"];
          temple_id: string;
        };
        SetofOptions: {
          from: "*";
          to: "temple_providers";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      leave_live_session: { Args: { session_id: string }; Returns: number };
      list_event_registrations: {
        Args: { event_id: string };
        Returns: { display_name: string; registered_at: string; seats: number; user_id: string }[];
      };
      list_temple_admins: {
        Args: { temple_id: string };
        Returns: { display_name: string; email: string; user_id: string }[];
      };
      list_temple_followers: {
        Args: { temple_id: string };
        Returns: { display_name: string; followed_at: string }[];
      };
      live_chat_report_queue: {
        Args: never;
        Returns: {
          author_name: string;
          body: string;
          message_id: string;
          message_removed: boolean;
          reason: string;
          report_id: string;
          reported_at: string;
          reporter_name: string;
          session_id: string;
          session_title: string;
        }[];
      };
      mark_paid_after_visit: {
        Args: { booking: string; method: string };
        Returns: {
          amount_paise: number;
          booking_id: string | null;
          captured_at: string | null;
          course_enrolment_id: string | null;
          created_at: string;
          currency: string;
          donation_id: string | null;
          failure_reason: string | null;
          gateway_payment_ref: string | null;
          id: string;
          method: string;
          order_ref: string | null;
          payer_id: string;
          provider_id: string | null;
          refund_paise: number;
          refund_ref: string | null;
          refund_status: string;
          refunded_at: string | null;
          status: Database["public"]["Enums"]["payment_status"];
          temple_id: string | null;
          updated_at: string;
          upi_reference: string | null;
        };
        SetofOptions: {
          from: "*";
          to: "payments";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      mark_pooja_performed: {
        Args: { booking_id: string; recording_url?: string };
        Returns: {
          address: string | null;
          blocked: unknown;
          cancel_reason: string | null;
          cancelled_at: string | null;
          cancelled_by: Database["public"]["Enums"]["booking_party"] | null;
          completed_at: string | null;
          contact_phone: string | null;
          created_at: string;
          devotee_id: string;
          devotee_name: string;
          family_members: string;
          free_cancel_hours: number;
          gotra: string;
          id: string;
          is_prepaid: boolean;
          is_sample: boolean;
          kept_percent: number;
          mode: Database["public"]["Enums"]["booking_mode"];
          nakshatra: string;
          note: string;
          offering_id: string;
          paid_at: string | null;
          payment_method: string | null;
          price_paise: number;
          provider_id: string | null;
          recording_url: string | null;
          refundable_paise: number | null;
          responded_at: string | null;
          response_reason: string | null;
          sankalp_name: string;
          slot: unknown;
          status: Database["public"]["Enums"]["booking_status"];
          temple_id: string | null;
          title: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "bookings";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      mark_upi_sent: {
        Args: { payment: string; upi_reference: string };
        Returns: {
          amount_paise: number;
          booking_id: string | null;
          captured_at: string | null;
          course_enrolment_id: string | null;
          created_at: string;
          currency: string;
          donation_id: string | null;
          failure_reason: string | null;
          gateway_payment_ref: string | null;
          id: string;
          method: string;
          order_ref: string | null;
          payer_id: string;
          provider_id: string | null;
          refund_paise: number;
          refund_ref: string | null;
          refund_status: string;
          refunded_at: string | null;
          status: Database["public"]["Enums"]["payment_status"];
          temple_id: string | null;
          updated_at: string;
          upi_reference: string | null;
        };
        SetofOptions: {
          from: "*";
          to: "payments";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      moderates_live_chat: { Args: { session_id: string }; Returns: boolean };
      move_temple_photo: { Args: { direction: number; photo_id: string }; Returns: undefined };
      mute_live_chat_user: { Args: { session_id: string; user_id: string }; Returns: undefined };
      my_phone_opt_outs: { Args: never; Returns: { channel: string; phone: string }[] };
      my_temple_admin_invites: {
        Args: never;
        Returns: { expires_at: string; id: string; temple_name: string; temple_slug: string }[];
      };
      post_live_chat_message: {
        Args: { body: string; session_id: string };
        Returns: {
          author_name: string;
          body: string;
          created_at: string;
          id: string;
          removed_at: string | null;
          removed_by: string | null;
          session_id: string;
          user_id: string;
        };
        SetofOptions: {
          from: "*";
          to: "live_chat_messages";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      promote_seva_program: {
        Args: { program_id: string; until: string };
        Returns: {
          active: boolean;
          created_at: string;
          description: string;
          goal_paise: number;
          host_listed: boolean;
          id: string;
          is_sample: boolean;
          promoted_until: string | null;
          raised_paise: number;
          sponsor_count: number;
          temple_id: string;
          title: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "seva_programs";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      propose_booking_time: {
        Args: { booking_id: string; starts_at: string };
        Returns: {
          booking_id: string;
          created_at: string;
          proposed_by: string | null;
          slot: unknown;
        };
        SetofOptions: {
          from: "*";
          to: "booking_time_proposals";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      provider_earnings: {
        Args: { provider_id: string };
        Returns: {
          earned_paise: number;
          month: string;
          paid_count: number;
          unpaid_count: number;
          unpaid_paise: number;
        }[];
      };
      record_donation: {
        Args: {
          amount_paise: number;
          donor_name?: string;
          is_anonymous?: boolean;
          message?: string;
          pan?: string;
          seva_program_id: string;
        };
        Returns: {
          amount_paise: number;
          created_at: string;
          donor_id: string;
          donor_name: string | null;
          id: string;
          is_anonymous: boolean;
          is_sample: boolean;
          message: string;
          paid_at: string | null;
          pan: string | null;
          receipt_issued_at: string | null;
          receipt_number: string | null;
          seva_program_id: string;
          status: Database["public"]["Enums"]["donation_status"];
          temple_id: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "donations";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      remove_live_chat_message: { Args: { id: string }; Returns: undefined };
      remove_temple_provider: {
        Args: { provider_id: string; temple_id: string };
        Returns: undefined;
      };
      reply_to_review: {
        Args: { body: string; review: string };
        Returns: {
          author_id: string;
          author_shown_as: string;
          body: string;
          booking_id: string;
          created_at: string;
          id: string;
          provider_id: string | null;
          rating: number;
          replied_at: string | null;
          reply: string | null;
          temple_id: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "reviews";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      report_content: {
        Args: { kind: string; reason: string; target: string };
        Returns: {
          created_at: string;
          id: string;
          provider_id: string | null;
          reason: string;
          reporter_id: string;
          resolution_note: string | null;
          resolved_at: string | null;
          resolved_by: string | null;
          review_id: string | null;
          status: string;
          target_kind: string;
          temple_id: string | null;
        };
        SetofOptions: {
          from: "*";
          to: "reports";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      report_live_chat_message: { Args: { id: string; reason: string }; Returns: undefined };
      report_reporters: {
        Args: { reports: string[] };
        Returns: { report: string; reporter_name: string }[];
      };
      report_upi_not_received: {
        Args: { payment: string };
        Returns: {
          amount_paise: number;
          booking_id: string | null;
          captured_at: string | null;
          course_enrolment_id: string | null;
          created_at: string;
          currency: string;
          donation_id: string | null;
          failure_reason: string | null;
          gateway_payment_ref: string | null;
          id: string;
          method: string;
          order_ref: string | null;
          payer_id: string;
          provider_id: string | null;
          refund_paise: number;
          refund_ref: string | null;
          refund_status: string;
          refunded_at: string | null;
          status: Database["public"]["Enums"]["payment_status"];
          temple_id: string | null;
          updated_at: string;
          upi_reference: string | null;
        };
        SetofOptions: {
          from: "*";
          to: "payments";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      request_temple_verification: {
        Args: { temple_id: string };
        Returns: {
          aarti_timings: string | null;
          address: string | null;
          city: string | null;
          created_at: string;
          created_by: string | null;
          darshan_timings: string | null;
          deity: string | null;
          description: string;
          eighty_g_number: string | null;
          eighty_g_valid_until: string | null;
          follower_count: number;
          id: string;
          is_sample: boolean;
          location: string | null;
          map_url: string | null;
          name: string;
          photo_alt: string | null;
          photo_path: string | null;
          receipt_prefix: string;
          registration_number: string | null;
          rejection_reason: string | null;
          slug: string;
          time_zone: string;
          updated_at: string;
          upi_id: string | null;
          verification_status: Database["public"]["Enums"]["verification_status"];
          verified_at: string | null;
        };
        SetofOptions: {
          from: "*";
          to: "temples";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      request_verification: {
        Args: never;
        Returns: {
          bio: string;
          booking_horizon_days: number;
          buffer_minutes: number;
          city: string | null;
          created_at: string;
          display_name: string;
          follower_count: number;
          id: string;
          is_sample: boolean;
          kind: Database["public"]["Enums"]["provider_kind"];
          language_keys: string[];
          languages: string[];
          lowest_price_paise: number | null;
          offering_kinds: Database["public"]["Enums"]["offering_kind"][];
          offering_modes: Database["public"]["Enums"]["offering_mode"][];
          photo_alt: string | null;
          photo_path: string | null;
          rating: number | null;
          rating_tenths: number | null;
          rejection_reason: string | null;
          review_count: number;
          service_area: string | null;
          slug: string;
          specialisations: string[];
          time_zone: string;
          updated_at: string;
          upi_id: string | null;
          user_id: string;
          verification_status: Database["public"]["Enums"]["verification_status"];
          verified_at: string | null;
          years_experience: number | null;
        };
        SetofOptions: {
          from: "*";
          to: "providers";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      reschedule_booking: {
        Args: { booking_id: string; starts_at: string };
        Returns: {
          address: string | null;
          blocked: unknown;
          cancel_reason: string | null;
          cancelled_at: string | null;
          cancelled_by: Database["public"]["Enums"]["booking_party"] | null;
          completed_at: string | null;
          contact_phone: string | null;
          created_at: string;
          devotee_id: string;
          devotee_name: string;
          family_members: string;
          free_cancel_hours: number;
          gotra: string;
          id: string;
          is_prepaid: boolean;
          is_sample: boolean;
          kept_percent: number;
          mode: Database["public"]["Enums"]["booking_mode"];
          nakshatra: string;
          note: string;
          offering_id: string;
          paid_at: string | null;
          payment_method: string | null;
          price_paise: number;
          provider_id: string | null;
          recording_url: string | null;
          refundable_paise: number | null;
          responded_at: string | null;
          response_reason: string | null;
          sankalp_name: string;
          slot: unknown;
          status: Database["public"]["Enums"]["booking_status"];
          temple_id: string | null;
          title: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "bookings";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      resolve_report: {
        Args: { note?: string; report: string; status: string };
        Returns: {
          created_at: string;
          id: string;
          provider_id: string | null;
          reason: string;
          reporter_id: string;
          resolution_note: string | null;
          resolved_at: string | null;
          resolved_by: string | null;
          review_id: string | null;
          status: string;
          target_kind: string;
          temple_id: string | null;
        };
        SetofOptions: {
          from: "*";
          to: "reports";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      respond_to_booking: {
        Args: { accept: boolean; booking_id: string; reason?: string };
        Returns: {
          address: string | null;
          blocked: unknown;
          cancel_reason: string | null;
          cancelled_at: string | null;
          cancelled_by: Database["public"]["Enums"]["booking_party"] | null;
          completed_at: string | null;
          contact_phone: string | null;
          created_at: string;
          devotee_id: string;
          devotee_name: string;
          family_members: string;
          free_cancel_hours: number;
          gotra: string;
          id: string;
          is_prepaid: boolean;
          is_sample: boolean;
          kept_percent: number;
          mode: Database["public"]["Enums"]["booking_mode"];
          nakshatra: string;
          note: string;
          offering_id: string;
          paid_at: string | null;
          payment_method: string | null;
          price_paise: number;
          provider_id: string | null;
          recording_url: string | null;
          refundable_paise: number | null;
          responded_at: string | null;
          response_reason: string | null;
          sankalp_name: string;
          slot: unknown;
          status: Database["public"]["Enums"]["booking_status"];
          temple_id: string | null;
          title: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "bookings";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      respond_to_temple_invitation: {
        Args: { accept: boolean; temple_id: string };
        Returns: {
          created_at: string;
          invited_by: string | null;
          provider_id: string;
          responded_at: string | null;
          status: Database["public"]["Enums"]["temple_provider_status"];
          temple_id: string;
        };
        SetofOptions: {
          from: "*";
          to: "temple_providers";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      save_katha_series: {
        Args: {
          capacity?: number;
          description?: string;
          event_id?: string;
          sessions: Json;
          speaker: string;
          temple_id: string;
          title: string;
        };
        Returns: {
          cancelled_at: string | null;
          capacity: number | null;
          created_at: string;
          description: string;
          duration_minutes: number | null;
          featured_until: string | null;
          host_listed: boolean;
          id: string;
          is_filling_fast: boolean | null;
          is_sample: boolean;
          kind: Database["public"]["Enums"]["temple_event_kind"];
          registration_count: number;
          registration_open: boolean;
          speaker: string | null;
          starts_at: string;
          temple_id: string;
          title: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "temple_events";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      send_temple_announcement: {
        Args: { body: string; link?: string; temple_id: string; title: string };
        Returns: {
          body: string;
          created_at: string;
          id: string;
          link: string | null;
          recipient_count: number;
          sent_by: string | null;
          temple_id: string;
          title: string;
        };
        SetofOptions: {
          from: "*";
          to: "temple_announcements";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_live_session_status: {
        Args: {
          session_id: string;
          status: Database["public"]["Enums"]["live_session_status"];
          stream_url?: string;
        };
        Returns: {
          chat_enabled: boolean;
          created_at: string;
          description: string;
          donations_enabled: boolean;
          duration_minutes: number | null;
          ended_at: string | null;
          host_listed: boolean;
          id: string;
          is_public: boolean;
          is_sample: boolean;
          kind: Database["public"]["Enums"]["live_session_kind"];
          peak_viewer_count: number;
          presenter_name: string | null;
          provider_id: string | null;
          reminder_count: number;
          sample_list: string | null;
          started_at: string | null;
          starts_at: string;
          status: Database["public"]["Enums"]["live_session_status"];
          stream_url: string | null;
          temple_id: string | null;
          thumbnail_alt: string | null;
          thumbnail_path: string | null;
          title: string;
          total_viewer_count: number;
          updated_at: string;
          venue: string;
          viewer_count: number;
        };
        SetofOptions: {
          from: "*";
          to: "live_sessions";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_offering_meeting: {
        Args: {
          kind: Database["public"]["Enums"]["meeting_kind"];
          link?: string;
          offering_id: string;
        };
        Returns: {
          active: boolean;
          authorised_at: string | null;
          authorised_by_temple_id: string | null;
          created_at: string;
          description: string;
          duration_minutes: number;
          free_cancel_hours: number;
          host_listed: boolean;
          id: string;
          is_sample: boolean;
          kept_percent: number;
          kind: Database["public"]["Enums"]["offering_kind"];
          meeting_kind: Database["public"]["Enums"]["meeting_kind"];
          mode: Database["public"]["Enums"]["offering_mode"];
          price_paise: number;
          provider_id: string | null;
          samagri: string;
          schedule_time: string | null;
          schedule_weekdays: number[] | null;
          temple_id: string | null;
          title: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "offerings";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_primary_role: {
        Args: { role: Database["public"]["Enums"]["app_role"] };
        Returns: undefined;
      };
      set_temple_authorisation: {
        Args: { authorised: boolean; offering: string; temple: string };
        Returns: {
          active: boolean;
          authorised_at: string | null;
          authorised_by_temple_id: string | null;
          created_at: string;
          description: string;
          duration_minutes: number;
          free_cancel_hours: number;
          host_listed: boolean;
          id: string;
          is_sample: boolean;
          kept_percent: number;
          kind: Database["public"]["Enums"]["offering_kind"];
          meeting_kind: Database["public"]["Enums"]["meeting_kind"];
          mode: Database["public"]["Enums"]["offering_mode"];
          price_paise: number;
          provider_id: string | null;
          samagri: string;
          schedule_time: string | null;
          schedule_weekdays: number[] | null;
          temple_id: string | null;
          title: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "offerings";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_verification_status: {
        Args: {
          kind: string;
          reason?: string;
          slug: string;
          status: Database["public"]["Enums"]["verification_status"];
        };
        Returns: Json;
      };
      submit_verification: {
        Args: {
          evidence_paths: string[];
          kind: string;
          note?: string;
          reference?: string;
          registration_number?: string;
          subject: string;
        };
        Returns: {
          decided_at: string | null;
          decision_reason: string | null;
          evidence_paths: string[];
          id: string;
          note: string | null;
          provider_id: string | null;
          reference: string | null;
          registration_number: string | null;
          status: Database["public"]["Enums"]["verification_status"];
          subject_kind: string;
          submitted_at: string;
          submitted_by: string;
          temple_id: string | null;
        };
        SetofOptions: {
          from: "*";
          to: "verification_requests";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      temple_donation_totals: {
        Args: { temple_id: string };
        Returns: {
          month: string;
          paid_count: number;
          paid_paise: number;
          pledged_count: number;
          pledged_paise: number;
          program_title: string;
          seva_program_id: string;
        }[];
      };
      temple_pooja_times: {
        Args: { offering_id: string; range_end: string; range_start: string };
        Returns: { ends_at: string; starts_at: string }[];
      };
      watch_live_session: { Args: { session_id: string }; Returns: number };
    };
    Enums: {
      app_role: "devotee" | "guru" | "pujari" | "temple_admin";
      booking_mode: "online" | "offline";
      booking_party: "devotee" | "provider" | "platform";
      booking_status:
        "requested" | "confirmed" | "completed" | "declined" | "cancelled" | "expired";
      course_enrolment_status: "pending" | "enrolled" | "cancelled";
      course_status: "draft" | "published" | "cancelled";
      donation_status: "pending" | "paid" | "failed" | "refunded";
      job_status: "queued" | "running" | "done" | "failed";
      live_session_kind:
        "aarti" | "darshan" | "pravachan" | "bhajan" | "katha" | "meditation" | "prayer" | "event";
      live_session_status: "scheduled" | "live" | "ended" | "cancelled";
      meeting_kind: "video_link" | "private_room" | "phone_call" | "at_address";
      offering_kind:
        "consultation" | "home_pooja" | "online_pooja" | "katha" | "sankalp" | "temple_pooja";
      offering_mode: "online" | "offline" | "both";
      payment_status:
        "created" | "awaiting_confirmation" | "authorized" | "captured" | "failed" | "refunded";
      provider_kind: "guru" | "pujari";
      temple_event_kind: "special_pooja" | "katha_series" | "festival";
      temple_provider_status: "invited" | "accepted" | "declined";
      verification_status: "pending" | "verified" | "rejected" | "suspended";
    };
    CompositeTypes: { [_ in never]: never };
  };
};

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema["CompositeTypes"] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      app_role: ["devotee", "guru", "pujari", "temple_admin"],
      booking_mode: ["online", "offline"],
      booking_party: ["devotee", "provider", "platform"],
      booking_status: ["requested", "confirmed", "completed", "declined", "cancelled", "expired"],
      course_enrolment_status: ["pending", "enrolled", "cancelled"],
      course_status: ["draft", "published", "cancelled"],
      donation_status: ["pending", "paid", "failed", "refunded"],
      job_status: ["queued", "running", "done", "failed"],
      live_session_kind: [
        "aarti",
        "darshan",
        "pravachan",
        "bhajan",
        "katha",
        "meditation",
        "prayer",
        "event",
      ],
      live_session_status: ["scheduled", "live", "ended", "cancelled"],
      meeting_kind: ["video_link", "private_room", "phone_call", "at_address"],
      offering_kind: [
        "consultation",
        "home_pooja",
        "online_pooja",
        "katha",
        "sankalp",
        "temple_pooja",
      ],
      offering_mode: ["online", "offline", "both"],
      payment_status: [
        "created",
        "awaiting_confirmation",
        "authorized",
        "captured",
        "failed",
        "refunded",
      ],
      provider_kind: ["guru", "pujari"],
      temple_event_kind: ["special_pooja", "katha_series", "festival"],
      temple_provider_status: ["invited", "accepted", "declined"],
      verification_status: ["pending", "verified", "rejected", "suspended"],
    },
  },
} as const;
