/**
 * A post's audience is resolved when it is delivered, not only when it is published: whenever a user's box or popup
 * list is read, the published posts in force whose audience names the user now (all users, their company's type,
 * their company, themselves) join the user to the post's audience, and a notice or strong reminder is copied into
 * their box. So a user who joins a company (or a company that gets the type) after publication, within the validity,
 * sees the notice and is counted in the read statistics.
 */
import { sql } from 'kysely';
import type { Executor } from '../../lib/records';

export async function joinPublishedPosts(db: Executor, userId: string, now: Date): Promise<void> {
  await sql`
    with joined as (
      insert into notice_post_audience (post_seq, user_id)
      select p.seq, u.user_id
      from notice_posts p
      join users u on u.user_id = ${userId} and u.del_flag = '0'
      left join companies c on c.company_id = u.company_id
      where p.status = 'published' and (p.valid_to is null or p.valid_to > ${now}) and (
        p.audience = 'all'
        or (p.audience = 'companyType' and c.kind = p.company_type)
        or (p.audience = 'company' and u.company_id = p.company_id)
        or (p.audience = 'user' and u.user_id = p.user_id))
      on conflict do nothing
      returning post_seq)
    insert into notice_deliveries (user_id, notice_id, content_type, push_time)
    select ${userId}, n.id, n.content_type, n.push_time
    from joined j join notice_posts p on p.seq = j.post_seq join notices n on n.id = p.notice_id
    on conflict do nothing`.execute(db);
}
