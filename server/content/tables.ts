export interface SettingTable {
  keyword: string;
  value: string;
  /** 1: a guest may read it through /getSetting and /getSiteConfig. */
  public: number;
  updated_at: number;
}
