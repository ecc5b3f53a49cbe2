/** A chat room and the number of its last message (issue 18, ADR 20). */
export interface ChatRoomTable {
  room: string;
  last_seq: number;
}

/** A message; (room, seq) and (user_id, client_id) are each unique. Removed: `deleted_at` set, body ''. */
export interface ChatMessageTable {
  id: string;
  room: string;
  seq: number;
  user_id: string;
  client_id: string;
  body: string;
  /** JSON array of the @names mentioned. */
  mentions: string;
  deleted_at: number | null;
  created_at: number;
}

/** A reader's report of a message: one per reader and message. */
export interface ChatReportTable {
  message_id: string;
  user_id: string;
  reason: string;
  created_at: number;
}

/** A user muted by an operator until `until`. */
export interface ChatMuteTable {
  user_id: string;
  until: number;
  reason: string;
  operator_id: string;
  created_at: number;
}
