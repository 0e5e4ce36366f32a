/** A temple's seva program as its admins see it, paused ones included. */
export interface AdminSevaProgram {
  id: string;
  title: string;
  description: string;
  goal_paise: number;
  raised_paise: number;
  sponsor_count: number;
  active: boolean;
  promoted_until: string | null;
  is_sample: boolean;
  /** Whether promoted_until was still ahead when the list was read. */
  is_promoted: boolean;
}
