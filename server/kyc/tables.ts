export type KycState = 'review' | 'verified' | 'failed';

export interface KycSubmissionTable {
  id: string;
  user_id: string;
  /** 1: individual (ID document and photos); 2: advanced (contact and hand-held photo). */
  level: number;
  state: KycState;
  id_type: string | null;
  /** Issuing country of a level-1 document (ISO 3166-1 alpha-2); null before issue 20 and for level 2. */
  country: string | null;
  name: string | null;
  card_id: string | null;
  front_file_id: string | null;
  reverse_file_id: string | null;
  link_name: string | null;
  link_mobile: string | null;
  hand_file_id: string | null;
  reason: string | null;
  reviewer: string | null;
  submitted_at: number;
  reviewed_at: number | null;
}
