export interface FileTable {
  id: string;
  owner_id: string;
  /** Relative to DATA_DIR/private. */
  path: string;
  mime: string;
  size: number;
  created_at: number;
}
