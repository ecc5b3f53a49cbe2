/**
 * A customer's one conversation with the support desk (issue 18, ADR 20). `owner` is 'u:<user id>'
 * or 'd:<sha-256 of a guest's device key>'. `last_seq` numbers the messages; each side's read
 * receipt is the last `seq` it has read. `last_body`/`last_at` feed the desk's queue.
 */
export interface SupportConversationTable {
  id: string;
  owner: string;
  user_id: string | null;
  /** The language of the customer's last message: canned replies are offered in it. */
  lang: string;
  state: 'open' | 'closed';
  assignee_id: string | null;
  last_seq: number;
  user_read_seq: number;
  desk_read_seq: number;
  last_body: string;
  last_at: number;
  created_at: number;
}

/** A message; (conversation, seq) and (conversation, client_id) are each unique. */
export interface SupportMessageTable {
  id: string;
  conversation_id: string;
  seq: number;
  client_id: string;
  author: 'user' | 'desk';
  operator_id: string | null;
  body: string;
  file_id: string | null;
  created_at: number;
}

/** A canned reply of the desk: `texts` is JSON keyed by language code. */
export interface SupportCannedTable {
  id: number;
  title: string;
  texts: string;
  sort: number;
}
