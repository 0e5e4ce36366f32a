/** A temple's seva program as every list of them reads it: what it is for, its goal and what donations have raised. */
export interface SevaProgramSummary {
  id: string;
  title: string;
  description: string;
  goal_paise: number;
  raised_paise: number;
  sponsor_count: number;
  is_sample: boolean;
  /** Promoted by its temple: shown first, labelled. */
  is_promoted: boolean;
}
