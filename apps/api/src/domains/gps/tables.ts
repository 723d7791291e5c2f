/** Kysely types of the GPS tables (migration 0005_trucking): positions, last position per truck, alarms. */
import type { ColumnType, Generated } from 'kysely';
import type { BigId } from '../fleet/tables';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type BigRef = ColumnType<string, string | number, string | number>;
type NullableBigRef = ColumnType<string | null, string | number | null | undefined, string | number | null>;

export interface GpsPositionsTable {
  id: BigId;
  truck_id: BigRef;
  lng: number;
  lat: number;
  /** km/h */
  speed: number;
  /** Degrees clockwise from north. */
  direction: number;
  gps_time: Timestamp;
  received_time: CreatedAt;
}

export interface GpsLastTable {
  truck_id: BigRef;
  lng: number;
  lat: number;
  speed: number;
  direction: number;
  gps_time: Timestamp;
  /** Since when the truck has stood still (speed below the moving threshold); null while moving. */
  stopped_since: NullableTimestamp;
  long_stop_alarmed: Generated<boolean>;
  offline_alarmed: Generated<boolean>;
  speeding_alarm_time: NullableTimestamp;
  /** The dispatch whose route the truck last left (one off-route alarm per dispatch). */
  off_route_dispatch_id: NullableBigRef;
}

/**
 * Alarms derived from positions, read by the big screen (components/screen.yaml Alarm) and published on the
 * bus channel 'alarms' as they are stored.
 */
export interface AlarmsTable {
  id: BigId;
  truck_id: NullableBigRef;
  truck_license: string;
  fleet_company_id: string | null;
  /** The fleet's name at the time of the alarm. */
  shop_name: string | null;
  driver_id: NullableBigRef;
  driver_name: string | null;
  dispatch_id: NullableBigRef;
  /** speeding | longStop | offRoute | offline (gps/alarm-rules.ts ALARM_TYPES). */
  alarm_type: string;
  /** 1 driving alarm, 2 abnormal event. */
  category: number;
  /** 1 low, 2 medium, 3 high. */
  level: number | null;
  abnormal_time: Timestamp;
  lng: number | null;
  lat: number | null;
  speed: number | null;
  location: string | null;
  /** '0' open, '1' handled. */
  status: Generated<string>;
  detail: ColumnType<unknown, string | null | undefined, string | null>;
  create_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    alarms: AlarmsTable;
    gps_last: GpsLastTable;
    gps_positions: GpsPositionsTable;
  }
}
