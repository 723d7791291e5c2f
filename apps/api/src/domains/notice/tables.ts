/** Kysely types of the notice domain (migration 0070_notice), merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A notice, strong reminder or popup as platform staff write it; what users see is in the message tables. */
export interface NoticePostsTable {
  seq: Generated<string>;
  /** notice | strong | popup */
  kind: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  /** all | companyType | company | user */
  audience: string;
  company_type: string | null;
  /** As written (companyCode, userMobile), and the company and user they named when saved. */
  company_code: string | null;
  user_mobile: string | null;
  company_id: string | null;
  user_id: string | null;
  valid_from: NullableDate;
  valid_to: NullableDate;
  url: string | null;
  open_count: number | null;
  /** draft | published | withdrawn */
  status: Generated<string>;
  version: Generated<number>;
  created_by: string | null;
  publish_time: NullableDate;
  /** What publication made: the message centre's item (notice, strong) or the popup configuration (popup). */
  notice_id: string | null;
  popup_id: string | null;
  /** When it was pushed live (migration 0130): at publication when in force, else by ./scheduler when validFrom comes. */
  pushed_at: NullableDate;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

/** The users a post was delivered to: its audience at publication, and users it names who read their box later (./audience). */
export interface NoticePostAudienceTable {
  post_seq: string;
  user_id: string;
}

declare module '../../db/schema' {
  interface DB {
    notice_posts: NoticePostsTable;
    notice_post_audience: NoticePostAudienceTable;
  }
}
