export interface FileTable {
  id: string;
  owner_id: string;
  /** Relative to DATA_DIR/private. */
  path: string;
  mime: string;
  size: number;
  created_at: number;
  /** When a call first took the file (a KYC photo, a voucher, an avatar); null: unused so far. */
  used_at: number | null;
}
