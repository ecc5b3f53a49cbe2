// The database type: one interface per table, owned by its area, composed here.
import type { SettingTable } from '../content/tables';

export interface Database {
  setting: SettingTable;
}
